// Site visits, bookings, payouts and the CSV of project registrations (issue 21, visits
// slice): who may book a visit, check in, book and move a payout (and who may not, an admin
// included); a check-in renews the protection window in one transaction; code misuse
// (unknown, another project's, twice); the payout moves in order only; the CSV neutralises
// formulas and is the marketer's alone; the broker hears each step without the phone; the
// public slip page shows no client phone and is noindex and no-store.
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { CheckInResult, Visit } from '#shared/schemas/project-visits.ts';
import { VISIT_MESSAGES } from '#shared/schemas/project-visits.ts';
import type { Registration, RegistrationList } from '#shared/schemas/projects.ts';
import { profiles, projectRegistrations } from '#server/db/schema.ts';
import { testWithApp } from '../helpers/fixtures';
import { notificationsOfType } from '../helpers/notifications';
import { call, postProject, registerOk, registrationsOf } from '../helpers/projects';
import { ensureFounder, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

const test = testWithApp();

type World = {
  marketer: SignedIn;
  broker: SignedIn;
  other: SignedIn;
  projectId: string;
  registration: Registration;
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function world(t: TestApp, clientName = 'Anil Kumar'): Promise<World> {
  const marketer = await registerBroker(t, { name: 'Marketer Menon' });
  const broker = await registerBroker(t, { name: 'Farida First' });
  const other = await registerBroker(t, { name: 'Sanjay Second' });
  await t.database.db
    .update(profiles)
    .set({ phone: '+91 99000 11122' })
    .where(eq(profiles.id, broker.id));
  const project = await postProject(t, marketer, {
    name: 'Godrej Woods',
    visibility: 'All',
    who_may_register: 'all',
    protection_days: 30,
  });
  const registration = await registerOk(t, broker, project.id, {
    client_name: clientName,
    client_phone: '98450 12345',
  });
  return { marketer, broker, other, projectId: project.id, registration };
}

async function bookVisit(t: TestApp, w: World, at = inDays(2)): Promise<Visit> {
  const res = await call(
    t,
    w.broker,
    'POST',
    `/api/projects/registrations/${w.registration.id}/visits`,
    {
      scheduled_at: at,
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Visit>();
}

const checkIn = (t: TestApp, who: SignedIn, projectId: string, code: string) =>
  call(t, who, 'POST', `/api/projects/${projectId}/check-ins`, { code });

describe('booking a visit', () => {
  test('the registering broker books one and gets an unguessable code and the slip', async ({
    t,
  }) => {
    const w = await world(t);
    const visit = await bookVisit(t, w);
    expect(visit.status).toBe('scheduled');
    expect(visit.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    expect(visit.slip_path).toBe(`/visit-slip/${visit.code}`);
    const mine = (await registrationsOf(t, w.broker, w.projectId)).items[0]!;
    expect(mine.progress.visit).toMatchObject({ id: visit.id, code: visit.code });
    // The marketer sees the visit but not its code: they get it from the client at the site.
    const theirs = (await registrationsOf(t, w.marketer, w.projectId)).items[0]!;
    expect(theirs.progress.visit).toMatchObject({ id: visit.id, code: null, slip_path: null });
  });

  test('nobody else may book one: the marketer, another broker, an admin get 404', async ({
    t,
  }) => {
    const w = await world(t);
    const admin = await ensureFounder(t);
    for (const who of [w.marketer, w.other, admin]) {
      const res = await call(
        t,
        who,
        'POST',
        `/api/projects/registrations/${w.registration.id}/visits`,
        {
          scheduled_at: inDays(1),
        },
      );
      expect(res.statusCode).toBe(404);
    }
  });

  test('the time must be in the future and within 90 days; one open visit at a time', async ({
    t,
  }) => {
    const w = await world(t);
    const url = `/api/projects/registrations/${w.registration.id}/visits`;
    const past = await call(t, w.broker, 'POST', url, { scheduled_at: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).message).toBe(VISIT_MESSAGES.future);
    const far = await call(t, w.broker, 'POST', url, { scheduled_at: inDays(91) });
    expect(errorOf(far).message).toBe(VISIT_MESSAGES.tooFar);
    const junk = await call(t, w.broker, 'POST', url, { scheduled_at: 'tomorrow' });
    expect(junk.statusCode).toBe(400);
    await bookVisit(t, w);
    const second = await call(t, w.broker, 'POST', url, { scheduled_at: inDays(3) });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).message).toBe(VISIT_MESSAGES.openVisit);
  });

  test('a registration whose protection ended cannot book a visit', async ({ t }) => {
    const w = await world(t);
    await t.database.db
      .update(projectRegistrations)
      .set({ protectedUntil: sql`now() - interval '1 minute'` })
      .where(eq(projectRegistrations.id, w.registration.id));
    const res = await call(
      t,
      w.broker,
      'POST',
      `/api/projects/registrations/${w.registration.id}/visits`,
      {
        scheduled_at: inDays(1),
      },
    );
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(VISIT_MESSAGES.lapsed);
  });
});

describe('checking in', () => {
  test('the marketer checks in by code: visit done, registration visited, window renewed; the broker hears', async ({
    t,
  }) => {
    const w = await world(t);
    const visit = await bookVisit(t, w);
    // The window nearly over: the check-in renews it to now + 30 days.
    await t.database.db
      .update(projectRegistrations)
      .set({ protectedUntil: sql`now() + interval '1 day'` })
      .where(eq(projectRegistrations.id, w.registration.id));
    const typed = `${visit.code!.slice(0, 5).toLowerCase()} - ${visit.code!.slice(5)}`;
    const res = await checkIn(t, w.marketer, w.projectId, typed);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<CheckInResult>();
    expect(result).toMatchObject({
      client_name: 'Anil Kumar',
      broker_name: 'Farida First',
      visit: { status: 'done' },
    });
    const [row] = await t.database.db
      .select({
        status: projectRegistrations.status,
        days: sql<number>`round(extract(epoch from ${projectRegistrations.protectedUntil} - now()) / 86400)::int`,
      })
      .from(projectRegistrations)
      .where(eq(projectRegistrations.id, w.registration.id));
    expect(row).toEqual({ status: 'visited', days: 30 });
    const mine = (await registrationsOf(t, w.broker, w.projectId)).items[0]!;
    expect(mine.status).toBe('visited');
    expect(mine.progress.visit?.status).toBe('done');
    const notes = await notificationsOfType(t, w.broker, 'project_client_update');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.content).toMatchObject({
      client_event: 'checked_in',
      client_name: 'Anil Kumar',
    });
    expect(JSON.stringify(notes[0])).not.toContain('9845012345');
  });

  test("an unknown code, a code twice, another project's code, a bad code: clear errors", async ({
    t,
  }) => {
    const w = await world(t);
    const visit = await bookVisit(t, w);
    const otherProject = await postProject(t, w.marketer, { name: 'Sobha City' });
    const unknown = await checkIn(t, w.marketer, w.projectId, 'ABCDEFGHJK');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(VISIT_MESSAGES.unknownCode);
    const malformed = await checkIn(t, w.marketer, w.projectId, 'O0I1');
    expect(malformed.statusCode).toBe(400);
    const elsewhere = await checkIn(t, w.marketer, otherProject.id, visit.code!);
    expect(elsewhere.statusCode).toBe(400);
    expect(errorOf(elsewhere).message).toBe(VISIT_MESSAGES.otherProject);
    expect((await checkIn(t, w.marketer, w.projectId, visit.code!)).statusCode).toBe(200);
    const twice = await checkIn(t, w.marketer, w.projectId, visit.code!);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(VISIT_MESSAGES.alreadyCheckedIn);
  });

  test('only the marketer checks in: the broker, another member and an admin get 404', async ({
    t,
  }) => {
    const w = await world(t);
    const visit = await bookVisit(t, w);
    for (const who of [w.broker, w.other, await ensureFounder(t)]) {
      expect((await checkIn(t, who, w.projectId, visit.code!)).statusCode).toBe(404);
    }
    const [row] = await t.database.db
      .select()
      .from(projectRegistrations)
      .where(eq(projectRegistrations.id, w.registration.id));
    expect(row?.status).toBe('registered');
  });

  test('two check-ins of one code at once: exactly one succeeds', async ({ t }) => {
    const w = await world(t);
    const visit = await bookVisit(t, w);
    const codes = await Promise.all(
      [1, 2, 3].map(() => checkIn(t, w.marketer, w.projectId, visit.code!)),
    );
    expect(codes.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('bookings and payouts', () => {
  test('the marketer books with a unit, then moves the payout pending -> invoiced -> paid, in order only', async ({
    t,
  }) => {
    const w = await world(t);
    const base = `/api/projects/registrations/${w.registration.id}`;
    const early = await call(t, w.marketer, 'POST', `${base}/payout`, { stage: 'invoiced' });
    expect(early.statusCode).toBe(409);
    const booked = await call(t, w.marketer, 'POST', `${base}/booking`, { unit_label: 'A-1203' });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<Registration>()).toMatchObject({
      status: 'booked',
      progress: { booking: { unit_label: 'A-1203', payout_stage: 'pending' } },
    });
    expect((await call(t, w.marketer, 'POST', `${base}/booking`, {})).statusCode).toBe(409);
    const skip = await call(t, w.marketer, 'POST', `${base}/payout`, { stage: 'paid' });
    expect(skip.statusCode).toBe(409);
    expect(errorOf(skip).message).toContain('next is invoiced');
    expect(
      (await call(t, w.marketer, 'POST', `${base}/payout`, { stage: 'invoiced' })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, w.marketer, 'POST', `${base}/payout`, { stage: 'invoiced' })).statusCode,
    ).toBe(409);
    const paid = await call(t, w.marketer, 'POST', `${base}/payout`, { stage: 'paid' });
    expect(paid.json<Registration>().progress.booking?.payout_stage).toBe('paid');
    expect(
      (await call(t, w.marketer, 'POST', `${base}/payout`, { stage: 'pending' })).statusCode,
    ).toBe(400);
    // The broker sees it in their list across projects, and heard each step.
    const mine = await call(t, w.broker, 'GET', '/api/projects/registrations/mine');
    expect(mine.json<RegistrationList>().items[0]).toMatchObject({
      status: 'booked',
      progress: { booking: { unit_label: 'A-1203', payout_stage: 'paid' } },
    });
    const events = (await notificationsOfType(t, w.broker, 'project_client_update')).map(
      (n) => n.content.client_event,
    );
    expect(events.sort()).toEqual(['booked', 'payout_invoiced', 'payout_paid']);
  });

  test('the broker, another member and an admin may neither book nor move a payout', async ({
    t,
  }) => {
    const w = await world(t);
    const base = `/api/projects/registrations/${w.registration.id}`;
    for (const who of [w.broker, w.other, await ensureFounder(t)]) {
      expect((await call(t, who, 'POST', `${base}/booking`, {})).statusCode).toBe(404);
    }
    await call(t, w.marketer, 'POST', `${base}/booking`, {});
    for (const who of [w.broker, w.other, await ensureFounder(t)]) {
      expect((await call(t, who, 'POST', `${base}/payout`, { stage: 'invoiced' })).statusCode).toBe(
        404,
      );
    }
  });

  test('two payout moves to invoiced at once: one wins', async ({ t }) => {
    const w = await world(t);
    const base = `/api/projects/registrations/${w.registration.id}`;
    await call(t, w.marketer, 'POST', `${base}/booking`, {});
    const all = await Promise.all(
      [1, 2].map(() => call(t, w.marketer, 'POST', `${base}/payout`, { stage: 'invoiced' })),
    );
    expect(all.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('the CSV export', () => {
  test('the marketer downloads every registration, formulas neutralised', async ({ t }) => {
    const w = await world(t, '=HYPERLINK("http://evil")');
    await bookVisit(t, w);
    await call(t, w.marketer, 'POST', `/api/projects/registrations/${w.registration.id}/booking`, {
      unit_label: '@A-1',
    });
    await registerOk(t, w.other, w.projectId, {
      client_name: '+Sunil, "Sunny"',
      client_phone: '9845099999',
    });
    const res = await call(t, w.marketer, 'GET', `/api/projects/${w.projectId}/registrations.csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('Godrej-Woods-registrations.csv');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Client name,Phone,Broker,Registered,Protected until,Status,Visit,Booking,Payout',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)",'\+919845012345,Farida First,/);
    expect(lines[1]).toContain('booked');
    expect(lines[1]).toMatch(/, @A-1",Payout pending$/);
    expect(lines[1]).toContain('Payout pending');
    expect(lines[2]).toMatch(/^"'\+Sunil, ""Sunny""",'\+919845099999,Sanjay Second,/);
  });

  test('nobody but the marketer: the broker 403, a stranger 404, an admin 403', async ({ t }) => {
    const w = await world(t);
    const url = `/api/projects/${w.projectId}/registrations.csv`;
    expect((await call(t, w.broker, 'GET', url)).statusCode).toBe(403);
    expect((await call(t, await ensureFounder(t), 'GET', url)).statusCode).toBe(403);
    const hidden = await postProject(t, w.marketer, { visibility: 'Network Only' });
    expect(
      (await call(t, w.other, 'GET', `/api/projects/${hidden.id}/registrations.csv`)).statusCode,
    ).toBe(404);
    expect((await call(t, null, 'GET', url)).statusCode).toBe(401);
  });
});

describe('the visit slip page', () => {
  test('public, tiny, noindex and no-store; the project, time, broker and code; no client phone', async ({
    t,
  }) => {
    const w = await world(t);
    const visit = await bookVisit(t, w);
    const res = await t.app.inject({ method: 'GET', url: visit.slip_path! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.body).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('Godrej Woods');
    expect(res.body).toContain('Farida First');
    expect(res.body).toContain('+91 99000 11122');
    expect(res.body).toContain(`${visit.code!.slice(0, 5)}-${visit.code!.slice(5)}`);
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('Anil');
    expect(res.body).not.toContain('Kumar');
    expect(res.body).not.toMatch(/98450\s?12345/);
    expect(Buffer.byteLength(res.body)).toBeLessThan(20_000);
  });

  test('an unknown or malformed code is a 404 page', async ({ t }) => {
    expect((await t.app.inject({ method: 'GET', url: '/visit-slip/ABCDEFGHJK' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/visit-slip/..%2Fx' })).statusCode).toBe(404);
  });
});

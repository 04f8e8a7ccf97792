// Client registration with protection (issue 21, decision 044): the first registration of
// a phone for a project protects it for its broker for the project's window. Another
// broker is refused with the first's date and nothing else, sequentially and when five
// register at once (the database settles it: exactly one row, one winner); once the
// window has ended a later broker takes it over; projects are independent; the same
// broker twice is told it is theirs; phones are compared normalised. The server's log
// holds no client name or phone.
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  formatRegistrationDate,
  PROJECT_MESSAGES,
  type Registration,
} from '#shared/schemas/projects.ts';
import { projectRegistrations } from '#server/db/schema.ts';
import { testWithApp } from '../helpers/fixtures';
import { notificationsOfType } from '../helpers/notifications';
import { postProject, register, registerOk, registrationsOf } from '../helpers/projects';
import { connectBrokers } from '../helpers/properties';
import { registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

const logLines: string[] = [];
const test = testWithApp(
  {},
  {
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  },
);

type World = { marketer: SignedIn; first: SignedIn; second: SignedIn; projectId: string };

/** A marketer with an All project open to all brokers, and two brokers with other names. */
async function world(t: TestApp, protection_days = 60): Promise<World> {
  const marketer = await registerBroker(t, { name: 'Marketer Menon' });
  const first = await registerBroker(t, { name: 'Farida First' });
  const second = await registerBroker(t, { name: 'Sanjay Second' });
  const project = await postProject(t, marketer, {
    visibility: 'All',
    who_may_register: 'all',
    protection_days,
  });
  return { marketer, first, second, projectId: project.id };
}

const rowsOf = (t: TestApp, projectId: string, phone: string) =>
  t.database.db
    .select()
    .from(projectRegistrations)
    .where(
      and(
        eq(projectRegistrations.projectId, projectId),
        eq(projectRegistrations.clientPhone, phone),
      ),
    );

/** Nothing of the first registration but its date: no broker, no id, no client. */
function expectNothingOfTheFirst(body: string, first: SignedIn, firstReg: Registration) {
  for (const trace of [first.id, 'Farida', firstReg.id, 'Anil', firstReg.client_name]) {
    expect(body.includes(trace), `refusal contains '${trace}'`).toBe(false);
  }
}

describe('the first registration protects the client', () => {
  test('for the project window: protected_until is registration + protection_days', async ({
    t,
  }) => {
    const w = await world(t, 45);
    const reg = await registerOk(t, w.first, w.projectId, {
      client_name: 'Anil Kumar',
      client_phone: '98450 12345',
    });
    const days = (Date.parse(reg.protected_until) - Date.parse(reg.registered_at)) / 86_400_000;
    expect(days).toBeCloseTo(45, 5);
    expect(reg).toMatchObject({
      client_phone: '+919845012345',
      is_protected: true,
      status: 'registered',
    });
  });

  test('a second broker, later, is refused with the date of the first and nothing else', async ({
    t,
  }) => {
    const w = await world(t);
    const firstReg = await registerOk(t, w.first, w.projectId, {
      client_name: 'Anil Kumar',
      client_phone: '9845012345',
    });
    const res = await register(t, w.second, w.projectId, {
      client_name: 'A. Kumar (my client)',
      client_phone: '9845012345',
    });
    expect(res.statusCode).toBe(409);
    const body = errorOf(res);
    expect(body).toEqual({
      error: 'conflict',
      message: `This client was registered for this project on ${formatRegistrationDate(firstReg.registered_at)}`,
      field: 'client_phone',
    });
    expect(body.message).toMatch(
      /^This client was registered for this project on \d{1,2} [A-Z][a-z]{2,4} \d{4}$/,
    );
    expectNothingOfTheFirst(res.body, w.first, firstReg);
    // The first registration is untouched; the refused broker has none; only one notice went out.
    const [row] = await rowsOf(t, w.projectId, '+919845012345');
    expect(row).toMatchObject({ brokerId: w.first.id, clientName: 'Anil Kumar' });
    expect((await registrationsOf(t, w.second, w.projectId)).items).toEqual([]);
    expect(await notificationsOfType(t, w.marketer, 'project_registration')).toHaveLength(1);
  });

  test('five brokers at once: exactly one wins, four are refused, one row', async ({ t }) => {
    const marketer = await registerBroker(t);
    const brokers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => registerBroker(t, { name: `Racer ${i}` })),
    );
    const project = await postProject(t, marketer, { visibility: 'All', who_may_register: 'all' });
    // The same client typed five ways.
    const phones = [
      '9845012345',
      '+91 98450 12345',
      '098450-12345',
      '919845012345',
      '(98450) 12345',
    ];
    const results = await Promise.all(
      brokers.map((b, i) =>
        register(t, b, project.id, {
          client_name: `Client of racer ${i}`,
          client_phone: phones[i]!,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes, results.map((r) => r.body).join('\n')).toEqual([201, 409, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 201)!.json<Registration>();
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(errorOf(refused).message).toBe(
        `This client was registered for this project on ${formatRegistrationDate(winner.registered_at)}`,
      );
      expect(refused.body.includes(winner.broker.id)).toBe(false);
      expect(refused.body.includes(winner.client_name)).toBe(false);
    }
    const rows = await rowsOf(t, project.id, '+919845012345');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: winner.id, brokerId: winner.broker.id });
    expect(await notificationsOfType(t, marketer, 'project_registration')).toHaveLength(1);
  });

  test('the same broker again while protected is told it is theirs', async ({ t }) => {
    const w = await world(t);
    const reg = await registerOk(t, w.first, w.projectId, {
      client_name: 'Anil Kumar',
      client_phone: '9845012345',
    });
    const again = await register(t, w.first, w.projectId, {
      client_name: 'Anil K',
      client_phone: '+919845012345',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(
      `You registered this client on ${formatRegistrationDate(reg.registered_at)}`,
    );
    const [row] = await rowsOf(t, w.projectId, '+919845012345');
    expect(row).toMatchObject({ id: reg.id, clientName: 'Anil Kumar' });
  });
});

describe('when protection ends', () => {
  test('a later broker takes the client over, with a new window of their own', async ({ t }) => {
    const w = await world(t, 30);
    const firstReg = await registerOk(t, w.first, w.projectId, {
      client_name: 'Anil Kumar',
      client_phone: '9845012345',
    });
    await t.database.db
      .update(projectRegistrations)
      .set({
        registeredAt: sql`now() - interval '31 days'`,
        protectedUntil: sql`now() - interval '1 day'`,
      })
      .where(eq(projectRegistrations.id, firstReg.id));
    // The first broker's list says it has lapsed.
    expect((await registrationsOf(t, w.first, w.projectId)).items[0]).toMatchObject({
      id: firstReg.id,
      is_protected: false,
    });

    const taken = await registerOk(t, w.second, w.projectId, {
      client_name: 'Anil Kumar',
      client_phone: '98450 12345',
    });
    expect(taken).toMatchObject({
      broker: { id: w.second.id },
      is_protected: true,
      status: 'registered',
    });
    expect((Date.parse(taken.protected_until) - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    const rows = await rowsOf(t, w.projectId, '+919845012345');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brokerId: w.second.id });
    // The first broker no longer has the client; a third is refused with the second's date.
    expect((await registrationsOf(t, w.first, w.projectId)).items).toEqual([]);
    const third = await registerBroker(t);
    const refused = await register(t, third, w.projectId, {
      client_name: 'Anil',
      client_phone: '9845012345',
    });
    expect(errorOf(refused).message).toBe(
      `This client was registered for this project on ${formatRegistrationDate(taken.registered_at)}`,
    );
  });

  test('a protection ending exactly now is over; a booked client is never taken over', async ({
    t,
  }) => {
    const w = await world(t);
    const reg = await registerOk(t, w.first, w.projectId, {
      client_name: 'Anil Kumar',
      client_phone: '9845012345',
    });
    await t.database.db
      .update(projectRegistrations)
      .set({ protectedUntil: sql`now() - interval '1 second'`, status: 'booked' })
      .where(eq(projectRegistrations.id, reg.id));
    expect(
      (
        await register(t, w.second, w.projectId, {
          client_name: 'Anil',
          client_phone: '9845012345',
        })
      ).statusCode,
    ).toBe(409);
    await t.database.db
      .update(projectRegistrations)
      .set({ status: 'visited' })
      .where(eq(projectRegistrations.id, reg.id));
    await registerOk(t, w.second, w.projectId, { client_name: 'Anil', client_phone: '9845012345' });
  });
});

describe('projects are independent', () => {
  test('the same phone is protected per project, for whoever registered it there', async ({
    t,
  }) => {
    const marketer = await registerBroker(t);
    const first = await registerBroker(t);
    const second = await registerBroker(t);
    await connectBrokers(t, marketer, first);
    await connectBrokers(t, marketer, second);
    const one = await postProject(t, marketer, { name: 'One' });
    const two = await postProject(t, marketer, { name: 'Two' });
    await registerOk(t, first, one.id, { client_name: 'Anil Kumar', client_phone: '9845012345' });
    await registerOk(t, second, two.id, { client_name: 'Anil Kumar', client_phone: '9845012345' });
    expect(
      (await register(t, second, one.id, { client_name: 'Anil', client_phone: '9845012345' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await register(t, first, two.id, { client_name: 'Anil', client_phone: '9845012345' }))
        .statusCode,
    ).toBe(409);
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/projects/registrations/mine',
        headers: { authorization: `Bearer ${second.accessToken}` },
      })
    ).json<{ items: Registration[] }>();
    expect(mine.items.map((r) => r.project_name)).toEqual(['Two']);
  });
});

describe('phones and names', () => {
  test('98450 12345 and +919845012345 are the same client', async ({ t }) => {
    const w = await world(t);
    const reg = await registerOk(t, w.first, w.projectId, {
      client_name: 'Anil Kumar',
      client_phone: '98450 12345',
    });
    expect(reg.client_phone).toBe('+919845012345');
    expect(
      (
        await register(t, w.second, w.projectId, {
          client_name: 'Anil',
          client_phone: '+919845012345',
        })
      ).statusCode,
    ).toBe(409);
    // Another number is another client.
    await registerOk(t, w.second, w.projectId, {
      client_name: 'Anil',
      client_phone: '+919845012346',
    });
  });

  test.for([
    ['no phone', { client_name: 'Anil' }, 'client_phone', PROJECT_MESSAGES.clientPhone],
    [
      'a short phone',
      { client_name: 'Anil', client_phone: '98450' },
      'client_phone',
      PROJECT_MESSAGES.clientPhone,
    ],
    [
      'a landline-like number',
      { client_name: 'Anil', client_phone: '2345678901' },
      'client_phone',
      PROJECT_MESSAGES.clientPhone,
    ],
    [
      'letters',
      { client_name: 'Anil', client_phone: '98450abcde' },
      'client_phone',
      PROJECT_MESSAGES.clientPhone,
    ],
    [
      'another country',
      { client_name: 'Anil', client_phone: '+44 7911 123456' },
      'client_phone',
      PROJECT_MESSAGES.clientPhone,
    ],
    [
      'a phone as a number',
      { client_name: 'Anil', client_phone: 9845012345 },
      'client_phone',
      PROJECT_MESSAGES.clientPhone,
    ],
    ['no name', { client_phone: '9845012345' }, 'client_name', PROJECT_MESSAGES.clientNameRequired],
    [
      'a blank name',
      { client_name: '  ', client_phone: '9845012345' },
      'client_name',
      PROJECT_MESSAGES.clientNameRequired,
    ],
    [
      'a name too long',
      { client_name: 'x'.repeat(101), client_phone: '9845012345' },
      'client_name',
      PROJECT_MESSAGES.clientNameMax,
    ],
  ] as const)(
    'refuses %s with a 400 that names the field, and saves nothing',
    async ([, payload, field, message], { t }) => {
      const w = await world(t);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${w.projectId}/registrations`,
        headers: { authorization: `Bearer ${w.first.accessToken}` },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res)).toMatchObject({ field, message });
      expect(await rowsOf(t, w.projectId, '+919845012345')).toHaveLength(0);
    },
  );

  test('an unknown or malformed project is a 404', async ({ t, broker }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await register(t, broker, id, {
        client_name: 'Anil',
        client_phone: '9845012345',
      });
      expect(res.statusCode).toBe(404);
    }
  });

  test("the server's log never holds a client's name or phone", () => {
    const log = logLines.join('');
    // The refusals above were logged (without whom or what they were about).
    expect(log).toContain('project registration refused: client protected');
    for (const trace of ['Anil Kumar', '9845012345', '98450 12345', 'Client of racer']) {
      expect(log.includes(trace), `log contains '${trace}'`).toBe(false);
    }
  });
});

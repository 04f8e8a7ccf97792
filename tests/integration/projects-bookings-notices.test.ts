// Bookings on inventory units and the project notices (issue 21): a booking takes a unit of
// the grid (booked there, labelled by its tower and number), refused when another broker
// holds it or it is taken, and of two bookings of one unit exactly one wins; a unit booked
// for a client stays booked. The marketer hears of each visit booked; brokers with a client
// of the project hear of price sheet changes (once an hour), nobody else does.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { INVENTORY_MESSAGES, type Inventory, type Tower } from '#shared/schemas/project-inventory.ts';
import { VISIT_MESSAGES } from '#shared/schemas/project-visits.ts';
import type { Registration } from '#shared/schemas/projects.ts';
import { connections, projectBookings, projectRegistrations, projectUnits } from '#server/db/schema.ts';
import { testWithApp } from '../helpers/fixtures';
import { notificationsOfType } from '../helpers/notifications';
import { call, postProject, registerOk, registrationsOf } from '../helpers/projects';
import { connectBrokers } from '../helpers/properties';
import { ensureFounder, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

const test = testWithApp();

const twoBhk = { label: '2 BHK', carpet_sqft: 1150, price_per_sqft: 8000 };

async function world(t: TestApp) {
  const marketer = await registerBroker(t, { name: 'Marketer Menon' });
  const broker = await registerBroker(t, { name: 'Farida First' });
  const other = await registerBroker(t, { name: 'Sanjay Second' });
  const project = await postProject(t, marketer, {
    name: 'Godrej Woods',
    visibility: 'All',
    who_may_register: 'all',
  });
  const res = await call(t, marketer, 'POST', `/api/projects/${project.id}/towers`, {
    name: 'A',
    floors: 2,
    units_per_floor: 2,
  });
  expect(res.statusCode, res.body).toBe(201);
  const tower = res.json<Tower>();
  const registration = await registerOk(t, broker, project.id, {
    client_name: 'Anil Kumar',
    client_phone: '98450 12345',
  });
  const otherRegistration = await registerOk(t, other, project.id, {
    client_name: 'Bela Rao',
    client_phone: '98450 67890',
  });
  return { marketer, broker, other, projectId: project.id, tower, registration, otherRegistration };
}

/** The world's bookings (the app, and so the database, is shared by this file's tests). */
async function bookingsOf(t: TestApp, w: { registration: Registration; otherRegistration: Registration }) {
  const rows = await t.database.db
    .select({ id: projectBookings.registrationId })
    .from(projectBookings)
    .where(inArray(projectBookings.registrationId, [w.registration.id, w.otherRegistration.id]));
  return rows.length;
}

const book = (t: TestApp, who: SignedIn, registration: Registration, body: object) =>
  call(t, who, 'POST', `/api/projects/registrations/${registration.id}/booking`, body);

async function unitState(t: TestApp, who: SignedIn, projectId: string, unitId: string) {
  const res = await call(t, who, 'GET', `/api/projects/${projectId}/inventory`);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<Inventory>()
    .towers.flatMap((tw) => tw.units)
    .find((u) => u.id === unitId)?.state;
}

describe('booking a unit of the inventory', () => {
  test('the unit turns booked in the grid, labelled by its tower and number; the broker sees it', async ({
    t,
  }) => {
    const w = await world(t);
    const unit = w.tower.units[0]!;
    const res = await book(t, w.marketer, w.registration, { unit_id: unit.id, unit_label: 'ignored' });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<Registration>();
    expect(booked.status).toBe('booked');
    expect(booked.progress.booking).toMatchObject({
      unit_id: unit.id,
      unit_label: `A ${unit.unit_number}`,
      payout_stage: 'pending',
    });
    // Every reader's grid: booked (the broker and a member who only looks).
    for (const who of [w.marketer, w.broker, w.other]) {
      expect(await unitState(t, who, w.projectId, unit.id)).toBe('booked');
    }
    const mine = (await registrationsOf(t, w.broker, w.projectId)).items[0]!;
    expect(mine.progress.booking?.unit_label).toBe(`A ${unit.unit_number}`);
    const [notice] = await notificationsOfType(t, w.broker, 'project_client_update');
    expect(notice?.content).toMatchObject({ client_event: 'booked', unit_label: `A ${unit.unit_number}` });
  });

  test("a unit held by the client's own broker may be booked; one another broker holds may not", async ({
    t,
  }) => {
    const w = await world(t);
    const [first, second] = w.tower.units;
    const hold = (who: SignedIn, unitId: string) =>
      call(t, who, 'POST', `/api/projects/${w.projectId}/units/${unitId}/hold`);
    expect((await hold(w.broker, first!.id)).statusCode).toBe(200);
    expect((await hold(w.other, second!.id)).statusCode).toBe(200);

    const refused = await book(t, w.marketer, w.registration, { unit_id: second!.id });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ message: VISIT_MESSAGES.unitHeld, field: 'unit_id' });
    // Nothing changed: no booking, the registration still registered, the hold still the other's.
    expect(await bookingsOf(t, w)).toBe(0);
    expect((await registrationsOf(t, w.broker, w.projectId)).items[0]!.status).toBe('registered');
    expect(await unitState(t, w.other, w.projectId, second!.id)).toBe('held');

    const ok = await book(t, w.marketer, w.registration, { unit_id: first!.id });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await unitState(t, w.broker, w.projectId, first!.id)).toBe('booked');
  });

  test("a booked unit, another project's unit and a malformed id are refused with nothing written", async ({
    t,
  }) => {
    const w = await world(t);
    const unit = w.tower.units[0]!;
    await t.database.db.update(projectUnits).set({ state: 'booked' }).where(eq(projectUnits.id, unit.id));
    const taken = await book(t, w.marketer, w.registration, { unit_id: unit.id });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ message: VISIT_MESSAGES.unitBooked, field: 'unit_id' });

    const elsewhere = await postProject(t, w.marketer, { name: 'Elsewhere' });
    const tower = (
      await call(t, w.marketer, 'POST', `/api/projects/${elsewhere.id}/towers`, {
        name: 'B',
        floors: 1,
        units_per_floor: 1,
      })
    ).json<Tower>();
    const foreign = await book(t, w.marketer, w.registration, { unit_id: tower.units[0]!.id });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toMatchObject({ message: VISIT_MESSAGES.unitNotFound, field: 'unit_id' });

    const malformed = await book(t, w.marketer, w.registration, { unit_id: 'A-1203' });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).message).toBe(VISIT_MESSAGES.unitId);
    expect(await bookingsOf(t, w)).toBe(0);
    expect(await unitState(t, w.marketer, elsewhere.id, tower.units[0]!.id)).toBe('available');
  });

  test('two registrations booked on one unit at once: exactly one wins', async ({ t }) => {
    const w = await world(t);
    const unit = w.tower.units[1]!;
    const results = await Promise.all([
      book(t, w.marketer, w.registration, { unit_id: unit.id }),
      book(t, w.marketer, w.otherRegistration, { unit_id: unit.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await bookingsOf(t, w)).toBe(1);
    const statuses = await t.database.db
      .select({ status: projectRegistrations.status })
      .from(projectRegistrations)
      .where(eq(projectRegistrations.projectId, w.projectId));
    expect(statuses.filter((s) => s.status === 'booked')).toHaveLength(1);
  });

  test('a unit booked for a client stays booked: the marketer cannot set it available', async ({
    t,
  }) => {
    const w = await world(t);
    const unit = w.tower.units[0]!;
    expect((await book(t, w.marketer, w.registration, { unit_id: unit.id })).statusCode).toBe(201);
    const res = await call(t, w.marketer, 'PUT', `/api/projects/${w.projectId}/units/${unit.id}`, {
      state: 'available',
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(INVENTORY_MESSAGES.bookedForClient);
    expect(await unitState(t, w.marketer, w.projectId, unit.id)).toBe('booked');
    // A unit sold outside the network (no booking) still moves freely.
    const free = w.tower.units[1]!;
    for (const state of ['booked', 'available'] as const) {
      const moved = await call(t, w.marketer, 'PUT', `/api/projects/${w.projectId}/units/${free.id}`, {
        state,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  });

  test('without a unit the booking keeps a free-text label, as before', async ({ t }) => {
    const w = await world(t);
    const res = await book(t, w.marketer, w.registration, { unit_label: 'Plot 7' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Registration>().progress.booking).toMatchObject({ unit_id: null, unit_label: 'Plot 7' });
  });
});

describe('the marketer hears of visits booked', () => {
  test('with the client, the broker and the time; nobody else is told and no phone goes out', async ({
    t,
  }) => {
    const w = await world(t);
    const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const res = await call(t, w.broker, 'POST', `/api/projects/registrations/${w.registration.id}/visits`, {
      scheduled_at: at,
    });
    expect(res.statusCode, res.body).toBe(201);
    const notices = await notificationsOfType(t, w.marketer, 'project_registration');
    const visit = notices.find((n) => n.content.registration_event === 'visit_booked');
    expect(visit?.content).toMatchObject({
      project_id: w.projectId,
      broker_name: 'Farida First',
      client_name: 'Anil Kumar',
      visit_at: at,
    });
    expect(JSON.stringify(notices)).not.toContain('98450');
    expect(JSON.stringify(notices)).not.toContain('12345');
    for (const who of [w.broker, w.other, await ensureFounder(t)]) {
      expect(await notificationsOfType(t, who, 'project_registration')).toHaveLength(0);
    }
  });
});

describe('price sheet changes reach the brokers with clients', () => {
  test('brokers with a live or booked client hear once an hour; lapsed, strangers and the marketer do not', async ({
    t,
  }) => {
    const w = await world(t);
    const lapsed = await registerBroker(t, { name: 'Lapsed Lal' });
    const stranger = await registerBroker(t, { name: 'Stranger Shah' });
    const lapsedRegistration = await registerOk(t, lapsed, w.projectId, {
      client_name: 'Old Client',
      client_phone: '98450 11111',
    });
    await t.database.db
      .update(projectRegistrations)
      .set({ protectedUntil: sql`now() - interval '1 day'` })
      .where(eq(projectRegistrations.id, lapsedRegistration.id));
    // The other broker's client is booked and its window over: a sale still counts.
    await t.database.db
      .update(projectRegistrations)
      .set({ status: 'booked', protectedUntil: sql`now() - interval '1 day'` })
      .where(eq(projectRegistrations.id, w.otherRegistration.id));

    const created = await call(t, w.marketer, 'POST', `/api/projects/${w.projectId}/unit-types`, twoBhk);
    expect(created.statusCode, created.body).toBe(201);
    const typeId = created.json<{ id: string }>().id;
    // A burst of changes: one notice each.
    const changed = await call(t, w.marketer, 'PUT', `/api/projects/${w.projectId}/unit-types/${typeId}`, {
      ...twoBhk,
      price_per_sqft: 8400,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    for (const who of [w.broker, w.other]) {
      const notices = await notificationsOfType(t, who, 'project_update');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.content).toMatchObject({
        project_id: w.projectId,
        project_name: 'Godrej Woods',
        project_event: 'price_sheet',
      });
      expect(notices[0]!.action_url).toBe(`/project/${w.projectId}`);
    }
    for (const who of [lapsed, stranger, w.marketer]) {
      expect(await notificationsOfType(t, who, 'project_update')).toHaveLength(0);
    }
  });

  test('a broker who no longer sees a Network Only project is not told', async ({ t }) => {
    const marketer = await registerBroker(t, { name: 'Marketer Menon' });
    const broker = await registerBroker(t, { name: 'Farida First' });
    await connectBrokers(t, marketer, broker);
    const project = await postProject(t, marketer, { visibility: 'Network Only' });
    await registerOk(t, broker, project.id, { client_name: 'Anil Kumar', client_phone: '98450 12345' });
    await t.database.db
      .delete(connections)
      .where(inArray(connections.requesterId, [marketer.id, broker.id]));
    const res = await call(t, marketer, 'POST', `/api/projects/${project.id}/unit-types`, twoBhk);
    expect(res.statusCode, res.body).toBe(201);
    expect(await notificationsOfType(t, broker, 'project_update')).toHaveLength(0);
  });
});

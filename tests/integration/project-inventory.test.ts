// Price sheet and inventory (issue 21, third slice): writes are the marketer's only; reads
// follow the project's visibility; a hold is one statement (two brokers at once: one wins);
// an expired hold frees the unit; release by the holder or the marketer; every viewer hears
// 'project.inventory_changed' on their socket.
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  INVENTORY_MESSAGES,
  MAX_TOWERS,
  PRICE_SHEET_MAX_TYPES,
  type Inventory,
  type Tower,
  type Unit,
} from '#shared/schemas/project-inventory.ts';
import { projectBookings, projectTowers, projectUnits, projectUnitTypes } from '#server/db/schema.ts';
import { projectAudience } from '#server/features/projects/inventory/events.ts';
import { testWithApp } from '../helpers/fixtures';
import { call, postProject, registerOk } from '../helpers/projects';
import { connectBrokers } from '../helpers/properties';
import { connectRealtime, listenForRealtime } from '../helpers/realtime-client';
import { ensureFounder, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf, waitFor } from '../helpers/test-utils';

const test = testWithApp();

const twoBhk = {
  label: '2 BHK',
  carpet_sqft: 1150,
  price_per_sqft: 8000,
  floor_rise: 50,
  other_charges: 300000,
};

async function world(t: TestApp, visibility: 'Network Only' | 'All' = 'Network Only') {
  const marketer = await registerBroker(t, { name: 'Marketer Menon' });
  const partner = await registerBroker(t, { name: 'Partner Pai' });
  const partner2 = await registerBroker(t, { name: 'Second Sen' });
  const stranger = await registerBroker(t, { name: 'Stranger Shah' });
  await connectBrokers(t, marketer, partner);
  await connectBrokers(t, marketer, partner2);
  const project = await postProject(t, marketer, { visibility, who_may_register: 'network' });
  return { marketer, partner, partner2, stranger, projectId: project.id };
}

async function tower(
  t: TestApp,
  who: SignedIn,
  projectId: string,
  floors = 3,
  units = 4,
): Promise<Tower> {
  const res = await call(t, who, 'POST', `/api/projects/${projectId}/towers`, {
    name: 'Tower A',
    floors,
    units_per_floor: units,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Tower>();
}

const inventoryOf = async (t: TestApp, who: SignedIn, projectId: string) => {
  const res = await call(t, who, 'GET', `/api/projects/${projectId}/inventory`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Inventory>();
};
const unitIn = (inv: Inventory, id: string) =>
  inv.towers.flatMap((tw) => tw.units).find((u) => u.id === id);

describe('price sheet', () => {
  test(`a price sheet holds at most ${PRICE_SHEET_MAX_TYPES} unit types, also when two are added at once`, async ({
    t,
  }) => {
    const w = await world(t);
    await t.database.db.insert(projectUnitTypes).values(
      Array.from({ length: PRICE_SHEET_MAX_TYPES - 1 }, (_, i) => ({
        projectId: w.projectId,
        label: `Type ${i + 1}`,
        carpetSqft: 1000,
        pricePerSqft: 8000,
      })),
    );
    const add = () => call(t, w.marketer, 'POST', `/api/projects/${w.projectId}/unit-types`, twoBhk);
    const results = await Promise.all([add(), add()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(errorOf(refused).message).toBe(INVENTORY_MESSAGES.tooManyUnitTypes);
    const [{ n } = { n: -1 }] = await t.database.db
      .select({ n: count() })
      .from(projectUnitTypes)
      .where(eq(projectUnitTypes.projectId, w.projectId));
    expect(n).toBe(PRICE_SHEET_MAX_TYPES);
  });

  test(`a project holds at most ${MAX_TOWERS} towers, also when two are added at once`, async ({ t }) => {
    const w = await world(t);
    await t.database.db.insert(projectTowers).values(
      Array.from({ length: MAX_TOWERS - 1 }, (_, i) => ({
        projectId: w.projectId,
        name: `T${i + 1}`,
        floors: 1,
        unitsPerFloor: 1,
      })),
    );
    const add = (name: string) =>
      call(t, w.marketer, 'POST', `/api/projects/${w.projectId}/towers`, {
        name,
        floors: 2,
        units_per_floor: 2,
      });
    const results = await Promise.all([add('North'), add('South')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(errorOf(results.find((r) => r.statusCode === 409)!).message).toBe(
      INVENTORY_MESSAGES.tooManyTowers,
    );
    const towers = await t.database.db
      .select({ id: projectTowers.id })
      .from(projectTowers)
      .where(eq(projectTowers.projectId, w.projectId));
    expect(towers).toHaveLength(MAX_TOWERS);
    // The refused tower left no units behind: only the winner's four.
    const units = await t.database.db
      .select({ id: projectUnits.id })
      .from(projectUnits)
      .where(eq(projectUnits.projectId, w.projectId));
    expect(units).toHaveLength(4);
  });

  test('the marketer creates, changes and deletes unit types; others may not; readers see it', async ({
    t,
  }) => {
    const w = await world(t);
    const created = await call(
      t,
      w.marketer,
      'POST',
      `/api/projects/${w.projectId}/unit-types`,
      twoBhk,
    );
    expect(created.statusCode, created.body).toBe(201);
    const type = created.json<{
      id: string;
      from_price: number;
      from_price_entered: number | null;
    }>();
    expect(type.from_price).toBe(1150 * 8000 + 300000);
    expect(type.from_price_entered).toBeNull();

    for (const who of [w.partner, await ensureFounder(t)]) {
      expect(
        (await call(t, who, 'POST', `/api/projects/${w.projectId}/unit-types`, twoBhk)).statusCode,
      ).toBe(403);
      expect(
        (await call(t, who, 'PUT', `/api/projects/${w.projectId}/unit-types/${type.id}`, twoBhk))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(t, who, 'DELETE', `/api/projects/${w.projectId}/unit-types/${type.id}`))
          .statusCode,
      ).toBe(403);
    }
    // Hidden from a stranger (Network Only): 404 for reads and writes alike.
    expect(
      (await call(t, w.stranger, 'GET', `/api/projects/${w.projectId}/unit-types`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, w.stranger, 'POST', `/api/projects/${w.projectId}/unit-types`, twoBhk))
        .statusCode,
    ).toBe(404);

    const sheet = await call(t, w.partner, 'GET', `/api/projects/${w.projectId}/unit-types`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json()).toMatchObject({
      can_edit: false,
      items: [{ label: '2 BHK', from_price: 9500000 }],
    });

    const updated = await call(
      t,
      w.marketer,
      'PUT',
      `/api/projects/${w.projectId}/unit-types/${type.id}`,
      {
        ...twoBhk,
        from_price: 9_000_000,
      },
    );
    expect(updated.json()).toMatchObject({ from_price: 9_000_000, from_price_entered: 9_000_000 });

    const bad = await call(t, w.marketer, 'POST', `/api/projects/${w.projectId}/unit-types`, {
      ...twoBhk,
      carpet_sqft: -1,
    });
    expect(bad.statusCode).toBe(400);

    // Another project's id is not found.
    const other = await postProject(t, w.partner, {});
    expect(
      (await call(t, w.partner, 'DELETE', `/api/projects/${other.id}/unit-types/${type.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, w.marketer, 'DELETE', `/api/projects/${w.projectId}/unit-types/${type.id}`))
        .statusCode,
    ).toBe(204);
  });
});

describe('inventory', () => {
  test('the marketer creates a tower of floors × units, bounded; others may not', async ({ t }) => {
    const w = await world(t);
    const tw = await tower(t, w.marketer, w.projectId, 3, 4);
    expect(tw.units).toHaveLength(12);
    expect(tw.units.map((u) => u.unit_number)).toContain('304');
    expect(tw.units.every((u) => u.state === 'available')).toBe(true);

    const tooBig = await call(t, w.marketer, 'POST', `/api/projects/${w.projectId}/towers`, {
      name: 'B',
      floors: 61,
      units_per_floor: 20,
    });
    expect(tooBig.statusCode).toBe(400);
    const same = await call(t, w.marketer, 'POST', `/api/projects/${w.projectId}/towers`, {
      name: 'Tower A',
      floors: 1,
      units_per_floor: 1,
    });
    expect(same.statusCode).toBe(409);
    expect(
      (
        await call(t, w.partner, 'POST', `/api/projects/${w.projectId}/towers`, {
          name: 'C',
          floors: 1,
          units_per_floor: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(t, w.stranger, 'GET', `/api/projects/${w.projectId}/inventory`)).statusCode,
    ).toBe(404);

    const unit = tw.units[0] as Unit;
    expect(
      (
        await call(t, w.partner, 'PUT', `/api/projects/${w.projectId}/units/${unit.id}`, {
          state: 'booked',
        })
      ).statusCode,
    ).toBe(403);
    const booked = await call(
      t,
      w.marketer,
      'PUT',
      `/api/projects/${w.projectId}/units/${unit.id}`,
      { state: 'booked' },
    );
    expect(booked.json()).toMatchObject({ state: 'booked' });
    expect(
      (await call(t, w.partner, 'POST', `/api/projects/${w.projectId}/units/${unit.id}/hold`))
        .statusCode,
    ).toBe(409);

    const big = await call(t, w.marketer, 'POST', `/api/projects/${w.projectId}/towers`, {
      name: 'Max',
      floors: 60,
      units_per_floor: 20,
    });
    expect(big.statusCode).toBe(201);
    expect(big.json<Tower>().units).toHaveLength(1200);
  });

  test('two brokers hold the same unit at once: exactly one wins', async ({ t }) => {
    const w = await world(t);
    const tw = await tower(t, w.marketer, w.projectId, 1, 2);
    const unit = tw.units[0] as Unit;
    const [a, b] = await Promise.all([
      call(t, w.partner, 'POST', `/api/projects/${w.projectId}/units/${unit.id}/hold`),
      call(t, w.partner2, 'POST', `/api/projects/${w.projectId}/units/${unit.id}/hold`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(errorOf(loser).message).toBe(INVENTORY_MESSAGES.notAvailable);
    const [row] = await t.database.db
      .select()
      .from(projectUnits)
      .where(eq(projectUnits.id, unit.id));
    const winner = a.statusCode === 200 ? w.partner : w.partner2;
    expect(row?.heldBy).toBe(winner.id);

    // The marketer sees who holds it; another broker sees only 'held'.
    expect(unitIn(await inventoryOf(t, w.marketer, w.projectId), unit.id)).toMatchObject({
      state: 'held',
      held_by_name: a.statusCode === 200 ? 'Partner Pai' : 'Second Sen',
    });
    const other = a.statusCode === 200 ? w.partner2 : w.partner;
    expect(unitIn(await inventoryOf(t, other, w.projectId), unit.id)).toMatchObject({
      state: 'held',
      held_by_me: false,
      held_by_name: null,
      hold_expires_at: null,
    });
  });

  test('who may hold: not the marketer, not a broker who may not register', async ({ t }) => {
    const w = await world(t, 'All');
    const tw = await tower(t, w.marketer, w.projectId, 1, 1);
    const unit = tw.units[0] as Unit;
    expect(
      (await call(t, w.marketer, 'POST', `/api/projects/${w.projectId}/units/${unit.id}/hold`))
        .statusCode,
    ).toBe(400);
    // The stranger sees an All project but is not in the network that may register.
    expect((await inventoryOf(t, w.stranger, w.projectId)).can_hold).toBe(false);
    expect(
      (await call(t, w.stranger, 'POST', `/api/projects/${w.projectId}/units/${unit.id}/hold`))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          t,
          w.partner,
          'POST',
          `/api/projects/${w.projectId}/units/${crypto.randomUUID()}/hold`,
        )
      ).statusCode,
    ).toBe(404);
  });

  test('an expired hold frees the unit for reads and for the next hold; hold_hours is the marketer’s', async ({
    t,
  }) => {
    const w = await world(t);
    const settings = await call(t, w.marketer, 'PUT', `/api/projects/${w.projectId}/inventory`, {
      hold_hours: 2,
    });
    expect(settings.json()).toMatchObject({ hold_hours: 2 });
    expect(
      (await call(t, w.partner, 'PUT', `/api/projects/${w.projectId}/inventory`, { hold_hours: 5 }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(t, w.marketer, 'PUT', `/api/projects/${w.projectId}/inventory`, {
          hold_hours: 0,
        })
      ).statusCode,
    ).toBe(400);

    const tw = await tower(t, w.marketer, w.projectId, 1, 1);
    const unit = tw.units[0] as Unit;
    const held = await call(
      t,
      w.partner,
      'POST',
      `/api/projects/${w.projectId}/units/${unit.id}/hold`,
    );
    const expires = new Date(held.json<Unit>().hold_expires_at ?? 0).getTime();
    expect(expires - Date.now()).toBeGreaterThan(1.9 * 3600_000);
    expect(expires - Date.now()).toBeLessThan(2.1 * 3600_000);

    await t.database.db
      .update(projectUnits)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(projectUnits.id, unit.id));
    expect(unitIn(await inventoryOf(t, w.partner2, w.projectId), unit.id)?.state).toBe('available');
    const next = await call(
      t,
      w.partner2,
      'POST',
      `/api/projects/${w.projectId}/units/${unit.id}/hold`,
    );
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ state: 'held', held_by_me: true });
  });

  test('release: the holder or the marketer, nobody else', async ({ t }) => {
    const w = await world(t);
    const tw = await tower(t, w.marketer, w.projectId, 1, 2);
    const [u1, u2] = tw.units as [Unit, Unit];
    await call(t, w.partner, 'POST', `/api/projects/${w.projectId}/units/${u1.id}/hold`);
    await call(t, w.partner, 'POST', `/api/projects/${w.projectId}/units/${u2.id}/hold`);
    expect(
      (await call(t, w.partner2, 'POST', `/api/projects/${w.projectId}/units/${u1.id}/release`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, w.stranger, 'POST', `/api/projects/${w.projectId}/units/${u1.id}/release`))
        .statusCode,
    ).toBe(404);
    const mine = await call(
      t,
      w.partner,
      'POST',
      `/api/projects/${w.projectId}/units/${u1.id}/release`,
    );
    expect(mine.json()).toMatchObject({ state: 'available' });
    expect(
      (await call(t, w.partner, 'POST', `/api/projects/${w.projectId}/units/${u1.id}/release`))
        .statusCode,
    ).toBe(409);
    const marketer = await call(
      t,
      w.marketer,
      'POST',
      `/api/projects/${w.projectId}/units/${u2.id}/release`,
    );
    expect(marketer.json()).toMatchObject({ state: 'available' });
  });

  test('the marketer deletes a tower with its units, unless a unit is booked for a client', async ({
    t,
  }) => {
    const w = await world(t);
    const a = await tower(t, w.marketer, w.projectId, 2, 2);
    const b = await call(t, w.marketer, 'POST', `/api/projects/${w.projectId}/towers`, {
      name: 'Tower B',
      floors: 1,
      units_per_floor: 2,
    });
    expect(b.statusCode, b.body).toBe(201);
    const towerB = b.json<Tower>();

    // Held and marketer-booked units go with their tower; only a client's booking keeps it.
    await call(
      t,
      w.partner,
      'POST',
      `/api/projects/${w.projectId}/units/${towerB.units[0]!.id}/hold`,
    );
    await call(t, w.marketer, 'PUT', `/api/projects/${w.projectId}/units/${towerB.units[1]!.id}`, {
      state: 'booked',
    });
    for (const who of [w.partner, await ensureFounder(t)]) {
      expect(
        (await call(t, who, 'DELETE', `/api/projects/${w.projectId}/towers/${towerB.id}`))
          .statusCode,
      ).toBe(403);
    }
    expect(
      (await call(t, w.stranger, 'DELETE', `/api/projects/${w.projectId}/towers/${towerB.id}`))
        .statusCode,
    ).toBe(404);
    const gone = await call(
      t,
      w.marketer,
      'DELETE',
      `/api/projects/${w.projectId}/towers/${towerB.id}`,
    );
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await inventoryOf(t, w.marketer, w.projectId)).towers.map((x) => x.id)).toEqual([a.id]);
    const again = await call(
      t,
      w.marketer,
      'DELETE',
      `/api/projects/${w.projectId}/towers/${towerB.id}`,
    );
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(INVENTORY_MESSAGES.towerNotFound);

    const registration = await registerOk(t, w.partner, w.projectId, {
      client_name: 'Anil Kumar',
      client_phone: '98450 12345',
    });
    const unit = a.units[0]!;
    const booked = await call(
      t,
      w.marketer,
      'POST',
      `/api/projects/registrations/${registration.id}/booking`,
      { unit_id: unit.id },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const refused = await call(
      t,
      w.marketer,
      'DELETE',
      `/api/projects/${w.projectId}/towers/${a.id}`,
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused).message).toBe(INVENTORY_MESSAGES.towerHasBookings);
    // Nothing went: the tower, all its units, the booking's unit.
    const kept = (await inventoryOf(t, w.marketer, w.projectId)).towers[0];
    expect(kept?.units).toHaveLength(4);
    const [row] = await t.database.db
      .select({ unitId: projectBookings.unitId })
      .from(projectBookings)
      .where(eq(projectBookings.registrationId, registration.id));
    expect(row?.unitId).toBe(unit.id);
  });

  test('a project open to all brokers tells every signed-in socket in one envelope', async ({ t }) => {
    const w = await world(t, 'All');
    const url = await listenForRealtime(t);
    // Not the marketer's connection: for an All project a member like any other.
    const viewer = await connectRealtime(url, w.stranger.accessToken);
    try {
      await tower(t, w.marketer, w.projectId, 1, 1);
      await waitFor(
        () =>
          viewer.messages.find(
            (m) =>
              m.type === 'event' &&
              m.event.kind === 'project.inventory_changed' &&
              m.event.project_id === w.projectId,
          ),
        'project.inventory_changed',
      );
    } finally {
      await viewer.close();
    }
  });

  test('every viewer hears project.inventory_changed; a stranger does not', async ({ t }) => {
    const w = await world(t);
    const audience = await projectAudience(t.database.db, w.projectId);
    expect(audience).toEqual(expect.arrayContaining([w.marketer.id, w.partner.id, w.partner2.id]));
    expect(audience).not.toContain(w.stranger.id);

    const url = await listenForRealtime(t);
    const viewer = await connectRealtime(url, w.partner.accessToken);
    const stranger = await connectRealtime(url, w.stranger.accessToken);
    const heard = (m: (typeof viewer.messages)[number]) =>
      m.type === 'event' &&
      m.event.kind === 'project.inventory_changed' &&
      m.event.project_id === w.projectId;
    try {
      await tower(t, w.marketer, w.projectId, 1, 1);
      await waitFor(() => viewer.messages.find(heard), 'project.inventory_changed');
      // Both sockets sit on this instance's one listener: the viewer's event came, the
      // stranger's would have come with it.
      expect(stranger.messages.filter(heard)).toEqual([]);
    } finally {
      await viewer.close();
      await stranger.close();
    }
  });
});

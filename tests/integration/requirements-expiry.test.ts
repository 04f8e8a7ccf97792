// The hourly requirement clock (issue 19): active requirements past expires_at become
// 'expired' (their matches stay); three days before, the owner is told once, with the
// generated title and never the client note; a renewed requirement is told again when
// its new date comes near. Two instances running it at once do each thing once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#server/app-context.ts';
import { jobSchedules, jobs, requirementMatches, requirements } from '#server/db/schema.ts';
import { expireRequirements } from '#server/features/requirements/expire-requirements-job.ts';
import { notificationsOfType } from '../helpers/notifications';
import { createProperty, placeOf, type Place } from '../helpers/properties';
import { insertRequirement } from '../helpers/factories/requirements';
import { createSecondInstance, createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let ctx: AppContext;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  ctx = t.app.appContext;
  place = await placeOf(t);
});
afterAll(async () => {
  await t.close();
});

const statusOf = async (id: string) =>
  (await t.database.db.select().from(requirements).where(eq(requirements.id, id)))[0];

describe('expiry', () => {
  it('expires active requirements whose date has passed, keeps their matches, leaves the rest alone', async () => {
    const owner = await registerBroker(t);
    const lister = await registerBroker(t);
    const property = await createProperty(t, lister, place);
    const past = await insertRequirement(t, place, { userId: owner.id, expiresInHours: -1 });
    const onHold = await insertRequirement(t, place, { userId: owner.id, expiresInHours: -1, status: 'on_hold' });
    const fulfilled = await insertRequirement(t, place, { userId: owner.id, expiresInHours: -1, status: 'fulfilled' });
    const later = await insertRequirement(t, place, { userId: owner.id, expiresInHours: 24 * 20 });
    await t.database.db
      .insert(requirementMatches)
      .values({ requirementId: past.id, propertyId: property.id, score: 90, reasons: ['within budget'] });

    const run = await expireRequirements(ctx);
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await statusOf(past.id))?.status).toBe('expired');
    expect((await statusOf(onHold.id))?.status).toBe('on_hold');
    expect((await statusOf(fulfilled.id))?.status).toBe('fulfilled');
    expect((await statusOf(later.id))?.status).toBe('active');
    const matches = await t.database.db.select().from(requirementMatches).where(eq(requirementMatches.requirementId, past.id));
    expect(matches).toHaveLength(1);
    // An expired requirement is not told it is expiring.
    expect(await notificationsOfType(t, owner, 'requirement_expiring')).toEqual([]);
    expect((await expireRequirements(ctx)).expired).toBe(0);
  });
});

describe('the notice three days before', () => {
  let owner: SignedIn;
  beforeAll(async () => {
    owner = await registerBroker(t);
  });

  it('tells the owner once, with the title and the date, never the client note', async () => {
    const soon = await insertRequirement(t, place, { userId: owner.id, expiresInHours: 60 });
    const notYet = await insertRequirement(t, place, { userId: owner.id, expiresInHours: 24 * 3 + 2 });
    const { noticed } = await expireRequirements(ctx);
    expect(noticed).toBe(1);
    const [notice, ...others] = await notificationsOfType(t, owner, 'requirement_expiring');
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      action_url: `/requirement/${soon.id}`,
      content: {
        requirement_id: soon.id,
        requirement_title: `3 BHK to buy in ${place.areaName}, 1.2–1.5 Cr`,
        expires_at: soon.expiresAt.toISOString(),
      },
    });
    expect(JSON.stringify(notice)).not.toContain('Ramesh');
    expect((await statusOf(soon.id))?.expiryNoticeAt).not.toBeNull();
    expect((await statusOf(notYet.id))?.expiryNoticeAt).toBeNull();

    expect((await expireRequirements(ctx)).noticed).toBe(0);
    expect(await notificationsOfType(t, owner, 'requirement_expiring')).toHaveLength(1);
  });

  it('a renewed requirement is told again when its new date comes near', async () => {
    const requirement = await insertRequirement(t, place, { userId: owner.id, expiresInHours: 30 });
    await expireRequirements(ctx);
    const before = (await notificationsOfType(t, owner, 'requirement_expiring')).length;
    // What Renew does (POST /api/requirements/:id/renew): 30 more days, the notice cleared.
    await t.database.db
      .update(requirements)
      .set({ expiresAt: sql`now() + interval '30 days'`, expiryNoticeAt: null, status: 'active' })
      .where(eq(requirements.id, requirement.id));
    expect((await expireRequirements(ctx)).noticed).toBe(0);
    // 28 days later (the clock moved by moving the date).
    await t.database.db
      .update(requirements)
      .set({ expiresAt: sql`now() + interval '2 days'` })
      .where(eq(requirements.id, requirement.id));
    expect((await expireRequirements(ctx)).noticed).toBe(1);
    const notices = (await notificationsOfType(t, owner, 'requirement_expiring')).filter(
      (n) => n.content.requirement_id === requirement.id,
    );
    expect(notices).toHaveLength(2);
    expect((await notificationsOfType(t, owner, 'requirement_expiring')).length).toBe(before + 1);
  });

  it('respects the in-app switch like every notification', async () => {
    const quiet = await registerBroker(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: { authorization: `Bearer ${quiet.accessToken}` },
      payload: { types: [{ type: 'requirement_expiring', in_app: false }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const requirement = await insertRequirement(t, place, { userId: quiet.id, expiresInHours: 10 });
    await expireRequirements(ctx);
    expect((await statusOf(requirement.id))?.expiryNoticeAt).not.toBeNull();
    expect(await notificationsOfType(t, quiet, 'requirement_expiring')).toEqual([]);
  });
});

describe('two instances', () => {
  it('running the clock at the same moment expire and tell once', async () => {
    const owner = await registerBroker(t);
    const second = await createSecondInstance(t);
    try {
      const requirementsDue = await Promise.all(
        Array.from({ length: 5 }, (_, i) => insertRequirement(t, place, { userId: owner.id, expiresInHours: 10 + i })),
      );
      const past = await insertRequirement(t, place, { userId: owner.id, expiresInHours: -2 });
      const runs = await Promise.all([
        expireRequirements(ctx),
        expireRequirements(second.app.appContext),
        expireRequirements(ctx),
        expireRequirements(second.app.appContext),
      ]);
      expect(runs.reduce((n, r) => n + r.noticed, 0)).toBe(5);
      expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(1);
      expect((await statusOf(past.id))?.status).toBe('expired');
      const notices = await notificationsOfType(t, owner, 'requirement_expiring');
      expect(notices.map((n) => n.content.requirement_id).sort()).toEqual(requirementsDue.map((r) => r.id).sort());
    } finally {
      await second.close();
    }
  });

  it('the hourly schedule runs the job once across instances', async () => {
    const second = await createSecondInstance(t);
    try {
      await t.database.db
        .update(jobSchedules)
        .set({ nextRunAt: sql`now() - interval '1 second'` })
        .where(eq(jobSchedules.name, 'hourly.expire_requirements'));
      const owner = await registerBroker(t);
      const requirement = await insertRequirement(t, place, { userId: owner.id, expiresInHours: -1 });
      const before = (await t.database.db.select().from(jobs).where(eq(jobs.name, 'requirements.expire'))).length;
      await Promise.all([t.app.jobs.runDue(), second.app.jobs.runDue()]);
      const after = await t.database.db.select().from(jobs).where(eq(jobs.name, 'requirements.expire'));
      expect(after.length - before).toBe(1);
      expect((await statusOf(requirement.id))?.status).toBe('expired');
    } finally {
      await second.close();
    }
  });
});

// Requirement rows (a factory) for the tests of the jobs around them (expiry, notices, digest), written
// straight into the table: these tests are about the clock, not the requirement API.
import { sql } from 'drizzle-orm';
import { requirements } from '#server/db/schema.ts';
import type { Place } from '../properties';
import type { TestApp } from '../test-app';

export type RequirementRowInput = Partial<typeof requirements.$inferInsert> & { userId: string };

/** A 3 BHK to buy in `place`'s area, 1.2–1.5 Cr, expiring `expiresInHours` from now. */
export async function insertRequirement(
  t: TestApp,
  place: Place,
  { expiresInHours, ...values }: RequirementRowInput & { expiresInHours: number },
): Promise<typeof requirements.$inferSelect> {
  const [row] = await t.database.db
    .insert(requirements)
    .values({
      propertyType: 'Sale',
      cityId: place.cityId,
      areaIds: [place.areaId],
      budgetMin: 12_000_000,
      budgetMax: 15_000_000,
      bedroomsMin: 3,
      bedroomsMax: 3,
      notes: 'Ready to move, east facing',
      clientNote: 'Client Ramesh Iyer, 98450 12345, wants to close before Diwali',
      expiresAt: sql`now() + make_interval(secs => ${expiresInHours * 3600})`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no requirement');
  return row;
}

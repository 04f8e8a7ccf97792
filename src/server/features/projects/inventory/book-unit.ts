// The unit a booking takes: one conditional UPDATE inside the booking's transaction turns it
// booked, so two bookings of one unit cannot both win (the second finds it booked; the
// partial unique index on project_bookings.unit_id backs this up). A unit is free for a
// client's booking when it is available, its hold has lapsed, or the hold is that client's
// broker's own (they held it for this client).
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { VISIT_MESSAGES } from '#shared/schemas/project-visits.ts';
import type { Queryable } from '#server/db/open.ts';
import { projectTowers, projectUnits } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';
import { freeToHold } from './unit-states';

/** Books the unit for a registration of `brokerId`; returns its label ('A 1203'). */
export async function bookUnitForClient(
  tx: Queryable,
  projectId: string,
  unitId: string,
  brokerId: string,
): Promise<string> {
  const [booked] = await tx
    .update(projectUnits)
    .set({ state: 'booked', heldBy: null, holdExpiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(projectUnits.id, unitId),
        eq(projectUnits.projectId, projectId),
        or(
          freeToHold,
          and(eq(projectUnits.state, 'held'), eq(projectUnits.heldBy, brokerId)),
        ) as SQL,
      ),
    )
    .returning({ towerId: projectUnits.towerId, unitNumber: projectUnits.unitNumber });
  if (booked) {
    const [tower] = await tx
      .select({ name: projectTowers.name })
      .from(projectTowers)
      .where(eq(projectTowers.id, booked.towerId));
    return `${tower?.name ?? ''} ${booked.unitNumber}`.trim();
  }
  const [unit] = await tx
    .select({ state: projectUnits.state })
    .from(projectUnits)
    .where(and(eq(projectUnits.id, unitId), eq(projectUnits.projectId, projectId)));
  if (!unit) throw notFound(VISIT_MESSAGES.unitNotFound, 'unit_id');
  if (unit.state === 'booked') throw conflict(VISIT_MESSAGES.unitBooked, 'unit_id');
  throw conflict(VISIT_MESSAGES.unitHeld, 'unit_id');
}

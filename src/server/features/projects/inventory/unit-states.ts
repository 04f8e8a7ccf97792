// The unit states as SQL, for reads, holds and bookings alike: a hold whose time has passed
// counts as available everywhere, with no job to clear it.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { projectUnits } from '#server/db/schema.ts';

/** The state a reader sees: a hold whose time has passed is available. */
export const effectiveState = sql<string>`case when ${projectUnits.state} = 'held' and (${projectUnits.holdExpiresAt} is null or ${projectUnits.holdExpiresAt} <= now()) then 'available' else ${projectUnits.state} end`;
/** Free to hold: available, or held with the hold's time passed. */
export const freeToHold = or(
  eq(projectUnits.state, 'available'),
  and(
    eq(projectUnits.state, 'held'),
    sql`(${projectUnits.holdExpiresAt} is null or ${projectUnits.holdExpiresAt} <= now())`,
  ),
) as SQL;

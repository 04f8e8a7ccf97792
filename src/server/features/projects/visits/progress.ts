// A registration's progress (its latest visit by its current broker, and its booking), read
// for a page of registrations in two queries. The slip's code goes to the registering
// broker only: the marketer learns it from the client at the site, never from the list.
import { and, desc, inArray } from 'drizzle-orm';
import type { RegistrationProgress, Visit } from '#shared/schemas/project-visits.ts';
import type { Registration } from '#shared/schemas/projects.ts';
import type { Queryable } from '#server/db/open.ts';
import { projectBookings, projectVisits } from '#server/db/schema.ts';

export const EMPTY_PROGRESS: RegistrationProgress = { visit: null, booking: null };

export const slipPath = (code: string) => `/visit-slip/${code}`;

export function presentVisit(row: typeof projectVisits.$inferSelect, viewerId: string): Visit {
  const mine = row.brokerId === viewerId;
  return {
    id: row.id,
    registration_id: row.registrationId,
    project_id: row.projectId,
    scheduled_at: row.scheduledAt.toISOString(),
    status: row.status as Visit['status'],
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
    code: mine ? row.code : null,
    slip_path: mine ? slipPath(row.code) : null,
  };
}

export function presentBooking(row: typeof projectBookings.$inferSelect) {
  return {
    unit_id: row.unitId,
    unit_label: row.unitLabel,
    booked_at: row.bookedAt.toISOString(),
    payout_stage: row.payoutStage as 'pending' | 'invoiced' | 'paid',
    payout_updated_at: row.payoutUpdatedAt.toISOString(),
  };
}

/** Fills `progress` of registrations the caller may already read. */
export async function withProgress(
  db: Queryable,
  registrations: Registration[],
  viewerId: string,
): Promise<Registration[]> {
  if (registrations.length === 0) return registrations;
  const ids = registrations.map((r) => r.id);
  const [visits, bookings] = await Promise.all([
    db
      .select()
      .from(projectVisits)
      .where(and(inArray(projectVisits.registrationId, ids)))
      .orderBy(desc(projectVisits.createdAt), desc(projectVisits.id)),
    db.select().from(projectBookings).where(inArray(projectBookings.registrationId, ids)),
  ]);
  return registrations.map((r) => {
    // A visit booked by a broker who no longer holds the registration is not this one's.
    const visit = visits.find((v) => v.registrationId === r.id && v.brokerId === r.broker.id);
    const booking = bookings.find((b) => b.registrationId === r.id);
    return {
      ...r,
      progress: {
        visit: visit ? presentVisit(visit, viewerId) : null,
        booking: booking ? presentBooking(booking) : null,
      },
    };
  });
}

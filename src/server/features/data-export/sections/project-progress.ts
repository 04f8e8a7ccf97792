// What the two project sections (the marketer's and the registering broker's) read of a
// registration's progress: its booking (joined in the registrations' own statement) and its
// visits, read for a batch of registrations at once. Only the visits of the broker who holds
// the registration now count, as in the app (a visit of a broker whose client was taken over
// after the protection ended is no longer this registration's).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { projectBookings, projectRegistrations, projects, projectVisits } from '#server/db/schema.ts';
import { cursorOf } from '../export-cursor';
import { isoOrNull } from '../export-format';

/** A batch of registrations read at once for their visits. */
export const REGISTRATIONS_PER_READ = 200;

export type VisitRow = { registrationId: string; id: string; code: string; scheduledAt: Date; status: string; checkedInAt: Date | null };

/** The booking's columns, for a left join on `project_bookings` in a registrations select. */
export const bookingColumns = {
  unitLabel: projectBookings.unitLabel,
  bookedAt: projectBookings.bookedAt,
  payoutStage: projectBookings.payoutStage,
  payoutUpdatedAt: projectBookings.payoutUpdatedAt,
};

export type BookingRow = { unitLabel: string | null; bookedAt: Date | null; payoutStage: string | null; payoutUpdatedAt: Date | null };

export const bookingJoin = eq(projectBookings.registrationId, projectRegistrations.id);

/**
 * A registration's columns as both sides export it (the broker's clients, the marketer's
 * registrations), paged by when it was registered; joins `projects` and left-joins the booking.
 */
export const registrationColumns = {
  id: projectRegistrations.id,
  cursor: cursorOf(projectRegistrations.registeredAt),
  projectId: projectRegistrations.projectId,
  projectName: projects.name,
  clientName: projectRegistrations.clientName,
  clientPhone: projectRegistrations.clientPhone,
  registeredAt: projectRegistrations.registeredAt,
  protectedUntil: projectRegistrations.protectedUntil,
  isProtected: sql<boolean>`${projectRegistrations.protectedUntil} > now()`,
  status: projectRegistrations.status,
  ...bookingColumns,
};

/** Adds each registration's visits to a batch (one read per batch). */
export function withVisits(db: Queryable) {
  return async <R extends { id: string }>(batch: R[]) => {
    const visits = await visitsOf(db, batch.map((r) => r.id));
    return batch.map((r) => ({ ...r, visits: visits.get(r.id) ?? [] }));
  };
}

export function presentBooking(b: BookingRow) {
  return b.bookedAt
    ? {
        unit_label: b.unitLabel,
        booked_at: isoOrNull(b.bookedAt),
        payout_stage: b.payoutStage,
        payout_updated_at: isoOrNull(b.payoutUpdatedAt),
      }
    : null;
}

/** The visits of these registrations by their current broker, oldest first, by registration. */
export async function visitsOf(db: Queryable, registrationIds: string[]): Promise<Map<string, VisitRow[]>> {
  const rows =
    registrationIds.length === 0
      ? []
      : await db
          .select({
            registrationId: projectVisits.registrationId,
            id: projectVisits.id,
            code: projectVisits.code,
            scheduledAt: projectVisits.scheduledAt,
            status: projectVisits.status,
            checkedInAt: projectVisits.checkedInAt,
          })
          .from(projectVisits)
          .innerJoin(
            projectRegistrations,
            and(
              eq(projectRegistrations.id, projectVisits.registrationId),
              eq(projectRegistrations.brokerId, projectVisits.brokerId),
            ),
          )
          .where(inArray(projectVisits.registrationId, registrationIds))
          .orderBy(asc(projectVisits.createdAt), asc(projectVisits.id));
  const byRegistration = new Map<string, VisitRow[]>();
  for (const row of rows) {
    const list = byRegistration.get(row.registrationId);
    if (list) list.push(row);
    else byRegistration.set(row.registrationId, [row]);
  }
  return byRegistration;
}

/** A visit as everyone who reads the registration sees it (its slip's code is the broker's alone). */
export const presentVisit = (v: VisitRow) => ({
  id: v.id,
  scheduled_at: isoOrNull(v.scheduledAt),
  status: v.status,
  checked_in_at: isoOrNull(v.checkedInAt),
});

// Site visits, check-ins, bookings and payouts (issue 21, visits slice).
//
// Who: a visit is booked by the broker who holds the registration (its protection still
// running); check-in, booking and payout are the project's marketer's. Anyone else gets the
// registration's 404 (registrations are private), an admin included.
// Races: the database settles them. One open visit per registration and broker (partial
// unique index); a check-in is one conditional UPDATE of the visit and one of the
// registration in a transaction; a booking is an INSERT that a second one conflicts with;
// a payout moves by an UPDATE conditional on the current stage.
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import {
  type CheckInResult,
  nextPayoutStage,
  type PayoutStage,
  VISIT_MAX_DAYS_AHEAD,
  VISIT_MESSAGES,
  type Visit,
} from '#shared/schemas/project-visits.ts';
import type { Registration } from '#shared/schemas/projects.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import {
  profiles,
  projectBookings,
  projectRegistrations,
  projects,
  projectVisits,
} from '#server/db/schema.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '#server/lib/http-errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { notifyProjectClientUpdate, notifyProjectRegistration } from '../../notifications';
import { bookUnitForClient } from '../inventory/book-unit';
import { publishInventoryChanged } from '../inventory/events';
import { presentRegistration } from '../presenter';
import { selectRegistrations } from '../registration-service';
import { presentVisit, withProgress } from './progress';
import { newVisitCode } from './visit-code';

const DAY_MS = 86_400_000;

/** The registration with its project, when `where` (who may act) holds; else 404. */
async function loadRegistration(
  db: Queryable,
  id: string,
  who: 'broker' | 'marketer',
  viewer: Viewer,
) {
  if (!isUuid(id)) throw notFound(VISIT_MESSAGES.registrationNotFound);
  const [row] = await db
    .select({ registration: projectRegistrations, project: projects })
    .from(projectRegistrations)
    .innerJoin(projects, eq(projects.id, projectRegistrations.projectId))
    .where(
      and(
        eq(projectRegistrations.id, id),
        who === 'broker'
          ? eq(projectRegistrations.brokerId, viewer.id)
          : eq(projects.marketerId, viewer.id),
      ),
    );
  if (!row) throw notFound(VISIT_MESSAGES.registrationNotFound);
  return row;
}

async function readRegistration(db: Queryable, id: string, viewer: Viewer): Promise<Registration> {
  const [row] = await selectRegistrations(db).where(eq(projectRegistrations.id, id));
  if (!row) throw notFound(VISIT_MESSAGES.registrationNotFound);
  const [withIt] = await withProgress(db, [presentRegistration(row)], viewer.id);
  return withIt!;
}

/** The marketer hears of a visit booked, to plan the site (client's name, never the phone). */
async function tellMarketerOfVisit(
  ctx: AppContext,
  project: typeof projects.$inferSelect,
  registration: typeof projectRegistrations.$inferSelect,
  at: Date,
): Promise<void> {
  await notifyProjectRegistration(ctx, {
    marketerId: project.marketerId,
    projectId: project.id,
    projectName: project.name,
    brokerId: registration.brokerId,
    clientName: registration.clientName,
    visitAt: at.toISOString(),
  });
}

export async function bookVisit(
  ctx: AppContext,
  viewer: Viewer,
  registrationId: string,
  scheduledAt: string,
): Promise<Visit> {
  const { registration, project } = await loadRegistration(
    ctx.db,
    registrationId,
    'broker',
    viewer,
  );
  const when = new Date(scheduledAt);
  const now = Date.now();
  if (when.getTime() <= now) throw badRequest(VISIT_MESSAGES.future, 'scheduled_at');
  if (when.getTime() > now + VISIT_MAX_DAYS_AHEAD * DAY_MS)
    throw badRequest(VISIT_MESSAGES.tooFar, 'scheduled_at');
  if (registration.status === 'booked') throw conflict(VISIT_MESSAGES.booked);
  // Three tries: a code collision (about 1 in 10^14 per visit) just draws another.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // The protection is checked in the insert itself, on the database's clock: a row
      // that lapsed (or was taken over) between the read above and now inserts nothing.
      const inserted = await ctx.db
        .insert(projectVisits)
        .select(
          ctx.db
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              registrationId: projectRegistrations.id,
              projectId: projectRegistrations.projectId,
              brokerId: projectRegistrations.brokerId,
              code: sql`${newVisitCode()}`.as('code'),
              scheduledAt: sql`${when.toISOString()}::timestamptz`.as('scheduled_at'),
              status: sql`'scheduled'`.as('status'),
              checkedInAt: sql`null::timestamptz`.as('checked_in_at'),
              createdAt: sql`now()`.as('created_at'),
            })
            .from(projectRegistrations)
            .where(
              and(
                eq(projectRegistrations.id, registration.id),
                eq(projectRegistrations.brokerId, viewer.id),
                gt(projectRegistrations.protectedUntil, sql`now()`),
              ),
            ),
        )
        .returning();
      const row = inserted[0];
      if (!row) throw conflict(VISIT_MESSAGES.lapsed);
      ctx.log.info({ projectId: project.id, visitId: row.id }, 'project visit booked');
      await tellMarketerOfVisit(ctx, project, registration, row.scheduledAt);
      return presentVisit(row, viewer.id);
    } catch (error) {
      if (isUniqueViolation(error, 'project_visits_open_key'))
        throw conflict(VISIT_MESSAGES.openVisit, 'scheduled_at');
      if (isUniqueViolation(error, 'project_visits_code_key')) continue;
      throw error;
    }
  }
  throw conflict(VISIT_MESSAGES.openVisit);
}

export async function checkIn(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
  code: string,
): Promise<CheckInResult> {
  const [project] = await ctx.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.marketerId, viewer.id)));
  // Someone else's project (or none): the marketer's alone; 404 tells nothing of it.
  if (!project) throw notFound(VISIT_MESSAGES.marketerOnly);

  const result = await ctx.db.transaction(async (tx) => {
    const [visit] = await tx
      .update(projectVisits)
      .set({ status: 'done', checkedInAt: sql`now()` })
      .where(
        and(
          eq(projectVisits.code, code),
          eq(projectVisits.projectId, project.id),
          eq(projectVisits.status, 'scheduled'),
        ),
      )
      .returning();
    if (!visit) return null;
    const [registration] = await tx
      .update(projectRegistrations)
      .set({
        status: sql`case when ${projectRegistrations.status} = 'booked' then 'booked' else 'visited' end`,
        protectedUntil: sql`now() + make_interval(days => ${project.protectionDays}::int)`,
      })
      .where(
        and(
          eq(projectRegistrations.id, visit.registrationId),
          eq(projectRegistrations.brokerId, visit.brokerId),
        ),
      )
      .returning();
    // The registration passed to another broker since the visit was booked: undo the visit.
    if (!registration) throw conflict(VISIT_MESSAGES.takenOver, 'code');
    const [broker] = await tx
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, registration.brokerId));
    return { visit, registration, brokerName: broker?.fullName ?? 'Former member' };
  });

  if (!result) {
    // Why it failed, read after the fact: no such code, another project's, or already used.
    const [other] = await ctx.db
      .select({ projectId: projectVisits.projectId, status: projectVisits.status })
      .from(projectVisits)
      .where(eq(projectVisits.code, code));
    if (!other) throw notFound(VISIT_MESSAGES.unknownCode, 'code');
    if (other.projectId !== project.id) throw badRequest(VISIT_MESSAGES.otherProject, 'code');
    throw conflict(VISIT_MESSAGES.alreadyCheckedIn, 'code');
  }

  const { visit, registration, brokerName } = result;
  ctx.log.info({ projectId: project.id, visitId: visit.id }, 'project visit checked in');
  await notifyProjectClientUpdate(ctx, {
    brokerId: registration.brokerId,
    projectId: project.id,
    projectName: project.name,
    clientName: registration.clientName,
    event: 'checked_in',
  });
  return {
    visit: presentVisit(visit, viewer.id),
    registration_id: registration.id,
    client_name: registration.clientName,
    broker_name: brokerName,
    protected_until: registration.protectedUntil.toISOString(),
  };
}

export async function bookRegistration(
  ctx: AppContext,
  viewer: Viewer,
  registrationId: string,
  input: { unit_id: string | undefined; unit_label: string },
): Promise<Registration> {
  const { registration, project } = await loadRegistration(
    ctx.db,
    registrationId,
    'marketer',
    viewer,
  );
  const unitId = input.unit_id;
  let unitLabel = input.unit_label;
  try {
    await ctx.db.transaction(async (tx) => {
      // The registration first, still the broker's it was when read (a lapsed one may have
      // passed to another broker since) and not booked: its row lock holds the rest.
      const [held] = await tx
        .update(projectRegistrations)
        .set({ status: 'booked' })
        .where(
          and(
            eq(projectRegistrations.id, registration.id),
            eq(projectRegistrations.brokerId, registration.brokerId),
            ne(projectRegistrations.status, 'booked'),
          ),
        )
        .returning({ id: projectRegistrations.id });
      if (!held) {
        const [now] = await tx
          .select({ status: projectRegistrations.status })
          .from(projectRegistrations)
          .where(eq(projectRegistrations.id, registration.id));
        throw conflict(now?.status === 'booked' ? VISIT_MESSAGES.alreadyBooked : VISIT_MESSAGES.changed);
      }
      // A refusal of the unit (taken, held by someone else) undoes the whole booking.
      if (unitId) unitLabel = await bookUnitForClient(tx, project.id, unitId, registration.brokerId);
      const [row] = await tx
        .insert(projectBookings)
        .values({ registrationId: registration.id, unitLabel, unitId: unitId ?? null })
        .onConflictDoNothing({ target: projectBookings.registrationId })
        .returning();
      if (!row) throw conflict(VISIT_MESSAGES.alreadyBooked);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'project_bookings_unit_key'))
      throw conflict(VISIT_MESSAGES.unitBooked, 'unit_id');
    throw error;
  }
  if (unitId) await publishInventoryChanged(ctx.db, project.id);
  await notifyProjectClientUpdate(ctx, {
    brokerId: registration.brokerId,
    projectId: project.id,
    projectName: project.name,
    clientName: registration.clientName,
    event: 'booked',
    ...(unitLabel ? { unitLabel } : {}),
  });
  return readRegistration(ctx.db, registration.id, viewer);
}

export async function movePayout(
  ctx: AppContext,
  viewer: Viewer,
  registrationId: string,
  stage: Exclude<PayoutStage, 'pending'>,
): Promise<Registration> {
  const { registration, project } = await loadRegistration(
    ctx.db,
    registrationId,
    'marketer',
    viewer,
  );
  const from = stage === 'invoiced' ? 'pending' : 'invoiced';
  const [moved] = await ctx.db
    .update(projectBookings)
    .set({ payoutStage: stage, payoutUpdatedAt: sql`now()` })
    .where(
      and(
        eq(projectBookings.registrationId, registration.id),
        eq(projectBookings.payoutStage, from),
      ),
    )
    .returning();
  if (!moved) {
    const [booking] = await ctx.db
      .select({ stage: projectBookings.payoutStage })
      .from(projectBookings)
      .where(eq(projectBookings.registrationId, registration.id));
    if (!booking) throw conflict('Mark the registration booked before its payout moves', 'stage');
    const next = nextPayoutStage(booking.stage as PayoutStage);
    throw conflict(
      next
        ? `${VISIT_MESSAGES.payoutOrder}: it is ${booking.stage}, next is ${next}`
        : `${VISIT_MESSAGES.payoutOrder}: it is already paid`,
      'stage',
    );
  }
  await notifyProjectClientUpdate(ctx, {
    brokerId: registration.brokerId,
    projectId: project.id,
    projectName: project.name,
    clientName: registration.clientName,
    event: stage === 'invoiced' ? 'payout_invoiced' : 'payout_paid',
  });
  return readRegistration(ctx.db, registration.id, viewer);
}

// The marketer's CSV of a project's registrations, streamed a page at a time (keyset on
// registered_at, id) so a project of any size never sits in memory. Cells go through
// csvCell: a client's name typed as '=HYPERLINK(...)' reaches the spreadsheet as text.
import { Readable } from 'node:stream';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { PAYOUT_STAGE_LABELS, type PayoutStage } from '#shared/schemas/project-visits.ts';
import type { Queryable } from '#server/db/open.ts';
import {
  profiles,
  projectBookings,
  projectRegistrations,
  projectVisits,
} from '#server/db/schema.ts';
import { type CsvColumn, csvDocument, paged } from '../../data-export/index';

const PAGE = 500;

function ist(at: Date | null): string {
  if (!at) return '';
  return at.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

function fetchPage(db: Queryable, projectId: string) {
  return (last: { cursor: string; id: string } | undefined) => {
    // The latest visit by the registration's current broker.
    const visit = db
      .select({ scheduledAt: projectVisits.scheduledAt, status: projectVisits.status })
      .from(projectVisits)
      .where(
        and(
          eq(projectVisits.registrationId, projectRegistrations.id),
          eq(projectVisits.brokerId, projectRegistrations.brokerId),
        ),
      )
      .orderBy(desc(projectVisits.createdAt))
      .limit(1)
      .as('v');
    return db
      .select({
        id: projectRegistrations.id,
        // The cursor as text: a JS Date would drop the microseconds and repeat rows.
        cursor: sql<string>`${projectRegistrations.registeredAt}::text`,
        registeredAt: projectRegistrations.registeredAt,
        clientName: projectRegistrations.clientName,
        clientPhone: projectRegistrations.clientPhone,
        broker: profiles.fullName,
        protectedUntil: projectRegistrations.protectedUntil,
        status: projectRegistrations.status,
        visitAt: visit.scheduledAt,
        visitStatus: visit.status,
        unitLabel: projectBookings.unitLabel,
        bookedAt: projectBookings.bookedAt,
        payoutStage: projectBookings.payoutStage,
      })
      .from(projectRegistrations)
      .innerJoin(profiles, eq(profiles.id, projectRegistrations.brokerId))
      .leftJoinLateral(visit, sql`true`)
      .leftJoin(projectBookings, eq(projectBookings.registrationId, projectRegistrations.id))
      .where(
        and(
          eq(projectRegistrations.projectId, projectId),
          last
            ? sql`(${projectRegistrations.registeredAt}, ${projectRegistrations.id}) > (${last.cursor}::timestamptz, ${last.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(projectRegistrations.registeredAt), asc(projectRegistrations.id))
      .limit(PAGE);
  };
}

type Row = Awaited<ReturnType<ReturnType<typeof fetchPage>>>[number];

const COLUMNS: readonly CsvColumn<Row>[] = [
  ['Client name', (r) => r.clientName],
  ['Phone', (r) => r.clientPhone],
  ['Broker', (r) => r.broker],
  ['Registered', (r) => ist(r.registeredAt)],
  ['Protected until', (r) => ist(r.protectedUntil)],
  ['Status', (r) => r.status],
  [
    'Visit',
    (r) =>
      r.visitAt ? `${ist(r.visitAt)} (${r.visitStatus === 'done' ? 'done' : 'scheduled'})` : '',
  ],
  ['Booking', (r) => (r.bookedAt ? [ist(r.bookedAt), r.unitLabel].filter(Boolean).join(', ') : '')],
  ['Payout', (r) => (r.payoutStage ? PAYOUT_STAGE_LABELS[r.payoutStage as PayoutStage] : '')],
];

export function registrationsCsv(db: Queryable, projectId: string): Readable {
  return Readable.from(csvDocument(COLUMNS, paged(fetchPage(db, projectId), PAGE)));
}

export const registrationsCsvName = (projectName: string) =>
  `${
    projectName
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'project'
  }-registrations.csv`;

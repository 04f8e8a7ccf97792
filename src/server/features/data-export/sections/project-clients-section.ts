// project-clients.json and project-clients.csv: the clients the broker registered for
// projects (decision 044), as 'My clients' shows them: the project's name (kept after
// they lose sight of the project, as the app keeps it), their client's name and phone,
// the registration and protection dates, the status, their visits with each slip's code
// and address (theirs to hand to the client), and the booking and payout progress.
// Nothing else of the project or its marketer, and nothing of other brokers' clients.
import { eq } from 'drizzle-orm';
import { projectBookings, projectRegistrations, projects } from '#server/db/schema.ts';
import { slipPath } from '#server/features/projects/index.ts';
import { ownedRows, type Cursor } from '../export-cursor';
import { batched, csvDocument, isoOrNull, jsonDocument, mapped, type CsvColumn } from '../export-format';
import type { ExportSection } from './export-section';
import {
  bookingJoin,
  presentBooking,
  presentVisit,
  registrationColumns,
  REGISTRATIONS_PER_READ,
  withVisits,
  type BookingRow,
  type VisitRow,
} from './project-progress';

type Client = Cursor &
  BookingRow & {
    projectId: string;
    projectName: string;
    clientName: string;
    clientPhone: string;
    registeredAt: Date;
    protectedUntil: Date;
    isProtected: boolean;
    status: string;
    visits: VisitRow[];
  };

export const projectClientsSection: ExportSection = async (ctx, owner, out) => {
  const rows = (): AsyncGenerator<Client> =>
    batched(
      ownedRows(
        () =>
          ctx.db
            .select(registrationColumns)
            .from(projectRegistrations)
            .innerJoin(projects, eq(projects.id, projectRegistrations.projectId))
            .leftJoin(projectBookings, bookingJoin)
            .$dynamic(),
        { createdAt: projectRegistrations.registeredAt, id: projectRegistrations.id },
        eq(projectRegistrations.brokerId, owner.id),
      ),
      REGISTRATIONS_PER_READ,
      withVisits(ctx.db),
    );

  const slipUrl = (code: string) => `${ctx.config.publicUrl}${slipPath(code)}`;
  const slipOf = (visit: VisitRow | undefined) => (visit ? slipUrl(visit.code) : null);
  out.text('project-clients.json', () =>
    jsonDocument(
      {},
      {
        clients: mapped(rows(), (r) => ({
          id: r.id,
          project: { id: r.projectId, name: r.projectName },
          client_name: r.clientName,
          client_phone: r.clientPhone,
          registered_at: isoOrNull(r.registeredAt),
          protected_until: isoOrNull(r.protectedUntil),
          is_protected: r.isProtected,
          status: r.status,
          // Every visit of a client the broker holds is one they booked: the slip is theirs.
          visits: r.visits.map((v) => ({ ...presentVisit(v), code: v.code, slip_url: slipUrl(v.code) })),
          booking: presentBooking(r),
        })),
      },
    ),
  );
  out.text('project-clients.csv', () =>
    csvDocument<Client>(
      [
        ['id', (r) => r.id],
        ['project_id', (r) => r.projectId],
        ['project_name', (r) => r.projectName],
        ['client_name', (r) => r.clientName],
        ['client_phone', (r) => r.clientPhone],
        ['registered_at', (r) => r.registeredAt],
        ['protected_until', (r) => r.protectedUntil],
        ['status', (r) => r.status],
        ['visits', (r) => r.visits.length],
        ['last_visit_at', (r) => r.visits.at(-1)?.scheduledAt],
        ['last_visit_status', (r) => r.visits.at(-1)?.status],
        ['last_visit_slip', (r) => slipOf(r.visits.at(-1))],
        ['booked_at', (r) => r.bookedAt],
        ['unit', (r) => r.unitLabel],
        ['payout_stage', (r) => r.payoutStage],
        ['payout_updated_at', (r) => r.payoutUpdatedAt],
      ] satisfies readonly CsvColumn<Client>[],
      rows(),
    ),
  );
};

// connections.json and connections.csv: both directions, pending and accepted, each with
// what the broker already sees of the other (name, company, city), nothing more.
import { eq, or, sql } from 'drizzle-orm';
import { connections, profiles } from '#server/db/schema.ts';
import { cursorOf, ownedRows, type Cursor } from '../export-cursor';
import { csvDocument, isoOrNull, jsonDocument, mapped, type CsvColumn } from '../export-format';
import type { ExportSection } from './export-section';

type Row = Cursor & {
  status: string;
  direction: 'sent' | 'received';
  createdAt: Date;
  updatedAt: Date;
  otherId: string;
  otherName: string;
  otherCompany: string | null;
  otherCity: string | null;
};

export const connectionsSection: ExportSection = async (ctx, owner, out) => {
  const otherId = sql`case when ${connections.requesterId} = ${owner.id} then ${connections.recipientId} else ${connections.requesterId} end`;
  const rows = (): AsyncGenerator<Row> =>
    mapped(
      ownedRows(
        () =>
          ctx.db
            .select({
              id: connections.id,
              cursor: cursorOf(connections.createdAt),
              status: connections.status,
              requesterId: connections.requesterId,
              createdAt: connections.createdAt,
              updatedAt: connections.updatedAt,
              otherId: profiles.id,
              otherName: profiles.fullName,
              otherCompany: profiles.companyName,
              otherCity: profiles.city,
            })
            .from(connections)
            .innerJoin(profiles, eq(profiles.id, otherId))
            .$dynamic(),
        connections,
        or(eq(connections.requesterId, owner.id), eq(connections.recipientId, owner.id)),
      ),
      ({ requesterId, ...r }) => ({ ...r, direction: requesterId === owner.id ? ('sent' as const) : ('received' as const) }),
    );

  out.text('connections.json', () =>
    jsonDocument(
      {},
      {
        connections: mapped(rows(), (r) => ({
          id: r.id,
          status: r.status,
          direction: r.direction,
          broker: { id: r.otherId, full_name: r.otherName, company_name: r.otherCompany, city: r.otherCity },
          created_at: isoOrNull(r.createdAt),
          updated_at: isoOrNull(r.updatedAt),
        })),
      },
    ),
  );
  out.text('connections.csv', () => csvDocument(CSV_COLUMNS, rows()));
};

const CSV_COLUMNS: readonly CsvColumn<Row>[] = [
  ['id', (r) => r.id],
  ['status', (r) => r.status],
  ['direction', (r) => r.direction],
  ['broker_id', (r) => r.otherId],
  ['broker_name', (r) => r.otherName],
  ['broker_company', (r) => r.otherCompany],
  ['broker_city', (r) => r.otherCity],
  ['created_at', (r) => r.createdAt],
  ['updated_at', (r) => r.updatedAt],
];

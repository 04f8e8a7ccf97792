// messages.json and messages.csv: every message the broker sent or received, oldest
// first, with the other broker's current name ('Former member' once they have left) and
// the property's title only while the broker may still see it (the rule every message
// read follows).
import { eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FORMER_MEMBER_NAME } from '#shared/schemas/account.ts';
import { messages, profiles, properties } from '#server/db/schema.ts';
import { visiblePropertyOn } from '#server/features/messages/index.ts';
import { cursorOf, ownedRows, type Cursor } from '../export-cursor';
import { csvDocument, isoOrNull, jsonDocument, mapped, type CsvColumn } from '../export-format';
import type { ExportSection } from './export-section';

const other = alias(profiles, 'other');

type Row = Cursor & {
  direction: 'sent' | 'received';
  otherId: string | null;
  otherName: string;
  content: string;
  propertyId: string | null;
  propertyTitle: string | null;
  readAt: Date | null;
  createdAt: Date;
};

export const messagesSection: ExportSection = async (ctx, owner, out) => {
  const otherId = sql<string | null>`case when ${messages.senderId} = ${owner.id} then ${messages.recipientId} else ${messages.senderId} end`;
  const rows = (): AsyncGenerator<Row> =>
    mapped(
      ownedRows(
        () =>
          ctx.db
            .select({
              id: messages.id,
              cursor: cursorOf(messages.createdAt),
              senderId: messages.senderId,
              otherId,
              otherName: other.fullName,
              content: messages.content,
              propertyId: messages.propertyId,
              propertyTitle: properties.title,
              readAt: messages.readAt,
              createdAt: messages.createdAt,
            })
            .from(messages)
            .leftJoin(other, eq(other.id, otherId))
            .leftJoin(properties, visiblePropertyOn(owner))
            .$dynamic(),
        messages,
        or(eq(messages.senderId, owner.id), eq(messages.recipientId, owner.id)),
      ),
      ({ senderId, otherName, ...r }) => ({
        ...r,
        direction: senderId === owner.id ? ('sent' as const) : ('received' as const),
        otherName: otherName ?? FORMER_MEMBER_NAME,
      }),
    );

  out.text('messages.json', () =>
    jsonDocument(
      {},
      {
        messages: mapped(rows(), (r) => ({
          id: r.id,
          direction: r.direction,
          with: { id: r.otherId, full_name: r.otherName },
          content: r.content,
          property: r.propertyId ? { id: r.propertyId, title: r.propertyTitle } : null,
          read_at: isoOrNull(r.readAt),
          created_at: isoOrNull(r.createdAt),
        })),
      },
    ),
  );
  out.text('messages.csv', () => csvDocument(CSV_COLUMNS, rows()));
};

const CSV_COLUMNS: readonly CsvColumn<Row>[] = [
  ['id', (r) => r.id],
  ['created_at', (r) => r.createdAt],
  ['direction', (r) => r.direction],
  ['broker_id', (r) => r.otherId],
  ['broker_name', (r) => r.otherName],
  ['content', (r) => r.content],
  ['property_id', (r) => r.propertyId],
  ['property_title', (r) => r.propertyTitle],
  ['read_at', (r) => r.readAt],
];

// notifications.json: the broker's notifications as the app shows them (names as they
// are today, a listing's title only while they may still see it).
import { eq, getTableColumns } from 'drizzle-orm';
import { notifications } from '#server/db/schema.ts';
import { presentNotifications } from '#server/features/notifications/index.ts';
import { cursorOf, EXPORT_PAGE_SIZE, ownedRows } from '../export-cursor';
import { jsonDocument } from '../export-format';
import type { ExportSection } from './export-section';

export const notificationsSection: ExportSection = async (ctx, owner, out) => {
  const readers = new Map([[owner.id, { isAdmin: owner.isAdmin }]]);
  async function* presented() {
    const rows = ownedRows(
      () =>
        ctx.db
          .select({ ...getTableColumns(notifications), cursor: cursorOf(notifications.createdAt) })
          .from(notifications)
          .$dynamic(),
      notifications,
      eq(notifications.userId, owner.id),
    );
    let batch: Array<typeof notifications.$inferSelect> = [];
    for await (const { cursor: _cursor, ...row } of rows) {
      batch.push(row);
      if (batch.length === EXPORT_PAGE_SIZE) {
        yield* await presentNotifications(ctx.db, batch, readers, ctx.log);
        batch = [];
      }
    }
    if (batch.length > 0) yield* await presentNotifications(ctx.db, batch, readers, ctx.log);
  }
  out.text('notifications.json', () =>
    jsonDocument(
      {},
      {
        notifications: (async function* () {
          for await (const n of presented()) {
            const { entity: _entity, user_id: _userId, ...shown } = n;
            yield shown;
          }
        })(),
      },
    ),
  );
};


// Reading one's own notifications (spec sections 6, 7): every query is filtered by the
// caller's user id; newest first, paged, with the total and the unread count.
import { and, count, desc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { notifications } from '#server/db/schema.ts';
import { preparedOnce } from '#server/lib/prepared.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { presentNotifications } from './present-notifications';

export const readersOf = (viewer: Viewer) => new Map([[viewer.id, { isAdmin: viewer.isAdmin }]]);

export async function listNotifications(
  ctx: AppContext,
  viewer: Viewer,
  { page, page_size: pageSize }: { page: number; page_size: number },
): Promise<NotificationList> {
  const statements = notificationPage(ctx.db);
  const values = { userId: viewer.id, limit: pageSize, offset: (page - 1) * pageSize };
  const [rows, [totals], [unread]] = await Promise.all([
    statements.rows.execute(values),
    statements.total.execute(values),
    statements.unread.execute(values),
  ]);
  return {
    items: await presentNotifications(ctx.db, rows, readersOf(viewer), ctx.log),
    total: totals?.n ?? 0,
    unread_count: unread?.n ?? 0,
    page,
    page_size: pageSize,
  };
}

const own = (userId: string | Placeholder) => eq(notifications.userId, userId);
const unreadOf = (userId: string | Placeholder) => and(own(userId), isNull(notifications.readAt));

// Opened with every visit to the bell and the notifications page: built once.
const notificationPage = preparedOnce((db) => {
  const userId = sql.placeholder('userId');
  return {
    rows: db
      .select()
      .from(notifications)
      .where(own(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('notification_page'),
    total: db.select({ n: count() }).from(notifications).where(own(userId)).prepare('notification_count'),
    unread: db.select({ n: count() }).from(notifications).where(unreadOf(userId)).prepare('notification_unread_count'),
  };
});

export async function countUnread(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.select({ n: count() }).from(notifications).where(unreadOf(userId));
  return row?.n ?? 0;
}

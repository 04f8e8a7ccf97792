// Reading one's own notifications (spec sections 6, 7): every query is filtered by the
// caller's user id; newest first, paged, with the total and the unread count.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { notifications } from '#server/db/schema.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { presentNotifications } from './present-notifications';

export const readersOf = (viewer: Viewer) => new Map([[viewer.id, { isAdmin: viewer.isAdmin }]]);

export async function listNotifications(
  ctx: AppContext,
  viewer: Viewer,
  { page, page_size: pageSize }: { page: number; page_size: number },
): Promise<NotificationList> {
  const own = eq(notifications.userId, viewer.id);
  const [rows, [totals], unread] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(own)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(notifications).where(own),
    countUnread(ctx.db, viewer.id),
  ]);
  return {
    items: await presentNotifications(ctx.db, rows, readersOf(viewer), ctx.log),
    total: totals?.n ?? 0,
    unread_count: unread,
    page,
    page_size: pageSize,
  };
}

export async function countUnread(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

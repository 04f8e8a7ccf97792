// Marking read (spec sections 4, 6, 7): only one's own rows; another broker's id is
// answered exactly like a missing one. The update and its event share a transaction,
// and an event goes out only when something changed (marking twice is a no-op).
import { and, eq, isNull } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES, type MarkAllReadResponse, type Notification } from '#shared/schemas/notifications.ts';
import type { AppContext } from '#server/app-context.ts';
import { notifications } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { publishEvents } from '#server/lib/realtime/publish-events.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { readersOf } from './list-service';
import { presentNotifications } from './present-notifications';

export async function markNotificationRead(ctx: AppContext, viewer: Viewer, id: string): Promise<Notification> {
  return ctx.db.transaction(async (tx) => {
    const own = and(eq(notifications.id, id), eq(notifications.userId, viewer.id));
    const [updated] = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(own, isNull(notifications.readAt)))
      .returning();
    const row = updated ?? (await tx.select().from(notifications).where(own))[0];
    if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
    const [notification] = await presentNotifications(tx, [row], readersOf(viewer), ctx.log);
    if (!notification) throw new Error('presenting one row gave nothing');
    if (updated) {
      await publishEvents(tx, [{ userIds: [viewer.id], event: { kind: 'notification.updated', notification } }]);
    }
    return notification;
  });
}

export async function markAllNotificationsRead(ctx: AppContext, userId: string): Promise<MarkAllReadResponse> {
  const readAt = new Date();
  return ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ readAt })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (updated.length > 0) {
      await publishEvents(tx, [
        { userIds: [userId], event: { kind: 'notification.all_read', read_at: readAt.toISOString() } },
      ]);
    }
    return { updated: updated.length, read_at: readAt.toISOString() };
  });
}

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationList, UnreadCount } from '#shared/schemas/notifications.ts';
import { aNotification, aNotificationList, testId } from '#web/test/fixtures.ts';
import { renderWithRealtime } from '#web/test/render-with-realtime.tsx';
import { createTestQueryClient } from '#web/test/render-with-providers.tsx';
import { notificationKeys } from '../api/query-keys';
import { useNotificationsRealtime } from './use-notifications-realtime';

function Sync() {
  useNotificationsRealtime();
  return null;
}


function renderSync() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, { count: 1 });
  queryClient.setQueryData(notificationKeys.list(1, 10), aNotificationList([aNotification({ id: testId(1) })]));
  const { send, socket } = renderWithRealtime(<Sync />, { queryClient, userId: testId(9) });
  return { queryClient, send, socket };
}

describe('useNotificationsRealtime', () => {
  it("puts a new notification on top, raises the count and shows 'New Notification'", async () => {
    const { queryClient, send } = renderSync();
    const message = aNotification({
      id: testId(2),
      type: 'message',
      content: { sender_name: 'Asha Rao', message_preview: 'Is the Indiranagar flat still available?' },
    });
    send({ kind: 'notification.created', notification: message });
    expect(queryClient.getQueryData<NotificationList>(notificationKeys.list(1, 10))?.items[0]?.id).toBe(testId(2));
    expect(queryClient.getQueryData<UnreadCount>(notificationKeys.unreadCount)?.count).toBe(2);
    expect(await screen.findByText('New Notification')).toBeTruthy();
    expect(screen.getByText('Is the Indiranagar flat still available?')).toBeTruthy();
    // The same event again (a duplicate delivery) changes nothing.
    send({ kind: 'notification.created', notification: message });
    expect(queryClient.getQueryData<NotificationList>(notificationKeys.list(1, 10))?.items).toHaveLength(2);
    expect(queryClient.getQueryData<UnreadCount>(notificationKeys.unreadCount)?.count).toBe(2);
  });

  it('replaces the local copy on update and empties the count on all_read', () => {
    const { queryClient, send } = renderSync();
    send({ kind: 'notification.updated', notification: aNotification({ id: testId(1), read_at: '2026-05-01T10:00:00.000Z' }) });
    expect(queryClient.getQueryData<NotificationList>(notificationKeys.list(1, 10))?.items[0]?.read_at).toBe(
      '2026-05-01T10:00:00.000Z',
    );
    expect(queryClient.getQueryData<UnreadCount>(notificationKeys.unreadCount)?.count).toBe(0);
    queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, { count: 7 });
    send({ kind: 'notification.all_read', read_at: '2026-05-01T11:00:00.000Z' });
    expect(queryClient.getQueryData<UnreadCount>(notificationKeys.unreadCount)?.count).toBe(0);
  });

  it('refetches every notification query on resync', () => {
    const { queryClient, send } = renderSync();
    send({ kind: 'resync' });
    expect(queryClient.getQueryState(notificationKeys.unreadCount)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(notificationKeys.list(1, 10))?.isInvalidated).toBe(true);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '#shared/schemas/notifications.ts';
import { aNotification, aNotificationList, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { notificationKeys } from '../api/query-keys';
import { NotificationsView } from './notifications-view';

function renderView(items: Notification[], total = items.length) {
  const queryClient = createTestQueryClient();
  const unread = items.filter((n) => n.read_at === null).length;
  queryClient.setQueryData(notificationKeys.unreadCount, { count: unread });
  queryClient.setQueryData(
    notificationKeys.list(1, NOTIFICATIONS_PAGE_SIZE),
    aNotificationList(items, { total, page_size: NOTIFICATIONS_PAGE_SIZE }),
  );
  renderWithProviders(<NotificationsView page={1} onPageChange={() => {}} />, { queryClient });
}

describe('NotificationsView', () => {
  it('lists the notifications with Mark all as read and paging', () => {
    renderView([aNotification({ id: testId(1) }), aNotification({ id: testId(2), read_at: '2026-05-01T10:00:00.000Z' })], 45);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('1 unread of 45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Notification pages' }).textContent).toContain('Page 1 of 3');
  });

  it('offers no Mark all as read when everything is read', () => {
    renderView([aNotification({ read_at: '2026-05-01T10:00:00.000Z' })]);
    expect(screen.getByText('1 notification, all read')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Notification pages' })).toBeNull();
  });

  it('shows the empty state', () => {
    renderView([]);
    expect(screen.getByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    expect(screen.getByText("We'll notify you when there's activity")).toBeTruthy();
  });
});

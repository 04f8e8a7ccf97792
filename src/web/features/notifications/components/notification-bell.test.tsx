import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_POPOVER_SIZE, type Notification } from '#shared/schemas/notifications.ts';
import { aNotification, aNotificationList, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { notificationKeys } from '../api/query-keys';
import { NotificationBell } from './notification-bell';

function renderBell(count: number, items?: Notification[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(notificationKeys.unreadCount, { count });
  if (items) {
    queryClient.setQueryData(
      notificationKeys.list(1, NOTIFICATIONS_POPOVER_SIZE),
      aNotificationList(items, { unread_count: count }),
    );
  }
  return renderWithProviders(<NotificationBell />, { queryClient });
}

describe('NotificationBell', () => {
  it('shows no badge at zero', () => {
    renderBell(0);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('shows the unread count on the badge and in the name', () => {
    renderBell(5);
    expect(screen.getByRole('button', { name: 'Notifications, 5 unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toBe('5');
  });

  it('shows 99+ above 99', () => {
    renderBell(120);
    expect(screen.getByTestId('notification-badge').textContent).toBe('99+');
    expect(screen.getByRole('button', { name: 'Notifications, 120 unread' })).toBeTruthy();
  });

  it('opens the popover with the items, Mark all as read and View all notifications', async () => {
    const user = userEvent.setup();
    const unknown = aNotification({ id: testId(2), type: 'brand_new_type', action_url: 'https://evil.example/x' });
    renderBell(2, [aNotification({ id: testId(1) }), unknown]);
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    // The list's code loads on demand.
    expect(await within(dialog).findByRole('button', { name: 'Mark all as read' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View all notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // An in-app action_url is followed; the item says it is unread without colour.
    const first = within(items[0]!).getByRole('link');
    expect(first.getAttribute('href')).toBe('/broker/44444444-4444-4444-8444-444444444444');
    expect(first.textContent).toContain('Unread');
    expect(first.textContent).toContain('Connection request');
    expect(first.textContent).toContain('Vikram Shah wants to connect with you');
    expect(first.textContent).toContain('5m ago');
    // An unknown type gets the generic fallback; a URL off the app is not followed.
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(within(items[1]!).getByRole('button').textContent).toContain('You have a new notification');
    expect(items[1]!.querySelector('[data-icon="generic"]')).toBeTruthy();
  });

  it('offers no Mark all as read when everything is read', async () => {
    const user = userEvent.setup();
    renderBell(0, [aNotification({ read_at: '2026-05-01T10:00:00.000Z' })]);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByRole('link', { name: 'View all notifications' })).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(within(dialog).queryByText(/Unread/)).toBeNull();
  });
});

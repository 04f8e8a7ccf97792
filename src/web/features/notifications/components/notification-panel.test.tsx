import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_LIST_HEIGHT_PX } from '#shared/constants.ts';
import { aNotificationList } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { NotificationPanel, type NotificationPanelProps } from './notification-panel';

function renderPanel(overrides: Partial<NotificationPanelProps> = {}) {
  const props: NotificationPanelProps = {
    titleId: 'title',
    list: { data: undefined, isPending: true, isError: false },
    unreadCount: 0,
    onRetry: vi.fn(),
    onMarkAllRead: vi.fn(),
    onOpen: vi.fn(),
    onViewAll: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<NotificationPanel {...props} />);
  return props;
}

describe('NotificationPanel', () => {
  it("shows 'Loading notifications...' in a 300 px list while loading", () => {
    renderPanel();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading notifications...');
    expect((status.parentElement as HTMLElement).style.height).toBe(`${NOTIFICATION_LIST_HEIGHT_PX}px`);
    expect(screen.getByRole('link', { name: 'View all notifications' }).getAttribute('href')).toBe('/notifications');
  });

  it('shows the empty texts when there is nothing', () => {
    renderPanel({ list: { data: aNotificationList([]), isPending: false, isError: false } });
    expect(screen.getByText('No notifications yet')).toBeTruthy();
    expect(screen.getByText("We'll notify you when there's activity")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('offers Mark all as read only with unread notifications', async () => {
    const user = userEvent.setup();
    const props = renderPanel({ list: { data: aNotificationList([]), isPending: false, isError: false }, unreadCount: 3 });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(props.onMarkAllRead).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the list failed', async () => {
    const user = userEvent.setup();
    const props = renderPanel({ list: { data: undefined, isPending: false, isError: true } });
    expect(screen.getByText('Could not load notifications.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });
});

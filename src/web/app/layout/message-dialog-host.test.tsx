import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_POPOVER_SIZE } from '#shared/schemas/notifications.ts';
import { messageKeys } from '#web/features/messages/api/query-keys.ts';
import { notificationKeys } from '#web/features/notifications/api/query-keys.ts';
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx';
import { aMessage, aNotification, aNotificationList, aUser, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { MessageDialogHost } from './message-dialog-host';

describe('MessageDialogHost', () => {
  it('opens the message dialog from a message notification in the bell popover', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    const notification = aNotification({
      type: 'message',
      content: { sender_id: testId(2), sender_name: 'Vikram Shah', message_id: testId(100), message_preview: 'Hello' },
      action_url: `/inbox/${testId(2)}`,
      read_at: '2026-05-01T10:00:00.000Z',
    });
    queryClient.setQueryData(notificationKeys.unreadCount, { count: 0 });
    queryClient.setQueryData(notificationKeys.list(1, NOTIFICATIONS_POPOVER_SIZE), aNotificationList([notification]));
    queryClient.setQueryData(messageKeys.detail(testId(100)), aMessage({ read_at: '2026-05-01T10:00:00.000Z' }));
    renderWithProviders(
      <MessageDialogHost meId={testId(1)}>
        <NotificationBell />
      </MessageDialogHost>,
      { queryClient, user: aUser() },
    );
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('button', { name: /New message from Vikram Shah/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Vikram Shah' });
    expect(dialog.textContent).toContain('Is the Indiranagar flat still available?');
    // The popover closed; the dialog stays.
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

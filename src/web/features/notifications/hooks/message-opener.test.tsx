import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '#shared/schemas/notifications.ts';
import { aNotification, testId } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { NotificationItem } from '../components/notification-item';
import { messageIdOf, OpenMessageContext } from './message-opener';
import { useOpenNotification } from './use-open-notification';

const message = aNotification({
  id: testId(7),
  type: 'message',
  content: { sender_id: testId(2), sender_name: 'Vikram Shah', message_id: testId(100), message_preview: 'Hello' },
  action_url: `/inbox/${testId(2)}`,
  read_at: '2026-05-01T10:00:00.000Z',
});

function Item({ notification }: { notification: Notification }) {
  const onOpen = useOpenNotification();
  return <NotificationItem notification={notification} now={new Date()} onOpen={onOpen} />;
}

describe('message notifications', () => {
  it('know their message', () => {
    expect(messageIdOf(message)).toBe(testId(100));
    expect(messageIdOf({ ...message, type: 'chat_message' })).toBe(testId(100));
    expect(messageIdOf({ ...message, content: {} })).toBeNull();
    expect(messageIdOf({ ...message, type: 'connection_request' })).toBeNull();
  });

  it('open the message dialog instead of following their link', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    renderWithProviders(
      <OpenMessageContext.Provider value={open}>
        <Item notification={message} />
      </OpenMessageContext.Provider>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('button', { name: /New message from Vikram Shah/ }));
    expect(open).toHaveBeenCalledWith(testId(100));
  });

  it('follow their link where no dialog can open', () => {
    renderWithProviders(<Item notification={message} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe(`/inbox/${testId(2)}`);
  });
});

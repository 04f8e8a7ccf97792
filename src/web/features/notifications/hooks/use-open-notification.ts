import type { Notification } from '#shared/schemas/notifications.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { messageIdOf, useMessageOpener } from './message-opener';

/**
 * What a click on a notification does besides following its link: mark it read when
 * unread (at once on screen), then `after` (e.g. close the popover); a message
 * notification opens the message dialog.
 */
export function useOpenNotification(after?: () => void): (notification: Notification) => void {
  const markRead = useMarkNotificationRead();
  const openMessage = useMessageOpener();
  return (notification) => {
    if (notification.read_at === null) markRead.mutate(notification);
    after?.();
    const messageId = messageIdOf(notification);
    if (messageId && openMessage) openMessage(messageId);
  };
}

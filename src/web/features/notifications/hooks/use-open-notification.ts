import type { Notification } from '@shared/schemas/notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/**
 * What a click on a notification does besides following its link: mark it read when
 * unread (at once on screen), then `after` (e.g. close the popover).
 */
export function useOpenNotification(after?: () => void): (notification: Notification) => void {
  const markRead = useMarkNotificationRead();
  return (notification) => {
    if (notification.read_at === null) markRead.mutate(notification);
    after?.();
  };
}

// The popover's list, loaded on demand (the bell is in every page's bundle; this is not).
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_POPOVER_SIZE } from '#shared/schemas/notifications.ts';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationPanel } from './notification-panel';

/** Mounted only while the popover is open, so the list is fetched when it is first opened. */
export default function NotificationPopoverBody({ titleId, close }: { titleId: string; close: () => void }) {
  const list = useNotifications(1, NOTIFICATIONS_POPOVER_SIZE);
  const count = useUnreadCount();
  const markAll = useMarkAllNotificationsRead();
  const onOpen = useOpenNotification(close);
  useErrorToast(list.error, NOTIFICATION_MESSAGES.fetchFailed);
  return (
    <NotificationPanel
      titleId={titleId}
      list={list}
      unreadCount={count.data ?? list.data?.unread_count ?? 0}
      onRetry={() => void list.refetch()}
      onMarkAllRead={() => markAll.mutate()}
      onOpen={onOpen}
      onViewAll={close}
    />
  );
}

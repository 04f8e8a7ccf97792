import { BellOff, CheckCheck } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { CardList } from '#web/components/ui/card-list.tsx';
import { CardListSkeleton } from '#web/components/ui/card-list-skeleton.tsx';
import { EmptyPageScreen } from '#web/components/ui/empty-page-screen.tsx';
import { ListPagination } from '#web/components/ui/list-pagination.tsx';
import { AvatarLinesSkeleton } from '#web/components/ui/avatar-lines-skeleton.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_PAGE_SIZE } from '#shared/schemas/notifications.ts';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useNow } from '#web/lib/use-now.ts';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationItem } from './notification-item';

type Props = { page: number; onPageChange: (page: number) => void };

/** The /notifications list: the popover's items, 20 a page, with 'Mark all as read'. */
export function NotificationsView({ page, onPageChange }: Props) {
  const query = useNotifications(page, NOTIFICATIONS_PAGE_SIZE);
  const count = useUnreadCount();
  const markAll = useMarkAllNotificationsRead();
  const onOpen = useOpenNotification();
  const now = useNow();
  const summary = useRef<HTMLParagraphElement>(null);
  useErrorToast(query.error, NOTIFICATION_MESSAGES.fetchFailed);

  if (query.isPending) {
    return (
      <CardListSkeleton label="Loading notifications" rows={5} rowClassName="flex gap-3 px-4 py-4 sm:px-5">
        <AvatarLinesSkeleton avatarSize="h-9 w-9" lines={['h-4 w-1/3', 'h-4 w-3/4', 'h-3 w-16']} />
      </CardListSkeleton>
    );
  }
  if (query.isError || !query.data) {
    return (
      <LoadErrorScreen title="Could not load notifications" onRetry={() => void query.refetch()} />
    );
  }
  const { items, total } = query.data;
  const unread = count.data ?? query.data.unread_count;
  if (total === 0) {
    return (
      <StatusScreen icon={BellOff} headingLevel="h2" title="No notifications yet" text="We'll notify you when there's activity" />
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData}>
      <div className="mb-3 flex min-h-11 flex-wrap items-center justify-between gap-2">
        <p ref={summary} tabIndex={-1} aria-live="polite" className="text-sm text-slate-700 outline-none">
          {unread > 0 ? `${unread} unread of ${total}` : `${total} ${total === 1 ? 'notification' : 'notifications'}, all read`}
        </p>
        {unread > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              markAll.mutate();
              // The button goes away: leave focus on the line that now says 'all read'.
              summary.current?.focus();
            }}
            disabled={markAll.isPending}
          >
            <CheckCheck className="h-4 w-4" aria-hidden="true" />
            Mark all as read
          </Button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <EmptyPageScreen icon={BellOff} headingLevel="h2" title="Nothing on this page" onPageChange={onPageChange} />
      ) : (
        <CardList
          label="Notifications"
          items={items}
          itemKey={(notification) => notification.id}
          renderItem={(notification) => (
            <NotificationItem notification={notification} now={now} onOpen={onOpen} />
          )}
        />
      )}
      <ListPagination
        page={page}
        list={query.data}
        onPageChange={onPageChange}
        label="Notification pages"
        disabled={query.isPlaceholderData}
        scrollToTop
      />
    </div>
  );
}

import { AlertTriangle, BellOff, Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_LIST_HEIGHT_PX } from '#shared/constants.ts';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import { useNow } from '#web/lib/use-now.ts';
import { NotificationItem } from './notification-item';

export type NotificationPanelProps = {
  titleId: string;
  list: Pick<{ data: NotificationList | undefined; isPending: boolean; isError: boolean }, 'data' | 'isPending' | 'isError'>;
  unreadCount: number;
  onRetry: () => void;
  onMarkAllRead: () => void;
  onOpen: (notification: Notification) => void;
  /** Called when 'View all notifications' is followed (closes the popover). */
  onViewAll: () => void;
};

/**
 * The popover's inside, exactly as spec section 2 has it: title, 'Mark all as read'
 * only with unread notifications, a 300 px list with its loading and empty states,
 * and 'View all notifications'.
 */
export function NotificationPanel({ titleId, list, unreadCount, onRetry, onMarkAllRead, onOpen, onViewAll }: NotificationPanelProps) {
  const now = useNow();
  const title = useRef<HTMLHeadingElement>(null);
  const markAll = () => {
    onMarkAllRead();
    // The button goes away with the unread notifications: keep focus in the popover.
    title.current?.focus();
  };
  return (
    <div>
      <div className="flex min-h-12 items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <h2 id={titleId} ref={title} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
          Notifications
        </h2>
        {unreadCount > 0 ? (
          <button
            type="button"
            onClick={markAll}
            className="rounded px-1 py-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Mark all as read
          </button>
        ) : null}
      </div>
      <div className="overflow-y-auto overscroll-contain" style={{ height: NOTIFICATION_LIST_HEIGHT_PX }}>
        {list.isPending ? (
          <p role="status" className="flex h-full items-center justify-center gap-2 text-sm text-slate-700">
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            Loading notifications...
          </p>
        ) : list.isError || !list.data ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
            <AlertTriangle className="h-8 w-8 text-red-600" aria-hidden="true" />
            <p className="text-sm text-slate-700">Could not load notifications.</p>
            <button
              type="button"
              onClick={onRetry}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Try again
            </button>
          </div>
        ) : list.data.items.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-1 px-6 text-center">
            <BellOff className="mb-2 h-8 w-8 text-slate-500" aria-hidden="true" />
            <p className="text-sm font-medium text-slate-900">No notifications yet</p>
            <p className="text-sm text-slate-700">We&apos;ll notify you when there&apos;s activity</p>
          </div>
        ) : (
          <ul aria-labelledby={titleId} className="divide-y divide-slate-100">
            {list.data.items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} now={now} onOpen={onOpen} compact />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-slate-200 p-1">
        <Link
          to="/notifications"
          onClick={onViewAll}
          className="block rounded-md px-3 py-2.5 text-center text-sm font-medium text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          View all notifications
        </Link>
      </div>
    </div>
  );
}

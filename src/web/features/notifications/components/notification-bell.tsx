import * as Popover from '@radix-ui/react-popover';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { NOTIFICATION_LIST_HEIGHT_PX } from '#shared/constants.ts';
import { NOTIFICATIONS_POPOVER_SIZE } from '#shared/schemas/notifications.ts';
import { CountBadge } from '#web/components/ui/count-badge.tsx';
import { notificationsQuery } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';

const loadBody = () => import('./notification-popover-body');
const NotificationPopoverBody = lazy(loadBody);

/** The accessible name: 'Notifications', plus ', N unread' when there are any. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}

/** The header bell: unread badge (99+ above 99) and the notification popover. */
export function NotificationBell({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount().data ?? 0;
  const titleId = useId();
  const preload = () => void loadBody();
  const onOpenChange = (next: boolean) => {
    // The list and the popover's code load side by side.
    if (next) void queryClient.prefetchQuery(notificationsQuery(1, NOTIFICATIONS_POPOVER_SIZE));
    setOpen(next);
  };
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        aria-label={bellLabel(count)}
        className={className}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        <CountBadge count={count} testId="notification-badge" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={titleId}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <Suspense fallback={<LoadingFrame titleId={titleId} />}>
            <NotificationPopoverBody titleId={titleId} close={() => setOpen(false)} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The popover while its code loads: the same title and list area, loading. */
function LoadingFrame({ titleId }: { titleId: string }) {
  return (
    <div>
      <div className="flex min-h-12 items-center border-b border-slate-200 px-4 py-2">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          Notifications
        </h2>
      </div>
      <p
        role="status"
        className="flex items-center justify-center text-sm text-slate-700"
        style={{ height: NOTIFICATION_LIST_HEIGHT_PX }}
      >
        Loading notifications...
      </p>
    </div>
  );
}

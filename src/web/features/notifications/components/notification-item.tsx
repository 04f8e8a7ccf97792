import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Notification } from '#shared/schemas/notifications.ts';
import { describeNotification } from '#shared/format/notification-text.ts';
import { formatRelativeTime } from '#shared/format/relative-time.ts';
import { REQUIREMENT_MESSAGES } from '#shared/schemas/requirements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useRenewRequirement } from '#web/features/requirements/index.ts';
import { inAppPath } from '../hooks/action-path';
import { messageIdOf, useMessageOpener } from '../hooks/message-opener';
import { NotificationIcon } from './notification-icon';

type Props = {
  notification: Notification;
  now: Date;
  /** Marks it read (when unread); the item itself follows its in-app action_url. */
  onOpen: (notification: Notification) => void;
  compact?: boolean;
};

/**
 * One notification: icon, title, summary, relative time and an unread mark; a requirement
 * about to expire also offers Renew, beside the item (a button cannot sit inside its link).
 */
export function NotificationItem(props: Props) {
  const { notification, compact = false } = props;
  const requirementId = notification.type === 'requirement_expiring' ? notification.content.requirement_id : undefined;
  if (!requirementId) return <NotificationEntry {...props} />;
  return (
    <div className={cn('flex items-center', notification.read_at === null && 'bg-brand-50')}>
      <div className="min-w-0 flex-1">
        <NotificationEntry {...props} />
      </div>
      <div className={cn('shrink-0', compact ? 'pr-4' : 'pr-4 sm:pr-5')}>
        <RenewButton requirementId={requirementId} />
      </div>
    </div>
  );
}

function RenewButton({ requirementId }: { requirementId: string }) {
  const renew = useRenewRequirement();
  if (renew.isSuccess) {
    return <span className="text-sm font-medium text-green-700">Renewed</span>;
  }
  return (
    <Button size="sm" variant="secondary" disabled={renew.isPending} onClick={() =>
        renew.mutate(requirementId, {
          onSuccess: () => toast.success(REQUIREMENT_MESSAGES.renewed),
          onError: (error) => toast.error('Could not renew the requirement', { description: errorMessage(error, 'Please try again.') }),
        })
      }>
      {renew.isPending ? 'Renewing...' : 'Renew'}
    </Button>
  );
}

function NotificationEntry({ notification, now, onOpen, compact = false }: Props) {
  const { title, summary } = describeNotification(notification);
  const unread = notification.read_at === null;
  // A message notification opens the message dialog rather than following its link.
  const opensDialog = useMessageOpener() !== null && messageIdOf(notification) !== null;
  const path = opensDialog ? null : inAppPath(notification.action_url);
  const className = cn(
    'flex w-full items-start gap-3 text-left transition-colors hover:bg-slate-100',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
    compact ? 'px-4 py-3' : 'px-4 py-4 sm:px-5',
    unread && 'bg-brand-50',
  );
  const body: ReactNode = (
    <>
      <NotificationIcon type={notification.type} />
      <span className="min-w-0 flex-1">
        {unread ? <span className="sr-only">Unread: </span> : null}
        <span className={cn('block text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}>{title}</span>
        <span className={cn('block text-sm break-words text-slate-700', compact && 'line-clamp-2')}>{summary}</span>
        <time dateTime={notification.created_at} className="mt-1 block text-xs text-slate-600">
          {formatRelativeTime(notification.created_at, now)}
        </time>
      </span>
      {unread ? <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600" /> : null}
    </>
  );
  const open = () => onOpen(notification);
  if (path) {
    return (
      <Link to={path} onClick={open} className={className}>
        {body}
      </Link>
    );
  }
  if (unread || opensDialog) {
    return (
      <button type="button" onClick={open} className={className} aria-haspopup={opensDialog ? 'dialog' : undefined}>
        {body}
      </button>
    );
  }
  return <div className={cn(className, 'hover:bg-transparent')}>{body}</div>;
}

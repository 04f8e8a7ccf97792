import { Inbox, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGE_MESSAGES, type ConversationSummary } from '#shared/schemas/messages.ts';
import { formatBadgeCount } from '#shared/format/badge-count.ts';
import { cutPreview } from '#shared/format/notification-text.ts';
import { formatRelativeTime } from '#shared/format/relative-time.ts';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { CardList } from '#web/components/ui/card-list.tsx';
import { CardListSkeleton } from '#web/components/ui/card-list-skeleton.tsx';
import { AvatarLinesSkeleton } from '#web/components/ui/avatar-lines-skeleton.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';
import { cn } from '#web/lib/cn.ts';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useConversations } from '../api/get-conversations';

/** /inbox: one row per broker, newest last message first. */
export function ConversationListView({ meId }: { meId: string }) {
  const query = useConversations();
  useErrorToast(query.error, MESSAGE_MESSAGES.loadFailed, MESSAGE_MESSAGES.loadFailedDefault);
  if (query.isPending) {
    return (
      <CardListSkeleton label="Loading conversations" rows={5} rowClassName="flex gap-3 px-4 py-4 sm:px-5">
        <AvatarLinesSkeleton avatarSize="h-10 w-10" lines={['h-4 w-1/3', 'h-4 w-3/4']} />
      </CardListSkeleton>
    );
  }
  if (query.isError || !query.data) {
    return (
      <LoadErrorScreen title="Could not load your conversations" onRetry={() => void query.refetch()} />
    );
  }
  return <ConversationList items={query.data.items} meId={meId} />;
}

/** The rows themselves (no fetching). */
export function ConversationList({ items, meId }: { items: ConversationSummary[]; meId: string }) {
  const now = useNow();
  if (items.length === 0) {
    return (
      <StatusScreen
        icon={Inbox}
        headingLevel="h2"
        title="No conversations yet"
        text="Message a connection from their profile or one of their properties to start a conversation."
      >
        <LinkButton to="/connections" icon={UserPlus}>
          Your Connections
        </LinkButton>
      </StatusScreen>
    );
  }
  return (
    <CardList
      label="Conversations"
      items={items}
      itemKey={(item) => item.other.id}
      renderItem={(item) => <ConversationRow item={item} meId={meId} now={now} />}
    />
  );
}

function ConversationRow({ item, meId, now }: { item: ConversationSummary; meId: string; now: Date }) {
  const { other, last_message: last, unread_count: unread } = item;
  const mine = last.sender_id === meId;
  return (
    <Link
      to={`/inbox/${other.id}`}
      className={cn(
        'flex items-start gap-3 px-4 py-3.5 transition-colors hover:bg-slate-100 sm:px-5',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
        unread > 0 && 'bg-brand-50',
      )}
    >
      <BrokerAvatar name={other.full_name} avatarUrl={other.avatar_url} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-slate-900', unread > 0 ? 'font-semibold' : 'font-medium')}>
            {other.full_name}
          </span>
          <time dateTime={last.created_at} className="shrink-0 text-xs text-slate-600">
            {formatRelativeTime(last.created_at, now)}
          </time>
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span className={cn('line-clamp-1 break-words text-sm', unread > 0 ? 'text-slate-900' : 'text-slate-700')}>
            {mine ? 'You: ' : ''}
            {cutPreview(last.content)}
          </span>
          {unread > 0 ? (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] font-semibold leading-none text-white">
              <span aria-hidden="true">{formatBadgeCount(unread)}</span>
              <span className="sr-only">{unread} unread</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}

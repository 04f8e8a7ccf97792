import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { formatBadgeCount } from '#shared/format/badge-count.ts';
import { useMessageUnreadCount } from '../api/get-message-unread-count';

/** The accessible name: 'Messages', plus ', N unread' when there are any. */
export function chatLabel(count: number): string {
  return count > 0 ? `Messages, ${count} unread` : 'Messages';
}

/** The header chat icon: a link to /inbox with the unread message count (99+ above 99). */
export function ChatLink({ className }: { className?: string }) {
  const count = useMessageUnreadCount().data ?? 0;
  const badge = formatBadgeCount(count);
  return (
    <Link to="/inbox" aria-label={chatLabel(count)} className={className}>
      <MessageCircle className="h-5 w-5" aria-hidden="true" />
      {badge ? (
        <span
          aria-hidden="true"
          data-testid="message-badge"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}

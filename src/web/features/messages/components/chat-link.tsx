import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '#web/components/ui/count-badge.tsx';
import { useMessageUnreadCount } from '../api/get-message-unread-count';

/** The accessible name: 'Messages', plus ', N unread' when there are any. */
export function chatLabel(count: number): string {
  return count > 0 ? `Messages, ${count} unread` : 'Messages';
}

/** The header chat icon: a link to /inbox with the unread message count (99+ above 99). */
export function ChatLink({ className }: { className?: string }) {
  const count = useMessageUnreadCount().data ?? 0;
  return (
    <Link to="/inbox" aria-label={chatLabel(count)} className={className}>
      <MessageCircle className="h-5 w-5" aria-hidden="true" />
      <CountBadge count={count} testId="message-badge" />
    </Link>
  );
}

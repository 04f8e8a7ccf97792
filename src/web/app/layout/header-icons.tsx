import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { NotificationBell } from '@web/features/notifications/components/notification-bell';

const iconLink =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The notification bell with its popover, and the chat entry point (its count arrives with the messages issue). */
export function HeaderIcons() {
  return (
    <>
      <NotificationBell className={iconLink} />
      <Link to="/inbox" aria-label="Messages" className={iconLink}>
        <MessageCircle className="h-5 w-5" aria-hidden="true" />
      </Link>
    </>
  );
}

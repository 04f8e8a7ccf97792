import { Bell, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';

const iconLink =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The bell and chat entry points; their live counts arrive with the notifications and messages issues. */
export function HeaderIcons() {
  return (
    <>
      <Link to="/notifications" aria-label="Notifications" className={iconLink}>
        <Bell className="h-5 w-5" aria-hidden="true" />
      </Link>
      <Link to="/inbox" aria-label="Messages" className={iconLink}>
        <MessageCircle className="h-5 w-5" aria-hidden="true" />
      </Link>
    </>
  );
}

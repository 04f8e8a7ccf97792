import { ChatLink } from '#web/features/messages/components/chat-link.tsx';
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx';

const iconLink =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The notification bell with its popover, and the chat icon with its unread count. */
export function HeaderIcons() {
  return (
    <>
      <NotificationBell className={iconLink} />
      <ChatLink className={iconLink} />
    </>
  );
}

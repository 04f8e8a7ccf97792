// A 'message' notification opens the message dialog (spec section 2) instead of
// following its link. The app shell provides the opener; without one (tests, or before
// the shell is there) the notification simply follows its link.
import { createContext, useContext } from 'react';
import type { Notification } from '#shared/schemas/notifications.ts';

export const OpenMessageContext = createContext<((messageId: string) => void) | null>(null);

export const useMessageOpener = () => useContext(OpenMessageContext);

/** The message a notification is about: types 'message' and 'chat_message' with content.message_id. */
export function messageIdOf(notification: Pick<Notification, 'type' | 'content'>): string | null {
  if (notification.type !== 'message' && notification.type !== 'chat_message') return null;
  const id = notification.content.message_id;
  return typeof id === 'string' && id !== '' ? id : null;
}

// 'message' (spec section 3), for the messages feature to call once a message is
// stored: the recipient sees the sender and a 60-character preview, and gets the
// instant e-mail unless they switched it off. messages is not an entity type the
// contract attaches, so the notification carries message_id in its content instead.
import { cutPreview } from '#shared/format/notification-text.ts';
import type { AppContext } from '#server/app-context.ts';
import { notifyUser, raiseSafely } from './notify-users';
import { loadProfileNames } from './profile-names';

/** After an e-mail about a broker's message, their next ones within this time send none. */
export const MESSAGE_MAIL_GAP_S = 15 * 60;

export function notifyNewMessage(
  ctx: AppContext,
  message: { id: string; senderId: string; recipientId: string; content: string },
): Promise<void> {
  return raiseSafely(ctx, 'message', async () => {
    const names = await loadProfileNames(ctx.db, [message.senderId]);
    await notifyUser(ctx, {
      userId: message.recipientId,
      type: 'message',
      content: {
        sender_id: message.senderId,
        sender_name: names.get(message.senderId) ?? '',
        message_id: message.id,
        message_preview: cutPreview(message.content),
      },
      actionUrl: `/inbox/${message.senderId}`,
      // A burst of chat is one e-mail; every message still shows in the app.
      emailOnce: { key: `message-mail:${message.senderId}:${message.recipientId}`, withinSeconds: MESSAGE_MAIL_GAP_S },
    });
  });
}

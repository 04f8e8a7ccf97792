// What a notification says, in the popover, on /notifications and in the
// 'New Notification' toast. One function so the three never disagree.
import { MESSAGE_PREVIEW_CHARS } from '../constants';
import { DATA_EXPORT_READY_TYPE, DATA_EXPORT_TTL_DAYS } from '../schemas/account';
import type { NotificationContent } from '../schemas/notifications';

/** Spec section 9: a message preview is cut at 60 characters with an ellipsis. */
export function cutPreview(text: string, max: number = MESSAGE_PREVIEW_CHARS): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}

export type NotificationText = { title: string; summary: string };

const someone = (name: string | undefined) => (name && name.trim() !== '' ? name : 'Someone');

export function describeNotification(n: { type: string; content: NotificationContent }): NotificationText {
  const c = n.content;
  switch (n.type) {
    case 'connection_request':
      return { title: 'Connection request', summary: `${someone(c.requester_name)} wants to connect with you` };
    case 'connection_accepted':
      return { title: 'Connection accepted', summary: `${someone(c.accepter_name)} accepted your connection request` };
    case 'message':
    case 'chat_message':
      return {
        title: `New message from ${someone(c.sender_name)}`,
        summary: c.message_preview ? cutPreview(c.message_preview) : 'Sent you a message',
      };
    case 'new_member':
      return { title: 'New member', summary: `${someone(c.full_name)} has joined your network` };
    case 'new_listing': {
      const where = c.area ? ` in ${c.area}` : '';
      const what = c.property_title ? `: ${c.property_title}` : '';
      return { title: 'New listing', summary: `${someone(c.creator_name)} listed a property${where}${what}` };
    }
    case 'property_view':
      return {
        title: 'Property viewed',
        summary: `${someone(c.viewer_name)} viewed ${c.property_title ? c.property_title : 'your property'}`,
      };
    case DATA_EXPORT_READY_TYPE:
      return {
        title: 'Your data is ready to download',
        summary: `Download it from your profile within ${DATA_EXPORT_TTL_DAYS} days.`,
      };
    default:
      return { title: 'Notification', summary: 'You have a new notification' };
  }
}

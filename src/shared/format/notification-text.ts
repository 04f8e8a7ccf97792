// What a notification says, in the popover, on /notifications and in the
// 'New Notification' toast. One function so the three never disagree.
import { MESSAGE_PREVIEW_CHARS } from '../constants';
import { DATA_EXPORT_READY_TYPE, DATA_EXPORT_TTL_DAYS } from '../schemas/account';
import type { NotificationContent } from '../schemas/notifications';
import { formatVisitTime } from './india-time';

/** Spec section 9: a message preview is cut at 60 characters with an ellipsis. */
export function cutPreview(text: string, max: number = MESSAGE_PREVIEW_CHARS): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}

export type NotificationText = { title: string; summary: string };

const someone = (name: string | undefined) => (name && name.trim() !== '' ? name : 'Someone');

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `created_at` (the notification's) keeps a reminder's 'expires in 3 days' true to the day
 * it was raised, however late it is read; without it (an e-mail being written) it is now.
 */
export function describeNotification(n: {
  type: string;
  content: NotificationContent;
  created_at?: string;
}): NotificationText {
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
    case 'requirement_match':
      return describeMatch(c);
    case 'requirement_expiring': {
      const what = c.requirement_title ? `Your requirement ${c.requirement_title}` : 'Your requirement';
      return { title: 'Requirement expiring', summary: `${what} ${expiresIn(c.expires_at, n.created_at)}` };
    }
    case 'agreement':
      return describeAgreementEvent(c);
    case 'project_registration': {
      if (c.registration_event === 'visit_booked') {
        const client = c.client_name ?? 'a client';
        const project = c.project_name ?? 'your project';
        const when = c.visit_at ? ` on ${formatVisitTime(c.visit_at)}` : '';
        return { title: 'Site visit booked', summary: `${someone(c.broker_name)} booked a site visit for ${client} at ${project}${when}` };
      }
      const client = c.client_name ? ` ${c.client_name}` : ' a client';
      const project = c.project_name ? ` for ${c.project_name}` : ' for your project';
      return { title: 'Client registered', summary: `${someone(c.broker_name)} registered${client}${project}` };
    }
    case 'project_update':
      return {
        title: 'Price sheet updated',
        summary: `${c.project_name ?? 'A project'} changed its price sheet: see the new prices before you quote`,
      };
    case 'project_client_update': {
      const client = c.client_name ?? 'Your client';
      const project = c.project_name ?? 'the project';
      switch (c.client_event) {
        case 'checked_in':
          return { title: 'Site visit done', summary: `${client} was checked in at ${project}` };
        case 'booked':
          return { title: 'Client booked', summary: `${client} booked ${c.unit_label ? `${c.unit_label} at ` : 'at '}${project}` };
        case 'payout_invoiced':
          return { title: 'Payout invoiced', summary: `Your payout for ${client} at ${project} is invoiced` };
        case 'payout_paid':
          return { title: 'Payout paid', summary: `Your payout for ${client} at ${project} is paid` };
        default:
          return { title: 'Client update', summary: `${client} at ${project}` };
      }
    }
    case DATA_EXPORT_READY_TYPE:
      return {
        title: 'Your data is ready to download',
        summary: `Download it from your profile within ${DATA_EXPORT_TTL_DAYS} days.`,
      };
    default:
      return { title: 'Notification', summary: 'You have a new notification' };
  }
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * A batch of matches, from the side of whoever reads it: the requirement's owner hears of
 * listings ('3 new listings match 3 BHK to buy in Whitefield'), the listing's owner of
 * requirements ('Your listing Sea view flat matches 2 requirements in your network').
 */
function describeMatch(c: NotificationContent): NotificationText {
  const count = typeof c.match_count === 'number' && c.match_count > 0 ? c.match_count : 1;
  if (c.role === 'listing_owner') {
    const listing = c.property_title ? `Your listing ${c.property_title}` : 'Your listing';
    const requirements = count === 1 ? 'a requirement' : `${count} requirements`;
    return { title: 'Your listing matches', summary: `${listing} matches ${requirements} in your network` };
  }
  const requirement = c.requirement_title ?? 'your requirement';
  if (count === 1 && c.property_title) {
    return { title: 'New match', summary: `${c.property_title} matches ${requirement}` };
  }
  return {
    title: plural(count, 'New match', 'New matches'),
    summary: `${count} new ${plural(count, 'listing matches', 'listings match')} ${requirement}`,
  };
}

function expiresIn(expiresAt: string | undefined, createdAt: string | undefined): string {
  const end = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  if (Number.isNaN(end)) return 'expires soon';
  const from = createdAt ? Date.parse(createdAt) : Date.now();
  const days = Math.ceil((end - (Number.isNaN(from) ? Date.now() : from)) / DAY_MS);
  if (days <= 0) return 'has expired';
  return `expires in ${days} ${plural(days, 'day', 'days')}`;
}

const AGREEMENT_EVENT_TEXT = {
  proposed: ['Co-broking terms to sign', 'sent you co-broking terms to sign:'],
  cancelled: ['Agreement cancelled', 'cancelled'],
  viewed: ['Agreement opened', 'opened'],
  signed: ['Agreement signed', 'signed'],
  declined: ['Agreement declined', 'declined'],
  executed: ['Agreement executed', 'is signed by every party:'],
  expired: ['Agreement expired', 'was not signed in time:'],
  unsigned: ['Agreement not signed yet', 'has not signed'],
} as const;

/** 'Meera Shah signed Listing mandate: Lake view 2 BHK'; 'Every party signed ...'. */
function describeAgreementEvent(c: NotificationContent): NotificationText {
  const event = c.agreement_event ?? 'viewed';
  const [title, verb] = AGREEMENT_EVENT_TEXT[event];
  const what = c.agreement_title ?? 'your agreement';
  if (event === 'executed' || event === 'expired') return { title, summary: `Your agreement ${verb} ${what}` };
  if (event === 'unsigned') return { title, summary: `${someone(c.party_name)} ${verb} ${what} after 3 days` };
  return { title, summary: `${someone(c.party_name)} ${verb} ${what}` };
}

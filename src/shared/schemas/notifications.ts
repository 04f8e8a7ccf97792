// Notifications (spec sections 2, 3, 4, 7, 8, 9): the API contract for the bell,
// the popover, the /notifications page and /notification-settings.
import { z } from 'zod';
import { makePagedListSchema, pageNumberSchema, pageSizeSchema } from './paging';

/** The types the server raises, and the ones a broker can switch on or off. */
export const NOTIFICATION_TYPES = [
  'connection_request',
  'connection_accepted',
  'message',
  'new_member',
  'new_listing',
  'property_view',
  'requirement_match',
  'requirement_expiring',
  'agreement',
  'project_registration',
  'project_client_update',
  'project_update',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/**
 * Types that can also arrive as an instant e-mail (e-mail on by default). Every type can
 * be e-mailed in the daily digest; for the others the digest is the only e-mail, off
 * until the broker switches it on.
 */
export const EMAIL_NOTIFICATION_TYPES: readonly NotificationType[] = ['connection_request', 'message'];


export const NOTIFICATION_MESSAGES = {
  fetchFailed: 'Error fetching notifications',
  markFailed: 'Error',
  notFound: 'Notification not found',
  instantUnavailable: 'This notification type is e-mailed only in the daily digest',
  duplicateType: 'Each notification type may appear only once',
  settingsSaved: 'Notification settings saved',
  settingsFailed: 'Could not save notification settings',
  newNotification: 'New Notification',
} as const;

/** Spec section 3's content fields; every one is optional, unknown extra keys pass. */
export const notificationContentSchema = z.looseObject({
  requester_id: z.string().optional(),
  requester_name: z.string().optional(),
  accepter_id: z.string().optional(),
  accepter_name: z.string().optional(),
  sender_id: z.string().optional(),
  sender_name: z.string().optional(),
  full_name: z.string().optional(),
  area: z.string().optional(),
  creator_name: z.string().optional(),
  user_id: z.string().optional(),
  property_id: z.string().optional(),
  property_title: z.string().optional(),
  viewer_id: z.string().optional(),
  viewer_name: z.string().optional(),
  message_id: z.string().optional(),
  message_preview: z.string().optional(),
  // requirement_match / requirement_expiring: the requirement's generated title (never its
  // client note), how many new matches this notification stands for, and their listings.
  role: z.enum(['requirement_owner', 'listing_owner']).optional(),
  requirement_id: z.string().optional(),
  requirement_title: z.string().optional(),
  match_count: z.number().int().optional(),
  expires_at: z.string().optional(),
  // agreement (issue 20): what happened to which agreement, and who did it (the client's
  // name as the broker typed it; never their contact).
  agreement_id: z.string().optional(),
  agreement_title: z.string().optional(),
  agreement_event: z.enum(['proposed', 'viewed', 'signed', 'declined', 'cancelled', 'executed', 'expired', 'unsigned']).optional(),
  party_name: z.string().optional(),
  // project_registration (issue 21), to the project's marketer only: which project, the
  // registering broker, and the client's name (the marketer may see it; never the phone).
  project_id: z.string().optional(),
  project_name: z.string().optional(),
  broker_id: z.string().optional(),
  broker_name: z.string().optional(),
  client_name: z.string().optional(),
  // ... and, for a site visit the broker booked, when it is (the marketer is told of both).
  registration_event: z.enum(['registered', 'visit_booked']).optional(),
  visit_at: z.string().optional(),
  // project_client_update (visits slice), to the registering broker: their client was
  // checked in, booked, or the payout moved (the client's name, never the phone).
  client_event: z.enum(['checked_in', 'booked', 'payout_invoiced', 'payout_paid']).optional(),
  unit_label: z.string().optional(),
  // project_update (issue 21), to the brokers with a client registered for the project:
  // what changed (the project's name and id above).
  project_event: z.enum(['price_sheet']).optional(),
});
export type NotificationContent = z.infer<typeof notificationContentSchema>;

export const ENTITY_TYPES = [
  'connections',
  'invitations',
  'properties',
  'profiles',
  'social_posts',
  'testimonials',
  'property_views',
] as const;
export const entityTypeSchema = z.enum(ENTITY_TYPES);
export type EntityType = z.infer<typeof entityTypeSchema>;

/**
 * The referenced row, attached only when the reader may see it (spec section 3:
 * "the referenced row is attached as entity"). Each shape is what a reader may know.
 */
export const notificationEntitySchema = z.discriminatedUnion('entity_type', [
  z.object({
    entity_type: z.literal('properties'),
    id: z.uuid(),
    user_id: z.uuid(),
    title: z.string(),
    city: z.string().nullable(),
    area: z.string().nullable(),
    price: z.number().nullable(),
    currency: z.string(),
    thumbnail_url: z.string().nullable(),
  }),
  z.object({
    entity_type: z.literal('profiles'),
    id: z.uuid(),
    full_name: z.string(),
    avatar_url: z.string().nullable(),
    company_name: z.string().nullable(),
    city: z.string().nullable(),
  }),
  z.object({
    entity_type: z.literal('connections'),
    id: z.uuid(),
    requester_id: z.uuid(),
    recipient_id: z.uuid(),
    status: z.enum(['pending', 'accepted']),
  }),
  z.object({
    entity_type: z.literal('invitations'),
    id: z.uuid(),
    invitee_email: z.string(),
    invitee_name: z.string().nullable(),
    status: z.string(),
  }),
  z.object({
    entity_type: z.literal('property_views'),
    id: z.uuid(),
    property_id: z.uuid(),
    user_id: z.uuid(),
  }),
  z.object({
    entity_type: z.literal('social_posts'),
    id: z.uuid(),
    user_id: z.uuid(),
    content: z.string(),
    created_at: z.string(),
  }),
]);
export type NotificationEntity = z.infer<typeof notificationEntitySchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  /** Kept a plain string: an unknown type still renders, with the generic fallback. */
  type: z.string(),
  content: notificationContentSchema,
  entity_id: z.string().nullable(),
  entity_type: z.string().nullable(),
  action_url: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  // Every kind of entity is an object: saying so gives the nullable union a type in
  // OpenAPI 3.0 (where `nullable` without `type` means nothing).
  entity: notificationEntitySchema.nullable().meta({ type: 'object' }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_POPOVER_SIZE = 10;

export const notificationListQuerySchema = z.strictObject({
  page: pageNumberSchema,
  page_size: pageSizeSchema.default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListSchema = makePagedListSchema(notificationSchema, { unread_count: z.number().int().min(0) });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markAllReadResponseSchema = z.object({ updated: z.number().int().min(0), read_at: z.string() });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;


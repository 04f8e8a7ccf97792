// /notification-settings (spec sections 7 and 9, issue 19): which types reach a broker in
// the app and by e-mail, instantly or in the daily digest, and what the page calls each.
// Apart from notifications.ts so the first load, which reads notifications from realtime,
// does not carry the settings page's words and schemas.
import { z } from 'zod';
import { NOTIFICATION_TYPES, notificationTypeSchema, type NotificationType } from './notifications';

/** How a type's e-mail reaches the broker: one e-mail each, or listed in one e-mail a day. */
export const NOTIFICATION_DELIVERIES = ['instant', 'daily'] as const;
export const notificationDeliverySchema = z.enum(NOTIFICATION_DELIVERIES);
export type NotificationDelivery = z.infer<typeof notificationDeliverySchema>;
/** The digest goes out once a day, in the first hourly run from this hour, India time. */
export const DIGEST_HOUR_IST = 8;

export const notificationPreferenceSchema = z.object({
  type: notificationTypeSchema,
  in_app: z.boolean(),
  /** Whether this type reaches the broker by e-mail at all (instantly or in the daily digest). */
  email: z.boolean(),
  /**
   * How its e-mail goes: 'instant' (one e-mail each) or 'daily' (listed in the one digest
   * e-mail a day). Always 'daily' for the types without an instant e-mail.
   */
  delivery: notificationDeliverySchema,
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationSettingsSchema = z.object({
  types: z.array(notificationPreferenceSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const updateNotificationSettingsInputSchema = z.strictObject({
  types: z
    .array(
      z.strictObject({
        type: notificationTypeSchema,
        in_app: z.boolean().optional(),
        email: z.boolean().optional(),
        delivery: notificationDeliverySchema.optional(),
      }),
    )
    .min(1)
    .max(NOTIFICATION_TYPES.length),
});
export type UpdateNotificationSettingsInput = z.infer<typeof updateNotificationSettingsInputSchema>;

export const NOTIFICATION_DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  instant: 'Instantly',
  daily: 'Daily digest',
};
export const NOTIFICATION_TYPE_LABELS: Record<
  NotificationType,
  { title: string; description: string }
> = {
  connection_request: {
    title: 'Connection requests',
    description: 'A broker asks to connect with you.',
  },
  connection_accepted: {
    title: 'Accepted requests',
    description: 'A broker accepts your connection request.',
  },
  message: { title: 'Messages', description: 'A connection sends you a message.' },
  new_member: { title: 'New members', description: 'A broker you invited joins.' },
  new_listing: { title: 'New listings', description: 'A connection lists a property you can see.' },
  property_view: { title: 'Property views', description: 'A broker views one of your properties.' },
  requirement_match: {
    title: 'Requirement matches',
    description:
      'A listing fits your requirement, or your listing fits a requirement in your network.',
  },
  requirement_expiring: {
    title: 'Expiring requirements',
    description: 'One of your requirements expires in 3 days.',
  },
  agreement: {
    title: 'Agreements',
    description: 'A client opens, signs or declines your agreement, or it is executed.',
  },
  project_registration: {
    title: 'Project registrations',
    description: 'A broker registers a client or books a site visit for a project you market.',
  },
  project_client_update: {
    title: 'Your project clients',
    description: 'Your client is checked in at a site visit, books, or your payout moves.',
  },
  project_update: {
    title: 'Project updates',
    description: 'A project where you registered a client changes its price sheet.',
  },
};

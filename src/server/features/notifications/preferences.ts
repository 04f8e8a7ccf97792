// A broker's choices per notification type. No row means the defaults: in-app on; for
// the types with an instant e-mail, e-mail on and instant; for the rest, e-mail off (the
// daily digest is their only e-mail).
//
// Stored: in_app, email, delivery. For a type without an instant e-mail, its e-mail is on
// only when the row says email AND delivery 'daily': rows written before the digest
// existed carry the columns' defaults (email true, delivery 'instant') and so stay off.
import { and, eq, inArray } from 'drizzle-orm';
import { EMAIL_NOTIFICATION_TYPES, type NotificationType } from '#shared/schemas/notifications.ts';
import { type NotificationDelivery } from '#shared/schemas/notification-settings.ts';
import type { Queryable } from '#server/db/open.ts';
import { notificationPreferences } from '#server/db/schema.ts';

export type Preference = { inApp: boolean; email: boolean; delivery: NotificationDelivery };
type PreferenceRow = { inApp: boolean; email: boolean; delivery: string };

/** Whether a type has an instant e-mail at all; every type can go into the daily digest. */
export const canEmailInstantly = (type: string): boolean =>
  (EMAIL_NOTIFICATION_TYPES as readonly string[]).includes(type);

/** A new row's values, before the broker's change is applied. */
export const defaultPreference = (type: string): Preference =>
  canEmailInstantly(type)
    ? { inApp: true, email: true, delivery: 'instant' }
    : { inApp: true, email: false, delivery: 'daily' };

/** What a stored row (or its absence) means. */
export function readPreference(type: string, row: PreferenceRow | undefined): Preference {
  if (!row) return defaultPreference(type);
  if (!canEmailInstantly(type)) return { inApp: row.inApp, email: row.email && row.delivery === 'daily', delivery: 'daily' };
  return { inApp: row.inApp, email: row.email, delivery: row.delivery === 'daily' ? 'daily' : 'instant' };
}

/** Whether this notification goes out as an instant e-mail now. */
export const wantsInstantEmail = (type: string, preference: Preference): boolean =>
  canEmailInstantly(type) && preference.email && preference.delivery === 'instant';

/** The preference of each (user, type), read in one query for many users. */
export async function loadPreferences(
  q: Queryable,
  userIds: readonly string[],
  types: readonly NotificationType[],
): Promise<(userId: string, type: NotificationType) => Preference> {
  const rows =
    userIds.length === 0 || types.length === 0
      ? []
      : await q
          .select()
          .from(notificationPreferences)
          .where(
            and(
              inArray(notificationPreferences.userId, [...new Set(userIds)]),
              inArray(notificationPreferences.type, [...new Set(types)]),
            ),
          );
  const byKey = new Map(rows.map((r) => [`${r.userId}|${r.type}`, r]));
  return (userId, type) => readPreference(type, byKey.get(`${userId}|${type}`));
}

export async function loadUserPreferences(q: Queryable, userId: string) {
  return q.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

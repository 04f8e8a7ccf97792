// A broker's choices per notification type. No row means the defaults: in-app on, and
// e-mail on for the types that can be e-mailed at all.
import { and, eq, inArray } from 'drizzle-orm';
import { EMAIL_NOTIFICATION_TYPES, type NotificationType } from '#shared/schemas/notifications.ts';
import type { Queryable } from '#server/db/open.ts';
import { notificationPreferences } from '#server/db/schema.ts';

export type Preference = { inApp: boolean; email: boolean };

export const canEmail = (type: string): boolean => (EMAIL_NOTIFICATION_TYPES as readonly string[]).includes(type);

const defaults = (type: string): Preference => ({ inApp: true, email: canEmail(type) });

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
  return (userId, type) => {
    const row = byKey.get(`${userId}|${type}`);
    if (!row) return defaults(type);
    // A type that cannot be e-mailed never is, whatever a row says.
    return { inApp: row.inApp, email: canEmail(type) && row.email };
  };
}

export async function loadUserPreferences(q: Queryable, userId: string) {
  return q.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

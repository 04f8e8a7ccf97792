// /notification-settings: every type, in the contract's order, with its in-app and
// e-mail switch (e-mail null for types that are never e-mailed). Saving upserts only
// the switches sent, in one transaction, after the whole request was checked.
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type UpdateNotificationSettingsInput,
} from '#shared/schemas/notifications.ts';
import type { Db, Queryable } from '#server/db/open.ts';
import { notificationPreferences } from '#server/db/schema.ts';
import { badRequest } from '#server/lib/http-errors.ts';
import { canEmail, loadUserPreferences } from './preferences';

export async function readNotificationSettings(q: Queryable, userId: string): Promise<NotificationSettings> {
  const rows = await loadUserPreferences(q, userId);
  const byType = new Map(rows.map((r) => [r.type, r]));
  return {
    types: NOTIFICATION_TYPES.map((type) => {
      const row = byType.get(type);
      return { type, in_app: row?.inApp ?? true, email: canEmail(type) ? (row?.email ?? true) : null };
    }),
  };
}

export async function updateNotificationSettings(
  db: Db,
  userId: string,
  input: UpdateNotificationSettingsInput,
): Promise<NotificationSettings> {
  const seen = new Set<string>();
  for (const entry of input.types) {
    if (seen.has(entry.type)) throw badRequest(NOTIFICATION_MESSAGES.duplicateType, 'types');
    seen.add(entry.type);
    if (entry.email !== undefined && !canEmail(entry.type)) {
      throw badRequest(NOTIFICATION_MESSAGES.emailUnavailable, 'types');
    }
  }
  return db.transaction(async (tx) => {
    for (const entry of input.types) {
      const changed = {
        ...(entry.in_app === undefined ? {} : { inApp: entry.in_app }),
        ...(entry.email === undefined ? {} : { email: entry.email }),
      };
      await tx
        .insert(notificationPreferences)
        .values({ userId, type: entry.type, ...changed })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: { ...changed, updatedAt: new Date() },
        });
    }
    return readNotificationSettings(tx, userId);
  });
}

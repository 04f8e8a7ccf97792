// /notification-settings: every type, in the contract's order, with its in-app switch,
// its e-mail switch and how the e-mail goes ('instant' or 'daily'; always 'daily' for the
// types without an instant e-mail, see preferences.ts). Saving upserts only the fields
// sent, in one transaction, after the whole request was checked.
import { NOTIFICATION_MESSAGES, NOTIFICATION_TYPES } from '#shared/schemas/notifications.ts';
import { type NotificationSettings, type UpdateNotificationSettingsInput } from '#shared/schemas/notification-settings.ts';
import type { Db, Queryable } from '#server/db/open.ts';
import { notificationPreferences } from '#server/db/schema.ts';
import { badRequest } from '#server/lib/http-errors.ts';
import { canEmailInstantly, defaultPreference, loadUserPreferences, readPreference } from './preferences';

export async function readNotificationSettings(q: Queryable, userId: string): Promise<NotificationSettings> {
  const rows = await loadUserPreferences(q, userId);
  const byType = new Map(rows.map((r) => [r.type, r]));
  return {
    types: NOTIFICATION_TYPES.map((type) => {
      const { inApp, email, delivery } = readPreference(type, byType.get(type));
      return { type, in_app: inApp, email, delivery };
    }),
  };
}

type Entry = UpdateNotificationSettingsInput['types'][number];

/** The columns an entry changes. A digest-only type's e-mail switch also says 'daily'. */
function changedColumns(entry: Entry) {
  const digestOnly = !canEmailInstantly(entry.type);
  return {
    ...(entry.in_app === undefined ? {} : { inApp: entry.in_app }),
    ...(entry.email === undefined ? {} : { email: entry.email }),
    ...(entry.delivery !== undefined ? { delivery: entry.delivery } : digestOnly && entry.email ? { delivery: 'daily' } : {}),
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
    if (entry.delivery === 'instant' && !canEmailInstantly(entry.type)) {
      throw badRequest(NOTIFICATION_MESSAGES.instantUnavailable, 'types');
    }
  }
  return db.transaction(async (tx) => {
    for (const entry of input.types) {
      const changed = changedColumns(entry);
      if (Object.keys(changed).length === 0) continue;
      await tx
        .insert(notificationPreferences)
        .values({ userId, type: entry.type, ...defaultPreference(entry.type), ...changed })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: { ...changed, updatedAt: new Date() },
        });
    }
    return readNotificationSettings(tx, userId);
  });
}

// Stored rows -> what their reader is shown (spec section 7's read-time enrichment):
// names refreshed from current profiles ('Former member' for a deleted account), property_title (and area) only while the
// reader may still see the property, and the entity attached only when the reader may
// see it. Batched for a whole page: a handful of queries, not a few per notification.
import type { FastifyBaseLogger } from 'fastify';
import { FORMER_MEMBER_NAME } from '#shared/schemas/account.ts';
import type { EntityType, Notification, NotificationContent, NotificationEntity } from '#shared/schemas/notifications.ts';
import type { Queryable } from '#server/db/open.ts';
import type { notifications } from '#server/db/schema.ts';
import { entityKey, LOADED_ENTITY_TYPES, loadEntities, type EntityRef, type LoadedEntityType } from './load-entities';
import { isUuid } from '#server/lib/ids.ts';
import { NAME_FIELDS, readContent } from './notification-content';
import { loadProfileNames } from './profile-names';
import { refKey, type ReaderRef } from './reader-refs';
import { loadVisibleProperties, type VisibleProperty } from './visible-properties';

export type NotificationRow = typeof notifications.$inferSelect;
/** Each reader's admin flag, by user id (admins see every property). */
export type Readers = ReadonlyMap<string, { isAdmin: boolean }>;

const isLoadedType = (type: string): type is LoadedEntityType => (LOADED_ENTITY_TYPES as readonly string[]).includes(type);

export async function presentNotifications(
  q: Queryable,
  rows: readonly NotificationRow[],
  readers: Readers,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Notification[]> {
  const contents = rows.map((row) => readContent(row.content));
  const isAdmin = (row: NotificationRow) => readers.get(row.userId)?.isAdmin ?? false;

  const nameIds: string[] = [];
  const propertyRefs: ReaderRef[] = [];
  const entityRefs: EntityRef[] = [];
  const skippedTypes = new Set<string>();
  rows.forEach((row, i) => {
    const content = contents[i] ?? {};
    for (const [, idField] of NAME_FIELDS) {
      const id = content[idField];
      if (isUuid(id)) nameIds.push(id);
    }
    const ref = { readerId: row.userId, isAdmin: isAdmin(row) };
    if (isUuid(content.property_id)) propertyRefs.push({ ...ref, refId: content.property_id });
    const { entityType, entityId } = row;
    if (entityType === null) return;
    if (entityType === 'properties' && isUuid(entityId)) propertyRefs.push({ ...ref, refId: entityId });
    else if (isLoadedType(entityType) && isUuid(entityId)) entityRefs.push({ ...ref, refId: entityId, entityType });
    else skippedTypes.add(entityType);
  });
  // Spec section 7: an invalid entity_type is skipped with a warning (testimonials have no table).
  if (skippedTypes.size > 0) {
    log.warn({ entityTypes: [...skippedTypes] }, 'notification entities skipped: unknown type or id');
  }

  const [names, visibleProperties, entities] = await Promise.all([
    loadProfileNames(q, nameIds),
    loadVisibleProperties(q, propertyRefs),
    loadEntities(q, entityRefs),
  ]);

  return rows.map((row, i) => {
    const content = refreshContent(contents[i] ?? {}, row.userId, names, visibleProperties);
    let entity: NotificationEntity | null = null;
    if (row.entityType && row.entityId) {
      entity =
        row.entityType === 'properties'
          ? (visibleProperties.get(refKey(row.userId, row.entityId)) ?? null)
          : (entities.get(entityKey(row.entityType as EntityType, row.userId, row.entityId)) ?? null);
    }
    return {
      id: row.id,
      user_id: row.userId,
      type: row.type,
      content,
      entity_id: row.entityId,
      entity_type: row.entityType,
      action_url: row.actionUrl,
      read_at: row.readAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      entity,
    };
  });
}

function refreshContent(
  stored: NotificationContent,
  readerId: string,
  names: ReadonlyMap<string, string>,
  visibleProperties: ReadonlyMap<string, VisibleProperty>,
): NotificationContent {
  const content: NotificationContent = { ...stored };
  for (const [nameField, idField] of NAME_FIELDS) {
    const id = content[idField];
    if (!(nameField in content) || !isUuid(id)) continue;
    // No profile under the id: the broker deleted their account (decision 029).
    content[nameField] = names.get(id) ?? FORMER_MEMBER_NAME;
  }
  if (content.property_id !== undefined) {
    const property = isUuid(content.property_id)
      ? visibleProperties.get(refKey(readerId, content.property_id))
      : undefined;
    if (property) {
      if ('property_title' in content) content.property_title = property.title;
      if ('area' in content && property.area !== null) content.area = property.area;
    } else {
      // The reader may no longer see the listing (made Private, or deleted): its title
      // and place go too, the rest of the notification stays.
      delete content.property_title;
      delete content.area;
    }
  }
  return content;
}

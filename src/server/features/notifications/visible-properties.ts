// Properties as each reader may see them now (visibleToReader, the one visibility
// rule): what a notification may show of a listing, or nothing at all.
import { eq } from 'drizzle-orm';
import type { NotificationEntity } from '#shared/schemas/notifications.ts';
import type { Queryable } from '#server/db/open.ts';
import { properties } from '#server/db/schema.ts';
import { thumbnailUrlOf } from '#server/lib/media/property-images.ts';
import { visibleToReader } from '../properties';
import { readerRefsSource, refId, refIsAdmin, refKey, refReaderId, type ReaderRef } from './reader-refs';

export type VisibleProperty = Extract<NotificationEntity, { entity_type: 'properties' }>;

/** Keyed by refKey(reader, property id); a pair the reader may not see is absent. */
export async function loadVisibleProperties(
  q: Queryable,
  refs: readonly ReaderRef[],
): Promise<Map<string, VisibleProperty>> {
  if (refs.length === 0) return new Map();
  const rows = await q
    .select({
      readerId: refReaderId,
      id: properties.id,
      userId: properties.userId,
      title: properties.title,
      city: properties.city,
      area: properties.area,
      price: properties.price,
      currency: properties.currency,
      images: properties.images,
    })
    .from(properties)
    .innerJoin(readerRefsSource(refs), eq(properties.id, refId))
    .where(visibleToReader({ id: refReaderId, isAdmin: refIsAdmin }));
  return new Map(
    rows.map((row) => {
      const first = row.images[0];
      const entity: VisibleProperty = {
        entity_type: 'properties',
        id: row.id,
        user_id: row.userId,
        title: row.title,
        city: row.city,
        area: row.area,
        price: row.price,
        currency: row.currency,
        thumbnail_url: first ? thumbnailUrlOf(first) : null,
      };
      return [refKey(row.readerId, row.id), entity];
    }),
  );
}

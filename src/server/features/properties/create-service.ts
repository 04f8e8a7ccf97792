// Creating a property: everything that can be refused is checked first (fields,
// city/area, owner, every photo decoded in memory); only then are files written, and
// the row is inserted last. If the insert fails, the files just written are removed,
// so a refused or failed save leaves neither rows nor files behind. Once saved, the
// owner's connections are notified (unless the listing is Private). Its public page
// link (static_html_url) is set after the insert, outside it: that step may fail
// without failing the save.
import type { PropertyFields } from '#shared/schemas/properties.ts';
import type { AppContext } from '#server/app-context.ts';
import { properties } from '#server/db/schema.ts';
import { notifyNewListing } from '../notifications';
import { refreshPropertyPageUrl } from '../public-pages';
import { updateMatchesForListing } from '../requirements';
import { propertyColumns } from './property-columns';
import { processUploads, type PhotoForm } from '#server/lib/media/photo-form.ts';
import { recordOrDiscard, storePropertyImages } from '#server/lib/media/property-images.ts';
import { findVisibleProperty } from './property-queries';
import type { PropertyWithBroker } from './presenter';
import { resolveNewOwner, resolvePlace } from './reference-checks';
import type { Viewer } from '#server/lib/viewer.ts';

export async function createProperty(
  ctx: AppContext,
  viewer: Viewer,
  { fields, uploads }: PhotoForm<PropertyFields>,
): Promise<PropertyWithBroker> {
  const ownerId = await resolveNewOwner(ctx.db, viewer, fields.selectedBrokerId);
  const place = await resolvePlace(ctx.db, fields.city_id, fields.area_id);
  const images = await processUploads(uploads);

  const stored = await storePropertyImages(ctx.storage, images);
  const id = await recordOrDiscard(ctx.storage, stored, async () => {
    const [row] = await ctx.db
      .insert(properties)
      .values({ ...propertyColumns(fields, place), userId: ownerId, images: stored.urls })
      .returning({ id: properties.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  });
  // The property's own public page (static_html_url); a failure is only logged.
  await refreshPropertyPageUrl(ctx, id);
  const created = await findVisibleProperty(ctx.db, viewer, id);
  if (!created) throw new Error('created property is not visible to its creator');
  await notifyNewListing(ctx, created.property, created.broker.fullName, viewer.id);
  await updateMatchesForListing(ctx, id);
  return created;
}

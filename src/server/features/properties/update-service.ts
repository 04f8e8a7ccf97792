// Updating a property: the same check-everything-first order as create. The row is
// re-read under a row lock inside the transaction, so two edits adding photos at once
// cannot pass five together. Photos removed by the edit are deleted only after the
// commit: a failed edit never loses a photo the row still points to.
import { eq } from 'drizzle-orm';
import { PROPERTY_IMAGES_MAX } from '#shared/constants.ts';
import {
  PROPERTY_MESSAGES,
  type propertyUpdateInputSchema,
} from '#shared/schemas/properties.ts';
import type { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import { properties } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/lib/http-errors.ts';
import { propertyColumns } from './property-columns';
import { IMAGES_FIELD, processUploads, type PhotoForm } from '#server/lib/media/photo-form.ts';
import { deletePropertyImages, recordOrDiscard, storePropertyImages } from '#server/lib/media/property-images.ts';
import { refreshPropertyPageUrl } from '../public-pages';
import { updateMatchesForListing } from '../requirements';
import { findVisibleProperty } from './property-queries';
import type { PropertyWithBroker } from './presenter';
import { resolvePlace } from './reference-checks';
import type { Viewer } from '#server/lib/viewer.ts';

type UpdateFields = z.output<typeof propertyUpdateInputSchema>;

/** `current` comes from loadEditableProperty: the caller may see and edit it. */
export async function updateProperty(
  ctx: AppContext,
  viewer: Viewer,
  current: PropertyWithBroker,
  { fields, uploads }: PhotoForm<UpdateFields>,
): Promise<PropertyWithBroker> {
  const propertyId = current.property.id;
  const { remove_images: toRemove, ...formFields } = fields;
  const unknown = toRemove.find((url) => !current.property.images.includes(url));
  if (unknown !== undefined) throw badRequest(PROPERTY_MESSAGES.unknownImage, 'remove_images');
  assertImageCount(current.property.images, toRemove, uploads.length);
  const place = await resolvePlace(ctx.db, formFields.city_id, formFields.area_id);
  const images = await processUploads(uploads);

  const stored = await storePropertyImages(ctx.storage, images);
  const removed = await recordOrDiscard(ctx.storage, stored, () =>
    ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ images: properties.images })
        .from(properties)
        .where(eq(properties.id, propertyId))
        .for('update');
      if (!locked) throw notFound(PROPERTY_MESSAGES.notFound);
      assertImageCount(locked.images, toRemove, stored.urls.length);
      const kept = locked.images.filter((url) => !toRemove.includes(url));
      // user_id is not among the columns: an edit, even an admin's, keeps the owner.
      await tx
        .update(properties)
        .set({
          ...propertyColumns(formFields, place),
          images: [...kept, ...stored.urls],
          updatedAt: new Date(),
        })
        .where(eq(properties.id, propertyId));
      return locked.images.filter((url) => toRemove.includes(url));
    }),
  );
  await deletePropertyImages(ctx.storage, removed);
  // The property's own public page (static_html_url) follows the new visibility; a
  // failure is only logged, the edit stands.
  await refreshPropertyPageUrl(ctx, propertyId);
  // Price, size, area, type or visibility may have changed: so may the requirements it fits.
  await updateMatchesForListing(ctx, propertyId);

  const updated = await findVisibleProperty(ctx.db, viewer, propertyId);
  if (!updated) throw notFound(PROPERTY_MESSAGES.notFound);
  return updated;
}

function assertImageCount(
  currentImages: readonly string[],
  toRemove: readonly string[],
  added: number,
): void {
  const kept = currentImages.filter((url) => !toRemove.includes(url)).length;
  if (kept + added > PROPERTY_IMAGES_MAX)
    throw badRequest(PROPERTY_MESSAGES.tooManyImages, IMAGES_FIELD);
}

// Saving the flyer editor. Everything that can be refused is checked first (fields,
// which photos to keep, the count, every new photo decoded in memory); then the new
// files are written, then the row is updated in a transaction that re-reads it under a
// row lock (two saves at once cannot pass five photos together, nor keep a photo the
// other just removed). If the transaction fails the new files are removed; the flyer's
// own photos it no longer shows are deleted only after the commit. No orphan files,
// and a failed save never loses a photo the row still points to.
import { and, eq } from 'drizzle-orm';
import { FLYER_MESSAGES } from '#shared/schemas/flyers.ts';
import type { AppContext } from '#server/app-context.ts';
import { flyers } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { processUploads } from '#server/lib/media/photo-form.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { priceColumns, textColumns } from './flyer-columns';
import type { FlyerForm } from './flyer-form';
import { deleteFlyerImages, recordOrDiscard, storeFlyerImages } from '#server/lib/media/flyer-images.ts';
import { findOwnVisibleFlyer } from './flyer-queries';
import { assertImageCount, assertKeepable, uniqueInOrder } from './flyer-image-rules';
import type { VisibleFlyer } from './presenter';

/** `current` comes from findOwnVisibleFlyer: the caller's flyer, property still visible. */
export async function updateFlyer(
  ctx: AppContext,
  viewer: Viewer,
  current: VisibleFlyer,
  { fields, uploads }: FlyerForm,
): Promise<VisibleFlyer> {
  const flyerId = current.flyer.id;
  const keep = uniqueInOrder(fields.keep_images);
  assertKeepable(keep, current.flyer.images, current.property);
  assertImageCount(keep.length + uploads.length);
  const images = await processUploads(uploads);

  const stored = await storeFlyerImages(ctx.storage, flyerId, images);
  const removed = await recordOrDiscard(ctx.storage, stored, () =>
    ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ images: flyers.images })
        .from(flyers)
        .where(and(eq(flyers.id, flyerId), eq(flyers.userId, viewer.id)))
        .for('update');
      if (!locked) throw notFound(FLYER_MESSAGES.notFound);
      // Against the row as it is now: a concurrent save may have removed a kept photo.
      assertKeepable(keep, locked.images, current.property);
      await tx
        .update(flyers)
        .set({
          ...textColumns(fields),
          ...priceColumns(fields),
          images: [...keep, ...stored.urls],
          updatedAt: new Date(),
        })
        .where(eq(flyers.id, flyerId));
      return locked.images.filter((url) => !keep.includes(url));
    }),
  );
  await deleteFlyerImages(ctx.storage, flyerId, removed);

  const updated = await findOwnVisibleFlyer(ctx.db, viewer, flyerId);
  if (!updated) throw notFound(FLYER_MESSAGES.notFound);
  return updated;
}

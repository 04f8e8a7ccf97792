import { eq } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import { flyers, properties } from '#server/db/schema.ts';
import { deleteFlyerFolders } from '#server/lib/media/flyer-images.ts';
import { deletePropertyImages } from '#server/lib/media/property-images.ts';

/**
 * Deletes the row (views and messages follow by foreign key; its flyers are deleted
 * here so their ids are known), then its photos and its flyers' photo folders, each
 * with the preview renders cached in it: storage keeps nothing of a deleted listing.
 */
export async function deleteProperty(ctx: AppContext, propertyId: string): Promise<void> {
  const { images, flyerIds } = await ctx.db.transaction(async (tx) => {
    // First the row lock: a flyer being made of it (which holds FOR KEY SHARE) commits
    // before we list the flyers, so its folder is removed too, not orphaned by the cascade.
    await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    const deletedFlyers = await tx
      .delete(flyers)
      .where(eq(flyers.propertyId, propertyId))
      .returning({ id: flyers.id });
    const deleted = await tx
      .delete(properties)
      .where(eq(properties.id, propertyId))
      .returning({ images: properties.images });
    return {
      images: deleted.flatMap((row) => row.images),
      flyerIds: deletedFlyers.map((f) => f.id),
    };
  });
  // After the delete has committed: a photo is never missing while a row points to it.
  await deletePropertyImages(ctx.storage, images);
  await deleteFlyerFolders(ctx.storage, flyerIds);
}

import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { properties } from '../../db/schema';
import { deletePropertyImages } from './property-images';

/** Deletes the row (views, flyers and messages follow by foreign key), then its photos. */
export async function deleteProperty(ctx: AppContext, propertyId: string): Promise<void> {
  const deleted = await ctx.db
    .delete(properties)
    .where(eq(properties.id, propertyId))
    .returning({ images: properties.images });
  // After the delete has committed: a photo is never missing while a row points to it.
  await deletePropertyImages(
    ctx.storage,
    deleted.flatMap((row) => row.images),
  );
}

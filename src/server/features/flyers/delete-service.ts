// Deleting a flyer: by id and user_id (spec section 7), so another broker's flyer is
// not found (404) and nothing changes; then its storage folder flyers/{id}/ goes, after
// the delete has committed. A flyer whose property the broker can no longer see can
// still be deleted. Property photos it showed by reference are the property's, untouched.
import { and, eq } from 'drizzle-orm';
import { FLYER_MESSAGES } from '#shared/schemas/flyers.ts';
import type { AppContext } from '#server/app-context.ts';
import { flyers } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-errors.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { deleteFlyerFolders } from '#server/lib/media/flyer-images.ts';

export async function deleteOwnFlyer(
  ctx: AppContext,
  viewer: Viewer,
  flyerId: string,
): Promise<void> {
  const [deleted] = await ctx.db
    .delete(flyers)
    .where(and(eq(flyers.id, flyerId), eq(flyers.userId, viewer.id)))
    .returning({ id: flyers.id });
  if (!deleted) throw notFound(FLYER_MESSAGES.notFound);
  await deleteFlyerFolders(ctx.storage, [deleted.id]);
}

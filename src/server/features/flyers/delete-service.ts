// Deleting a flyer: by id and user_id (spec section 7), so another broker's flyer is
// not found (404) and nothing changes; then its storage folder flyers/{id}/ goes, after
// the delete has committed. A flyer whose property the broker can no longer see can
// still be deleted. Property photos it showed by reference are the property's, untouched.
import { and, eq } from 'drizzle-orm';
import { FLYER_MESSAGES } from '../../../shared/schemas/flyers';
import type { AppContext } from '../../app-context';
import { flyers } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import type { Viewer } from '../../lib/viewer';
import { deleteFlyerFolders } from '../../lib/media/flyer-images';

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

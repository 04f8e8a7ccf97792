// 'property_view' (spec section 3): the owner hears that a broker viewed a listing
// (recorded views only: once per broker and day, never the owner's own).
import type { AppContext } from '#server/app-context.ts';
import { notifyUser, raiseSafely } from './notify-users';
import { loadProfileNames } from './profile-names';

export function notifyPropertyViewed(
  ctx: AppContext,
  property: { id: string; userId: string; title: string },
  viewerId: string,
): Promise<void> {
  return raiseSafely(ctx, 'property_view', async () => {
    const names = await loadProfileNames(ctx.db, [viewerId]);
    await notifyUser(ctx, {
      userId: property.userId,
      type: 'property_view',
      content: {
        viewer_id: viewerId,
        viewer_name: names.get(viewerId) ?? '',
        property_id: property.id,
        property_title: property.title,
      },
      entityType: 'properties',
      entityId: property.id,
      actionUrl: `/property/${property.id}`,
    });
  });
}

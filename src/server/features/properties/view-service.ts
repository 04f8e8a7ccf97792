// Property views (spec section 4): once per broker per property per day (India's day),
// never the owner's: signing in again does not count again (issue 17). The unique index
// (property_id, user_id, viewed_on) decides "once"; view_count only
// moves when a row was really inserted, in the same transaction; only then is the
// owner notified.
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import { properties, propertyViews } from '#server/db/schema.ts';
import { notifyPropertyViewed } from '../notifications';
import type { PropertyRow } from './presenter';

export type RecordedView = { recorded: boolean; view_count: number };

export async function recordPropertyView(
  ctx: AppContext,
  property: PropertyRow,
  viewer: { id: string },
): Promise<RecordedView> {
  if (property.userId === viewer.id) return { recorded: false, view_count: property.viewCount };
  const result = await ctx.db.transaction(async (tx): Promise<RecordedView> => {
    const inserted = await tx
      .insert(propertyViews)
      .values({ propertyId: property.id, userId: viewer.id })
      .onConflictDoNothing()
      .returning({ id: propertyViews.id });
    if (inserted.length === 0) {
      const [row] = await tx
        .select({ n: properties.viewCount })
        .from(properties)
        .where(eq(properties.id, property.id));
      return { recorded: false, view_count: row?.n ?? property.viewCount };
    }
    const [row] = await tx
      .update(properties)
      .set({ viewCount: sql`${properties.viewCount} + 1` })
      .where(eq(properties.id, property.id))
      .returning({ n: properties.viewCount });
    return { recorded: true, view_count: row?.n ?? property.viewCount + 1 };
  });
  // Only a view that really counted tells the owner.
  if (result.recorded) await notifyPropertyViewed(ctx, property, viewer.id);
  return result;
}

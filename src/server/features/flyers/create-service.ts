// Making a flyer (spec section 6: "creates flyers for others' properties"). Only a
// property the broker may see (the one visibility rule; otherwise the same 404 as a
// missing one) and not their own (their own listing has its View Flyer page). It
// starts as the property says: its title and price, no description of its own, no
// photos of its own (the page and the editor fall back to the property's).
import { FLYER_MESSAGES } from '../../../shared/schemas/flyers';
import type { AppContext } from '../../app-context';
import { flyers } from '../../db/schema';
import { badRequest, isUniqueViolation, notFound } from '../../lib/http-errors';
import { findVisibleProperty } from '../properties/property-queries';
import type { Viewer } from '../properties/viewer';
import { findOwnVisibleFlyer } from './flyer-queries';
import type { VisibleFlyer } from './presenter';
import { newPublicId } from './public-id';

const PUBLIC_ID_ATTEMPTS = 5;

export async function createFlyer(
  ctx: AppContext,
  viewer: Viewer,
  propertyId: string,
): Promise<VisibleFlyer> {
  const found = await findVisibleProperty(ctx.db, viewer, propertyId);
  if (!found) throw notFound(FLYER_MESSAGES.propertyNotFound, 'property_id');
  const { property } = found;
  if (property.userId === viewer.id) throw badRequest(FLYER_MESSAGES.ownProperty, 'property_id');

  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await ctx.db
        .insert(flyers)
        .values({
          userId: viewer.id,
          propertyId: property.id,
          publicId: newPublicId(),
          title: property.title,
          price: property.price,
        })
        .returning({ id: flyers.id });
      if (!row) throw new Error('insert returned no row');
      const created = await findOwnVisibleFlyer(ctx.db, viewer, row.id);
      if (!created) throw notFound(FLYER_MESSAGES.propertyNotFound, 'property_id');
      return created;
    } catch (error) {
      if (attempt < PUBLIC_ID_ATTEMPTS && isUniqueViolation(error, 'flyers_public_id_key'))
        continue;
      throw error;
    }
  }
}

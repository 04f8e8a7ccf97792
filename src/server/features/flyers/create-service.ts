// Making a flyer (spec section 6: "creates flyers for others' properties"). Only of a
// listing the broker may see (the one visibility rule; otherwise the same 404 as a
// missing one), not their own (their own listing has its View Flyer page), and only
// while its owner allows client flyers (403 `flyers_off`, decision 023).
//
// A flyer exists once its broker saves it (decision 023): the editor starts from a draft
// that is only read (`flyerDraftOf`), and its first Save posts the whole form here. A
// JSON call with just the property makes one that starts as the property says.
//
// The property is re-read in the insert's transaction FOR KEY SHARE: a delete of the
// listing either waits for the flyer (and then removes it with the listing) or has
// already happened, which is a 404, never a foreign-key error.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { FLYER_MESSAGES, FLYERS_OFF_ERROR, type FlyerDraft } from '#shared/schemas/flyers.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { flyers, properties } from '#server/db/schema.ts';
import {
  HttpError,
  badRequest,
  isForeignKeyViolation,
  notFound,
} from '#server/lib/http-errors.ts';
import { processUploads } from '#server/lib/media/photo-form.ts';
import type { PropertyRow } from '../properties';
import { findVisibleProperty } from '../properties';
import type { Viewer } from '#server/lib/viewer.ts';
import { visibleTo } from '../properties';
import { priceColumns, textColumns } from './flyer-columns';
import type { FlyerFields } from './flyer-form';
import { assertImageCount, assertKeepable, uniqueInOrder } from './flyer-image-rules';
import { recordOrDiscard, storeFlyerImages } from '#server/lib/media/flyer-images.ts';
import { findOwnVisibleFlyer } from './flyer-queries';
import { presentFlyerProperty, type VisibleFlyer } from './presenter';
import { withFreshPublicId } from '#server/lib/public-id.ts';

const propertyGone = () => notFound(FLYER_MESSAGES.propertyNotFound, 'property_id');
const flyersOff = () =>
  new HttpError(403, FLYERS_OFF_ERROR, FLYER_MESSAGES.flyersOff, 'property_id');

/** Why this viewer may not make a flyer of this listing, or nothing when they may. */
function refusal(viewer: Viewer, property: Pick<PropertyRow, 'userId' | 'allowFlyers'>) {
  if (property.userId === viewer.id) return badRequest(FLYER_MESSAGES.ownProperty, 'property_id');
  if (!property.allowFlyers) return flyersOff();
  return undefined;
}

/** The listing a flyer may be made of: 404 hidden or missing, 400 own, 403 flyers off. */
export async function loadFlyerSource(
  q: Queryable,
  viewer: Viewer,
  propertyId: string,
): Promise<PropertyRow> {
  const found = await findVisibleProperty(q, viewer, propertyId);
  if (!found) throw propertyGone();
  const refused = refusal(viewer, found.property);
  if (refused) throw refused;
  return found.property;
}

/** GET /api/flyers/draft/:propertyId: what the editor shows before the first save. */
export async function flyerDraftOf(
  q: Queryable,
  viewer: Viewer,
  propertyId: string,
): Promise<FlyerDraft> {
  const property = await loadFlyerSource(q, viewer, propertyId);
  const start = startingRow(viewer, property);
  return {
    property_id: property.id,
    title: start.title,
    description: start.description,
    price: start.price,
    custom_price_text: start.customPriceText,
    price_mode: 'standard',
    images: start.images,
    property: presentFlyerProperty(property),
  };
}

/** A new flyer starts as the property says: its title and price, nothing of its own. */
function startingRow(viewer: Viewer, property: PropertyRow) {
  return {
    userId: viewer.id,
    propertyId: property.id,
    publicId: '',
    title: property.title,
    description: null,
    price: property.price,
    customPriceText: null,
    images: [] as string[],
  };
}

export type NewFlyer = {
  propertyId: string;
  /** The editor's fields and new photos (the first save); absent: start as the property. */
  form?: { fields: FlyerFields; uploads: Buffer[] };
};

export async function createFlyer(
  ctx: AppContext,
  viewer: Viewer,
  { propertyId, form }: NewFlyer,
): Promise<VisibleFlyer> {
  const property = await loadFlyerSource(ctx.db, viewer, propertyId);
  const flyerId = randomUUID();
  const row = startingRow(viewer, property);
  let keep: string[] = [];
  let columns = {};
  let stored = { urls: [] as string[], folders: [] as string[] };
  if (form) {
    // Everything refusable first: a new flyer may keep only the property's photos.
    keep = uniqueInOrder(form.fields.keep_images);
    assertKeepable(keep, [], property);
    assertImageCount(keep.length + form.uploads.length);
    const images = await processUploads(form.uploads);
    columns = { ...textColumns(form.fields), ...priceColumns(form.fields) };
    stored = await storeFlyerImages(ctx.storage, flyerId, images);
  }

  await recordOrDiscard(ctx.storage, stored, async () => {
    try {
      await withFreshPublicId('flyers_public_id_key', (publicId) =>
        ctx.db.transaction(async (tx) => {
          const [locked] = await tx
            .select({ userId: properties.userId, allowFlyers: properties.allowFlyers })
            .from(properties)
            .where(and(eq(properties.id, property.id), visibleTo(viewer)))
            .for('key share');
          if (!locked) throw propertyGone();
          const refused = refusal(viewer, locked);
          if (refused) throw refused;
          await tx.insert(flyers).values({
            ...row,
            ...columns,
            id: flyerId,
            publicId,
            images: [...keep, ...stored.urls],
          });
        }),
      );
    } catch (error) {
      // The lock makes this unreachable; should a delete still win, it is a 404.
      if (isForeignKeyViolation(error)) throw propertyGone();
      throw error;
    }
  });

  const created = await findOwnVisibleFlyer(ctx.db, viewer, flyerId);
  if (!created) throw propertyGone();
  return created;
}

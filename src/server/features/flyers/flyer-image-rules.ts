// What a flyer's photo list may hold, for the first save and every later one: at most
// five, and only photos the flyer shows now or the property's current photos (kept by
// reference, never copied). Anything else is refused before a file is written.
import { FLYER_IMAGES_MAX } from '#shared/constants.ts';
import { FLYER_MESSAGES } from '#shared/schemas/flyers.ts';
import { badRequest } from '#server/lib/http-errors.ts';
import { IMAGES_FIELD } from '#server/lib/media/photo-form.ts';
import { shownFlyerImages, type FlyerPropertyRow } from './presenter';

/**
 * A kept photo must be one the flyer shows now (its own, or a property photo it
 * references that the property still has) or one of the property's current photos
 * (the editor starts from those).
 */
export function assertKeepable(
  keep: readonly string[],
  flyerImages: readonly string[],
  property: Pick<FlyerPropertyRow, 'images'>,
): void {
  const flyerShown = shownFlyerImages(flyerImages, property);
  const unknown = keep.find((url) => !flyerShown.includes(url) && !property.images.includes(url));
  if (unknown !== undefined) throw badRequest(FLYER_MESSAGES.unknownImage, 'keep_images');
}

export function assertImageCount(total: number): void {
  if (total > FLYER_IMAGES_MAX) throw badRequest(FLYER_MESSAGES.tooManyImages, IMAGES_FIELD);
}

export const uniqueInOrder = (urls: readonly string[]): string[] => [...new Set(urls)];

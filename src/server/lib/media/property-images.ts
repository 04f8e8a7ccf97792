// Where a property's photos live: property_images/<random 128-bit folder>/full.webp,
// medium.webp and thumb.webp (the layout is image-folders.ts, shared with flyers).
import type { PropertyImage } from './images';
import {
  deleteImageFolders,
  foldersOfImageUrls,
  imageUrlPattern,
  recordOrDiscard,
  storeImageFolders,
  renditionUrlFor,
  thumbnailUrlFor,
  type StoredImages,
} from './image-folders';
import type { Storage } from '../storage';

export { recordOrDiscard, type StoredImages };

const BUCKET = 'property_images';
const URL_PATTERN = imageUrlPattern(BUCKET);

/** Writes each processed photo to a new folder; on any failure removes what it wrote. */
export function storePropertyImages(
  storage: Storage,
  images: readonly PropertyImage[],
): Promise<StoredImages> {
  return storeImageFolders(storage, BUCKET, images);
}

/** Removes the photos behind these URLs; URLs we did not issue are ignored. */
export async function deletePropertyImages(
  storage: Storage,
  urls: readonly string[],
): Promise<void> {
  await deleteImageFolders(storage, foldersOfImageUrls(URL_PATTERN, urls));
}

/** True for the URL of a photo stored for a property. */
export const isPropertyImageUrl = (url: string): boolean => URL_PATTERN.test(url);

/** The thumbnail of a photo we stored; other URLs have none and stand for themselves. */
export function thumbnailUrlOf(imageUrl: string): string {
  return thumbnailUrlFor(URL_PATTERN, imageUrl);
}

/** The 800 px rendition of a photo we stored (phones); other URLs stand for themselves. */
export function mediumUrlOf(imageUrl: string): string {
  return renditionUrlFor(URL_PATTERN, imageUrl, 'medium');
}

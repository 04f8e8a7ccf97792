// Where a flyer's own photos live: flyers/{flyer id}/<random 128-bit folder>/full.webp
// and thumb.webp (spec section 7: storage folder flyers/{id}), so deleting a flyer is
// one prefix removal. A flyer may also show its property's photos by reference (the
// editor starts from them); those belong to the property and are never deleted here.
import type { PropertyImage } from './images';
import {
  deleteImageFolders,
  foldersOfImageUrls,
  imageUrlPattern,
  recordOrDiscard,
  storeImageFolders,
  type StoredImages,
} from './image-folders';
import type { Storage } from '../storage';

export { recordOrDiscard };

const folderOf = (flyerId: string) => `flyers/${flyerId}`;

export function storeFlyerImages(
  storage: Storage,
  flyerId: string,
  images: readonly PropertyImage[],
): Promise<StoredImages> {
  return storeImageFolders(storage, folderOf(flyerId), images);
}

/** Removes the flyer's own photos among `urls`; any other URL is left alone. */
export async function deleteFlyerImages(
  storage: Storage,
  flyerId: string,
  urls: readonly string[],
): Promise<void> {
  await deleteImageFolders(storage, foldersOfImageUrls(imageUrlPattern(folderOf(flyerId)), urls));
}

/** Removes every file of these flyers (their whole flyers/{id}/ folders). */
export async function deleteFlyerFolders(
  storage: Storage,
  flyerIds: readonly string[],
): Promise<void> {
  await deleteImageFolders(storage, flyerIds.map(folderOf));
}

// Where a flyer's own photos live: flyers/{flyer id}/<random 128-bit folder>/full.webp
// and thumb.webp (spec section 7: storage folder flyers/{id}), so deleting a flyer is
// one prefix removal. A flyer may also show its property's photos by reference (the
// editor starts from them); those belong to the property and are never deleted here.
import type { PropertyImage } from './images';
import { recordOrDiscard, rowImageFolders, type StoredImages } from './image-folders';
import type { Storage } from '../storage';

export { recordOrDiscard };

const folders = rowImageFolders('flyers');

export function storeFlyerImages(
  storage: Storage,
  flyerId: string,
  images: readonly PropertyImage[],
): Promise<StoredImages> {
  return folders.store(storage, flyerId, images);
}

/** Removes the flyer's own photos among `urls`; any other URL is left alone. */
export function deleteFlyerImages(
  storage: Storage,
  flyerId: string,
  urls: readonly string[],
): Promise<void> {
  return folders.deleteUrls(storage, flyerId, urls);
}

/** Removes every file of these flyers (their whole flyers/{id}/ folders). */
export function deleteFlyerFolders(storage: Storage, flyerIds: readonly string[]): Promise<void> {
  return folders.deleteRows(storage, flyerIds);
}

// Where a property's photos live: one random 128-bit folder per photo holding
// full.webp and thumb.webp. The folder name is the only secret in the URL, so it is
// unguessable; the row stores the full-size URLs in order.
import { randomBytes } from 'node:crypto';
import type { PropertyImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { mediaUrlOf } from '../../lib/media-urls';

const BUCKET = 'property_images';
const FULL = 'full.webp';
const THUMB = 'thumb.webp';
const URL_PATTERN = new RegExp(`^/media/(${BUCKET}/[0-9a-f]{32})/${FULL.replace('.', '\\.')}$`);

export type StoredImages = { urls: string[]; folders: string[] };

/** Writes each processed photo to a new folder; on any failure removes what it wrote. */
export async function storePropertyImages(
  storage: Storage,
  images: readonly PropertyImage[],
): Promise<StoredImages> {
  const stored: StoredImages = { urls: [], folders: [] };
  try {
    for (const image of images) {
      const folder = `${BUCKET}/${randomBytes(16).toString('hex')}`;
      stored.folders.push(folder);
      await storage.put(`${folder}/${FULL}`, image.full, 'image/webp');
      await storage.put(`${folder}/${THUMB}`, image.thumb, 'image/webp');
      stored.urls.push(mediaUrlOf(`${folder}/${FULL}`));
    }
  } catch (error) {
    await deleteImageFolders(storage, stored.folders);
    throw error;
  }
  return stored;
}

/** Removes the photos behind these URLs (or folders); URLs we did not issue are ignored. */
export async function deletePropertyImages(
  storage: Storage,
  urls: readonly string[],
): Promise<void> {
  await deleteImageFolders(
    storage,
    urls.map(folderOfImageUrl).filter((f): f is string => f !== null),
  );
}

export async function deleteImageFolders(
  storage: Storage,
  folders: readonly string[],
): Promise<void> {
  // Best effort, each on its own: a leftover file is harmless (its URL is gone from
  // every row), a failed request because of cleanup is not.
  await Promise.allSettled(folders.map((folder) => storage.deletePrefix(`${folder}/`)));
}

/** The thumbnail of a photo we stored; other URLs have none and stand for themselves. */
export function thumbnailUrlOf(imageUrl: string): string {
  const folder = folderOfImageUrl(imageUrl);
  return folder ? mediaUrlOf(`${folder}/${THUMB}`) : imageUrl;
}

function folderOfImageUrl(url: string): string | null {
  return URL_PATTERN.exec(url)?.[1] ?? null;
}

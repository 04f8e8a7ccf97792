// How uploaded photos are laid out in storage: one random 128-bit folder per photo,
// holding full.webp, medium.webp and thumb.webp, under a parent chosen by the feature
// ('property_images', 'flyers/<flyer id>'). The random folder name is the only secret
// in the URL (decision 006); rows store the full-size URLs in order.
import { randomBytes } from 'node:crypto';
import type { PropertyImage } from './images';
import { mediaUrlOf } from './media-urls';
import type { Storage } from '../storage';

const FULL = 'full.webp';
const RENDITION_FILES = { medium: 'medium.webp', thumb: 'thumb.webp' } as const;
export type Rendition = keyof typeof RENDITION_FILES;

export type StoredImages = { urls: string[]; folders: string[] };

/** Writes each processed photo to a new folder under `parent`; on any failure removes what it wrote. */
export async function storeImageFolders(
  storage: Storage,
  parent: string,
  images: readonly PropertyImage[],
): Promise<StoredImages> {
  const stored: StoredImages = { urls: [], folders: [] };
  try {
    for (const image of images) {
      const folder = `${parent}/${randomBytes(16).toString('hex')}`;
      stored.folders.push(folder);
      await storage.put(`${folder}/${FULL}`, image.full, 'image/webp');
      await storage.put(`${folder}/${RENDITION_FILES.medium}`, image.medium, 'image/webp');
      await storage.put(`${folder}/${RENDITION_FILES.thumb}`, image.thumb, 'image/webp');
      stored.urls.push(mediaUrlOf(`${folder}/${FULL}`));
    }
  } catch (error) {
    await deleteImageFolders(storage, stored.folders);
    throw error;
  }
  return stored;
}

/**
 * `record()`, the database write that points rows at photos (or any files stored a folder
 * each, as a brochure is) just stored; should it fail,
 * those folders are deleted again (no row will ever point at them) and the error goes on.
 */
export async function recordOrDiscard<T>(
  storage: Storage,
  stored: { folders: readonly string[] },
  record: () => Promise<T>,
): Promise<T> {
  try {
    return await record();
  } catch (error) {
    await deleteImageFolders(storage, stored.folders);
    throw error;
  }
}

export async function deleteImageFolders(
  storage: Storage,
  folders: readonly string[],
): Promise<void> {
  // Best effort, each on its own: a leftover file is harmless (its URL is gone from
  // every row), a failed request because of cleanup is not.
  await Promise.allSettled(folders.map((folder) => storage.deletePrefix(`${folder}/`)));
}

/** Matches the full-size URLs of photos stored under `parent`, capturing their folder. */
export function imageUrlPattern(parent: string): RegExp {
  const escaped = parent.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^/media/(${escaped}/[0-9a-f]{32})/full\\.webp$`);
}

/** The folders behind those of `urls` that match `pattern`; other URLs are ignored. */
export function foldersOfImageUrls(pattern: RegExp, urls: readonly string[]): string[] {
  return urls.map((url) => pattern.exec(url)?.[1]).filter((f): f is string => f !== undefined);
}

/** A smaller rendition of a photo whose URL matches `pattern`; other URLs stand for themselves. */
export function renditionUrlFor(pattern: RegExp, imageUrl: string, rendition: Rendition): string {
  const folder = pattern.exec(imageUrl)?.[1];
  return folder ? mediaUrlOf(`${folder}/${RENDITION_FILES[rendition]}`) : imageUrl;
}

export const thumbnailUrlFor = (pattern: RegExp, imageUrl: string): string =>
  renditionUrlFor(pattern, imageUrl, 'thumb');

/**
 * Photos kept under one folder per row that owns them (`flyers/<id>`, `projects/<id>`):
 * removing the row's files is one prefix removal, and removing some of its photos only
 * ever touches that row's folder, whatever URLs a request names.
 */
export function rowImageFolders(bucket: string) {
  const folderOf = (rowId: string) => `${bucket}/${rowId}`;
  return {
    folderOf,
    /** Writes each processed photo to a new folder under the row's; on any failure removes what it wrote. */
    store: (storage: Storage, rowId: string, images: readonly PropertyImage[]): Promise<StoredImages> =>
      storeImageFolders(storage, folderOf(rowId), images),
    /** Removes the row's own photos among `urls`; any other URL is left alone. */
    deleteUrls: (storage: Storage, rowId: string, urls: readonly string[]): Promise<void> =>
      deleteImageFolders(storage, foldersOfImageUrls(imageUrlPattern(folderOf(rowId)), urls)),
    /** Removes every file of these rows (their whole folders). */
    deleteRows: (storage: Storage, rowIds: readonly string[]): Promise<void> =>
      deleteImageFolders(storage, rowIds.map(folderOf)),
  };
}

// Where a post's image lives: social_post_images/<random 128-bit folder>/full.webp. The
// folder name is the only secret in the URL, so it is unguessable (decision 006).
import { randomBytes } from 'node:crypto';
import { mediaUrlOf } from './media-urls';
import type { Storage } from '../storage';

const BUCKET = 'social_post_images';
const FILE = 'image.webp';
const URL_PATTERN = new RegExp(`^/media/(${BUCKET}/[0-9a-f]{32})/image\\.webp$`);

export type StoredPostImage = { url: string; folder: string };

/** Writes the re-encoded image; on failure removes what it wrote. */
export async function storePostImage(storage: Storage, webp: Buffer): Promise<StoredPostImage> {
  const folder = `${BUCKET}/${randomBytes(16).toString('hex')}`;
  try {
    await storage.put(`${folder}/${FILE}`, webp, 'image/webp');
  } catch (error) {
    await removeFolder(storage, folder);
    throw error;
  }
  return { url: mediaUrlOf(`${folder}/${FILE}`), folder };
}

/** Removes the image behind a URL we issued; other URLs (and null) are ignored. */
export async function deletePostImage(storage: Storage, url: string | null): Promise<void> {
  const folder = url ? URL_PATTERN.exec(url)?.[1] : undefined;
  if (folder) await removeFolder(storage, folder);
}

export async function removeFolder(storage: Storage, folder: string): Promise<void> {
  // Best effort: a leftover file is harmless (no row points at it), a failed request
  // because of cleanup is not.
  await storage.deletePrefix(`${folder}/`).catch(() => undefined);
}

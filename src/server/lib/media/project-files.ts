// Where a project's files live: everything under projects/{project id}/, so deleting a
// project (or its marketer's account) is one prefix removal per project. Photos go
// through the listings' pipeline into a random 128-bit folder each
// (projects/{id}/<random>/full.webp, medium.webp, thumb.webp; image-folders.ts); the
// brochure is projects/{id}/brochure/<random>/brochure.pdf, a new folder per upload so a
// replacement never overwrites the file a reader may be downloading.
import { randomBytes } from 'node:crypto';
import { deleteImageFolders, rowImageFolders } from './image-folders';
import { mediaUrlOf, storageKeyOfUrl } from './media-urls';
import type { Storage } from '../storage';

const folders = rowImageFolders('projects');

export const storeProjectImages = folders.store;
/** Removes the project's own photos among `urls`; any other URL is left alone. */
export const deleteProjectImages = folders.deleteUrls;
/** Removes every file of these projects: photos with their renditions, and brochures. */
export const deleteProjectFolders = folders.deleteRows;

export type StoredBrochure = { url: string; key: string; folders: string[] };

/**
 * Writes the brochure to a new folder of the project's. The URL is a storage location
 * (mapped back by storageKeyOfUrl), not an address anyone opens: /media serves photos
 * only, and the brochure is downloaded through the project's own route.
 */
export async function storeProjectBrochure(
  storage: Storage,
  projectId: string,
  pdf: Buffer,
): Promise<StoredBrochure> {
  const folder = `${folders.folderOf(projectId)}/brochure/${randomBytes(16).toString('hex')}`;
  const key = `${folder}/brochure.pdf`;
  try {
    await storage.put(key, pdf, 'application/pdf');
  } catch (error) {
    await deleteImageFolders(storage, [folder]);
    throw error;
  }
  return { url: mediaUrlOf(key), key, folders: [folder] };
}

/** The storage key of a brochure URL we stored for this project, or null. */
export function brochureKeyOf(projectId: string, url: string | null): string | null {
  const key = url ? storageKeyOfUrl(url) : null;
  const pattern = new RegExp(`^projects/${projectId}/brochure/[0-9a-f]{32}/brochure\\.pdf$`);
  return key && pattern.test(key) ? key : null;
}

/** Removes a brochure this project stored (its folder); anything else is ignored. */
export async function deleteProjectBrochure(
  storage: Storage,
  projectId: string,
  url: string | null,
): Promise<void> {
  const key = brochureKeyOf(projectId, url);
  if (key) await deleteImageFolders(storage, [key.slice(0, key.lastIndexOf('/'))]);
}

/** A PDF starts with '%PDF-' (the header every reader looks for); the name and declared type count for nothing. */
export const isPdf = (data: Buffer): boolean =>
  data.subarray(0, 5).toString('latin1') === '%PDF-';

const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069"\\/]/gu;

/**
 * The name a brochure is downloaded under: the uploaded file's name without any folder
 * part, control or direction-override characters, at most `max` characters, ending in
 * .pdf; 'brochure.pdf' when nothing is left.
 */
export function brochureFileName(uploaded: string, max: number): string {
  const base = uploaded.split(/[/\\]/).pop() ?? '';
  // Tabs and line breaks become spaces first; other control characters just go.
  let name = base.replace(/\s+/g, ' ').replace(UNSAFE_NAME_CHARACTERS, '').trim();
  if (!/\.pdf$/i.test(name)) name = `${name}.pdf`;
  if (name.length > max) name = `${name.slice(0, max - 4).trimEnd()}.pdf`;
  return name === '.pdf' ? 'brochure.pdf' : name;
}

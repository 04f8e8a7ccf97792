// Stored files are served at /media/<storage key>; these map one to the other.
import { isSafeStorageKey } from '../storage';

export const MEDIA_URL_PREFIX = '/media/';

export const mediaUrlOf = (key: string): string => `${MEDIA_URL_PREFIX}${key}`;

/** The storage key behind a /media/ URL we issued, or null for anything else. */
export function storageKeyOfUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return isSafeStorageKey(key) ? key : null;
}

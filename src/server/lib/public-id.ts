// The id in a public link (a flyer's /flyer/{public_id}/{slug}, a broker's project page
// /p/{public_id}): 12 base62 characters from the system's CSPRNG, about 71 bits, so links
// are short enough to paste into a chat and cannot be guessed or enumerated. Each table's
// unique index settles the (astronomically rare) collision; its writer retries with a
// fresh id, at most PUBLIC_ID_ATTEMPTS times.
import { randomInt } from 'node:crypto';
import { isUniqueViolation } from './http-errors';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const PUBLIC_ID_LENGTH = 12;
export const PUBLIC_ID_ATTEMPTS = 5;

export function newPublicId(): string {
  let id = '';
  for (let i = 0; i < PUBLIC_ID_LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/**
 * Runs `write` (one statement or a whole transaction) with a fresh id until the id is not
 * taken: a unique violation of `uniqueIndex` draws another, at most PUBLIC_ID_ATTEMPTS times;
 * any other error is the caller's.
 */
export async function withFreshPublicId<T>(
  uniqueIndex: string,
  write: (publicId: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newPublicId());
    } catch (error) {
      if (attempt < PUBLIC_ID_ATTEMPTS && isUniqueViolation(error, uniqueIndex)) continue;
      throw error;
    }
  }
}

// The id in a public link (a flyer's /flyer/{public_id}/{slug}, a broker's project page
// /p/{public_id}): 12 base62 characters from the system's CSPRNG, about 71 bits, so links
// are short enough to paste into a chat and cannot be guessed or enumerated. Each table's
// unique index settles the (astronomically rare) collision; its writer retries with a
// fresh id, at most PUBLIC_ID_ATTEMPTS times.
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const PUBLIC_ID_LENGTH = 12;
export const PUBLIC_ID_ATTEMPTS = 5;

export function newPublicId(): string {
  let id = '';
  for (let i = 0; i < PUBLIC_ID_LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

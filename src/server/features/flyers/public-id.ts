// The id in a flyer's public link (/flyer/{public_id}/{slug}): 12 base62 characters from
// the system's CSPRNG, about 71 bits, so links are short enough to paste into a chat
// and cannot be guessed or enumerated. The unique index settles the (astronomically
// rare) collision; create-service retries with a fresh id.
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const PUBLIC_ID_LENGTH = 12;

export function newPublicId(): string {
  let id = '';
  for (let i = 0; i < PUBLIC_ID_LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

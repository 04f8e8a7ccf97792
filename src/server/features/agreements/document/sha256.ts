import { createHash } from 'node:crypto';

/** SHA-256 as 64 lower-case hex digits; a string is hashed as its UTF-8 bytes. */
export function sha256Hex(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

// Invitation codes (spec section 5): 6 characters from A-Z and 2-9 without the
// look-alikes I, O, 0 and 1, so a code read aloud or off a phone screen survives.
import { INVITE_CODE_LENGTH } from './constants';

export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** What the landing page and the server compare: trimmed and upper-cased. */
export function normalizeInviteCode(input: string): string {
  return input.trim().toUpperCase();
}

/** `randomInt(n)` returns a uniform integer in [0, n); injected so tests can pin it. */
export function generateInviteCode(randomInt: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

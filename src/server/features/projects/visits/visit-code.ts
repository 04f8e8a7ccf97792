// A slip's code: 10 characters of a 31-letter alphabet without look-alikes (about 49 bits
// from the system's CSPRNG): unguessable, and typeable by a marketer reading a phone screen.
import { randomInt } from 'node:crypto';
import { VISIT_CODE_ALPHABET, VISIT_CODE_LENGTH } from '#shared/schemas/project-visits.ts';

export function newVisitCode(): string {
  let code = '';
  for (let i = 0; i < VISIT_CODE_LENGTH; i++)
    code += VISIT_CODE_ALPHABET[randomInt(VISIT_CODE_ALPHABET.length)];
  return code;
}

import { describe, expect, it } from 'vitest';
import {
  founderCodeErrorMessage,
  INVITE_CODE_MESSAGES,
  validateInvitationInputSchema,
} from './invitations';

describe('invitation code input', () => {
  it('trims and upper-cases the code', () => {
    expect(validateInvitationInputSchema.parse({ code: '  abc234 ' })).toEqual({ code: 'ABC234' });
  });

  it("refuses an empty code with the spec's message", () => {
    for (const input of [{}, { code: '' }, { code: '   ' }, { code: 7 }]) {
      const result = validateInvitationInputSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter an invitation code');
    }
    expect(INVITE_CODE_MESSAGES.empty).toBe('Please enter an invitation code');
  });

  it('refuses unknown fields', () => {
    expect(validateInvitationInputSchema.safeParse({ code: 'ABC234', extra: 1 }).success).toBe(
      false,
    );
  });

  it("words the founders' code error with the code", () => {
    expect(founderCodeErrorMessage('WELCOME')).toBe('Error processing WELCOME code');
  });
});

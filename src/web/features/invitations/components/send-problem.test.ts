import { describe, expect, it } from 'vitest';
import { INVITE_MESSAGES } from '#shared/schemas/invitations.ts';
import { ApiError, NetworkError } from '#web/lib/api-client.ts';
import { describeSendProblem } from './send-problem';

describe('describeSendProblem', () => {
  it('maps the provider refusals to the amber banners with steps', () => {
    const activation = describeSendProblem(new ApiError(502, 'x', 'mail_account_inactive'));
    expect(activation).toMatchObject({
      kind: 'banner',
      banner: { tone: 'amber', title: 'Account activation required' },
      toast: { type: 'warning', title: 'Account activation required' },
    });
    const domain = describeSendProblem(new ApiError(502, 'x', 'mail_domain_unverified'));
    expect(domain).toMatchObject({
      kind: 'banner',
      banner: { tone: 'amber', title: 'Domain Verification Issue' },
      toast: { title: 'Domain Verification Issue' },
    });
    expect(domain.kind === 'banner' && domain.banner.steps?.length).toBe(3);
  });

  it("falls back to 'Please try again later.' when nothing better is known", () => {
    for (const error of [
      new Error('boom'),
      new ApiError(502, '', 'mail_failed'),
      new ApiError(500, '', 'internal'),
    ]) {
      expect(describeSendProblem(error)).toEqual({
        kind: 'banner',
        banner: {
          tone: 'red',
          title: 'Error Sending Invitation',
          description: 'Please try again later.',
        },
        toast: {
          type: 'error',
          title: 'Failed to send invitation',
          description: 'Please try again later.',
        },
      });
    }
    expect(describeSendProblem(new NetworkError())).toMatchObject({
      banner: { description: 'Network error. Check your connection and try again.' },
    });
  });

  it('puts field errors on their field; a field the form lacks goes to the banner', () => {
    expect(
      describeSendProblem(
        new ApiError(
          400,
          'Enter a 10-digit WhatsApp number, no spaces',
          'validation_failed',
          'phone',
        ),
      ),
    ).toEqual({
      kind: 'field',
      field: 'phone',
      message: 'Enter a 10-digit WhatsApp number, no spaces',
    });
    expect(
      describeSendProblem(
        new ApiError(409, INVITE_MESSAGES.alreadyMember, 'already_member', 'email'),
      ),
    ).toMatchObject({
      kind: 'field',
      field: 'email',
      toast: { type: 'info', title: INVITE_MESSAGES.alreadyMember },
    });
    expect(
      describeSendProblem(new ApiError(400, 'Unrecognized key', 'validation_failed', 'extra')),
    ).toMatchObject({
      kind: 'banner',
      banner: { description: 'Unrecognized key' },
    });
  });
});

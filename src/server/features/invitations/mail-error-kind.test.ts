import { describe, expect, it } from 'vitest';
import { classifyMailError, type MailErrorKind } from './mail-error-kind';

/** The shape nodemailer gives an SMTP refusal. */
const smtpError = (responseCode: number, response: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`Message failed: ${response}`), {
    code: 'EMESSAGE',
    responseCode,
    response,
    ...extra,
  });

describe('classifyMailError', () => {
  const cases: Array<[string, unknown, MailErrorKind]> = [
    ['test mode', smtpError(550, '550 Account in test mode'), 'activation'],
    [
      'testing emails only',
      smtpError(450, '450 You can only send testing emails to your own email address'),
      'activation',
    ],
    ['not activated', smtpError(554, '554 5.7.1 Your account is not activated'), 'activation'],
    ['not yet active', smtpError(535, '535 Account is not active'), 'activation'],
    [
      'sandbox',
      smtpError(554, '554 Sandbox accounts may only send to authorized recipients'),
      'activation',
    ],
    ['domain not verified', smtpError(550, '550 The example.com domain is not verified'), 'domain'],
    ['verify your domain', smtpError(553, '553 Please verify your domain first'), 'domain'],
    [
      'unverified sender',
      smtpError(554, '554 Message rejected: Email address is unverified'),
      'domain',
    ],
    ['sender domain not allowed', smtpError(550, '550 Sender domain is not allowed'), 'domain'],
    [
      'verification words on a temporary reply',
      smtpError(451, '451 Domain not verified yet, try later'),
      'other',
    ],
    [
      'recipient domain missing',
      smtpError(550, '550 5.1.2 Recipient domain does not exist'),
      'other',
    ],
    ['mailbox missing', smtpError(550, '550 5.1.1 Mailbox does not exist'), 'other'],
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' }),
      'other',
    ],
    [
      'timeout',
      Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }),
      'other',
    ],
    ['not an error at all', 'boom', 'other'],
    [
      'every recipient refused (the reason is on rejectedErrors)',
      Object.assign(new Error("Can't send mail - all recipients were rejected"), {
        code: 'EENVELOPE',
        rejectedErrors: [smtpError(550, '550 Sender domain not verified')],
      }),
      'domain',
    ],
  ];
  it.each(cases)('%s', (_what, error, kind) => {
    expect(classifyMailError(error)).toBe(kind);
  });
});

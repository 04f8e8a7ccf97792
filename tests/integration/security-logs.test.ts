// What the logs must never hold (issue 10): after a whole account journey (sign-up,
// sign-in, refresh, TOTP enrol and verify, password reset, password change,
// invitation send, and their failures) the captured log has no password, access or
// refresh token, TOTP secret or code, or reset token. Mail goes to a real SMTP peer,
// as in production (without SMTP_URL a local install logs mail links on purpose,
// lib/mail.ts). The logger is the app's own configuration (LOG_REDACT_PATHS) at info.
import { Writable } from 'node:stream';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import {
  bearer,
  createTestApp,
  refreshCookieOf,
  signUpThroughApi,
  type TestApp,
} from '../helpers/test-app';
import { refreshCookieHeader, waitFor, type AuthBody } from '../helpers/test-utils';

function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, stream };
}

/** Every secret that appears in the log, by name (empty when none leaks). */
function leaks(lines: readonly string[], secrets: ReadonlyMap<string, string>): string[] {
  const text = lines.join('\n');
  return [...secrets]
    .filter(([, value]) => value.length >= 6 && text.includes(value))
    .map(([name]) => name);
}

describe('the log of an account journey', () => {
  const log = logCapture();
  const secrets = new Map<string, string>();
  let smtp: SmtpPeer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ SMTP_URL: smtp.url }, { logStream: log.stream });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const keep = (name: string, value: string | undefined) => {
    expect(value, name).toBeTruthy();
    secrets.set(`${name} #${secrets.size + 1}`, value ?? '');
  };
  const keepSession = (
    name: string,
    res: { json<T>(): T; cookies: Array<{ name: string; value: string }> },
  ) => {
    keep(`${name} access token`, res.json<AuthBody>().session.access_token);
    keep(`${name} refresh token`, res.cookies.find((c) => c.name === 'bc_refresh')?.value);
  };

  it('holds none of its secrets', async () => {
    const password = 'journey first password';
    keep('sign-up password', password);
    const broker = await signUpThroughApi(t, { password });
    keep('sign-up access token', broker.accessToken);
    keep('sign-up refresh token', broker.refreshCookie);

    // A weak password refused at sign-up, and a wrong one at sign-in.
    keep('weak password', 'short1');
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'X', email: 'weak@example.com', password: 'short1', invite_code: 'ZZZZZZ' },
    });
    expect(weak.statusCode).toBe(400);
    keep('wrong password', 'not the journey password');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: broker.email, password: 'not the journey password' },
    });
    expect(wrong.statusCode).toBe(401);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: broker.email, password },
    });
    expect(signIn.statusCode).toBe(200);
    keepSession('sign-in', signIn);

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(refreshCookieOf(signIn)),
    });
    expect(refreshed.statusCode).toBe(200);
    keepSession('refresh', refreshed);
    // The rotated token again: refused (reuse), which revokes the family.
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(refreshCookieOf(signIn)),
    });
    expect(reused.statusCode).toBe(401);
    // The refresh token presented as an access token.
    const misused = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: bearer(refreshCookieOf(refreshed)),
    });
    expect(misused.statusCode).toBe(401);

    // TOTP: enrol, a wrong code, then the right one.
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/auth/factors',
      headers: bearer(broker.accessToken),
      payload: { current_password: password, factor_type: 'totp', friendly_name: 'Phone app' },
    });
    expect(enrol.statusCode).toBe(200);
    const factor = enrol.json<{ id: string; totp: { secret: string; uri: string } }>();
    keep('TOTP secret', factor.totp.secret);
    keep('TOTP uri', factor.totp.uri);
    const challenge = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/auth/factors/${factor.id}/challenge`,
          headers: bearer(broker.accessToken),
        })
      ).json<{ id: string }>().id;
    const code = await generate({ secret: factor.totp.secret });
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrongVerify = await t.app.inject({
      method: 'POST',
      url: `/api/auth/factors/${factor.id}/verify`,
      headers: bearer(broker.accessToken),
      payload: { challenge_id: await challenge(), code: wrongCode },
    });
    expect(wrongVerify.statusCode).toBe(400);
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/auth/factors/${factor.id}/verify`,
      headers: bearer(broker.accessToken),
      payload: { challenge_id: await challenge(), code },
    });
    expect(verified.statusCode).toBe(200);
    keepSession('aal2', verified);
    const aal2Token = verified.json<AuthBody>().session.access_token;
    // Six digits could turn up anywhere in a log line; quoted, they are the code itself.
    secrets.set('TOTP code (quoted)', `"${code}"`);

    // Invitation send, over SMTP.
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: bearer(aal2Token),
      payload: { email: 'invitee-journey@example.com', message: 'Join my network' },
    });
    expect(invite.statusCode, invite.body).toBe(201);

    // Password change while signed in.
    const changed = 'journey second password';
    keep('changed password', changed);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(aal2Token),
      payload: { current_password: password, password: changed },
    });
    expect(change.statusCode, change.body).toBe(200);

    // Password reset by mail.
    const recover = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email: broker.email },
    });
    expect(recover.statusCode).toBe(200);
    const mail = await waitFor(
      () => smtp.received.find((m) => m.to.includes(broker.email)),
      'the reset mail',
      10_000,
    );
    const resetToken = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(
      decodeQuotedPrintable(mail.raw),
    )?.[1];
    keep('reset token', resetToken);
    const badReset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: `${resetToken ?? ''}x`, password: 'journey third password' },
    });
    expect(badReset.statusCode).toBe(400);
    const resetPassword = 'journey third password';
    keep('reset password', resetPassword);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: resetPassword },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    keepSession('reset', reset);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: refreshCookieHeader(refreshCookieOf(reset)),
    });
    expect(out.statusCode).toBe(204);

    // The capture really saw the journey (so an empty log cannot pass).
    expect(log.lines.filter((l) => l.includes('incoming request')).length).toBeGreaterThan(15);
    expect(log.lines.some((l) => l.includes('/api/auth/reset-password'))).toBe(true);
    expect(leaks(log.lines, secrets)).toEqual([]);
  });

  it('redaction is a second line: secrets logged by name are censored', () => {
    const before = log.lines.length;
    t.app.log.info(
      {
        req: {
          headers: {
            authorization: 'Bearer leaked-access-token',
            cookie: 'bc_refresh=leaked-refresh',
          },
        },
        res: { headers: { 'set-cookie': 'bc_refresh=leaked-set-cookie' } },
        body: {
          password: 'leaked-password',
          current_password: 'leaked-current',
          token: 'leaked-token',
          access_token: 'leaked-access',
          secret: 'leaked-secret',
          code: 'leaked-code',
        },
      },
      'a careless log line',
    );
    const added = log.lines.slice(before).join('\n');
    expect(added).toContain('a careless log line');
    expect(added).not.toMatch(/leaked-/);
  });
});

describe('the log of a failing app', () => {
  const log = logCapture();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { logStream: log.stream });
    await t.database.close();
  });
  afterAll(async () => t.close());

  it('logs the error of a 500 without the request body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'someone@example.com', password: 'password in a failing request' },
    });
    expect(res.statusCode).toBe(500);
    await waitFor(() => log.lines.find((l) => l.includes('unhandled error')), 'the logged error');
    expect(log.lines.join('\n')).not.toContain('password in a failing request');
  });
});

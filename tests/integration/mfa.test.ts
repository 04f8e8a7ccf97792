// Second factors (spec section 7, MFA): TOTP end to end, phone codes through the
// logged SMS fallback, and the aal1 -> aal2 rules the route guard enforces.
import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authChallenges, authFactors, authThrottle } from '#server/db/schema.ts';
import {
  bearer,
  createTestApp,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import {
  errorOf,
  refreshCookieHeader,
  signIn,
  waitFor,
  type AuthBody,
} from '../helpers/test-utils';

const PASSWORD = 'mfa test password';
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    callback();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logStream });
});
afterAll(async () => t.close());

type EnrollBody = {
  id: string;
  factor_type: string;
  status: string;
  friendly_name: string;
  phone: string | null;
  totp: { qr_code: string; secret: string; uri: string } | null;
};

async function enrollTotp(token: string, friendlyName = 'Authenticator app') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/factors',
    headers: bearer(token),
    payload: { current_password: PASSWORD, factor_type: 'totp', friendly_name: friendlyName },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<EnrollBody>();
  if (!body.totp) throw new Error('no totp secret');
  return { id: body.id, secret: body.totp.secret, body };
}

async function challenge(token: string, factorId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/auth/factors/${factorId}/challenge`,
    headers: bearer(token),
    payload: {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string }>().id;
}

const verify = (token: string, factorId: string, challengeId: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/factors/${factorId}/verify`,
    headers: bearer(token),
    payload: { challenge_id: challengeId, code },
  });

const totpNow = (secret: string) => generate({ secret });

/** As if the per-account back-off after many guesses were over (tests do not sleep it out). */
async function letThrottleWaitPass(userId: string) {
  await t.database.db.update(authThrottle).set({ nextAllowedAt: new Date() }).where(eq(authThrottle.key, `mfa:${userId}`));
}
/** The code of the next 30-second step: what an authenticator shows a little later. */
const totpNext = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** A 6-digit code that is valid in no window the server accepts right now. */
async function wrongCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const near = new Set<string>();
  for (let offset = -90; offset <= 90; offset += 30)
    near.add(await generate({ secret, epoch: now + offset }));
  for (let i = 0; ; i++) {
    const candidate = String(123456 + i * 111).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

/** Enrols and verifies a TOTP factor; returns the aal2 session and the secret. */
async function withVerifiedTotp(broker: SignedIn) {
  const factor = await enrollTotp(broker.accessToken);
  const usedCode = await totpNow(factor.secret);
  const res = await verify(
    broker.accessToken,
    factor.id,
    await challenge(broker.accessToken, factor.id),
    usedCode,
  );
  expect(res.statusCode).toBe(200);
  return {
    factorId: factor.id,
    secret: factor.secret,
    usedCode,
    aal2Token: res.json<AuthBody>().session.access_token,
  };
}

const aal = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/aal', headers: bearer(token) })).json<{
    currentLevel: string;
    nextLevel: string;
  }>();

const profileStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: bearer(token) }))
    .statusCode;

describe('TOTP', () => {
  it('enrols with a QR code, verifies a real code and lifts the session to aal2', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const { id, secret, body } = await enrollTotp(broker.accessToken, 'Pixel');
    expect(body).toMatchObject({
      factor_type: 'totp',
      status: 'unverified',
      friendly_name: 'Pixel',
      phone: null,
    });
    expect(body.totp?.qr_code).toMatch(/^data:image\/svg\+xml;/);
    expect(decodeURIComponent(body.totp?.qr_code ?? '')).toContain('<svg');
    expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
    expect(body.totp?.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(body.totp?.uri).toContain(`secret=${secret}`);
    expect(body.totp?.uri).toContain('issuer=BrokerCircle');
    // An unverified factor does not raise the bar yet.
    expect(await aal(broker.accessToken)).toEqual({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const challengeRes = await t.app.inject({
      method: 'POST',
      url: `/api/auth/factors/${id}/challenge`,
      headers: bearer(broker.accessToken),
    });
    expect(challengeRes.statusCode).toBe(200);
    const ch = challengeRes.json<{ id: string; factor_type: string; expires_at: number }>();
    expect(ch.factor_type).toBe('totp');
    expect(ch.expires_at).toBeGreaterThan(Date.now() / 1000);

    const res = await verify(broker.accessToken, id, ch.id, await totpNow(secret));
    expect(res.statusCode).toBe(200);
    const session = res.json<AuthBody>();
    expect(session.user).toMatchObject({ id: broker.id, aal: 'aal2', next_aal: 'aal2' });
    expect(await aal(session.session.access_token)).toEqual({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
    expect(await profileStatus(session.session.access_token)).toBe(200);

    const [row] = await t.database.db.select().from(authFactors).where(eq(authFactors.id, id));
    expect(row?.status).toBe('verified');
    const [usedChallenge] = await t.database.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.id, ch.id));
    expect(usedChallenge?.verifiedAt).toBeInstanceOf(Date);

    // The aal1 refresh family was replaced; the new one refreshes at aal2.
    const oldRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(broker.refreshCookie),
    });
    expect(oldRefresh.statusCode).toBe(401);
    const cookie = res.cookies.find((c) => c.name === 'bc_refresh')?.value ?? '';
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(cookie),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<AuthBody>().user.aal).toBe('aal2');

    // A challenge is good for one verification.
    const again = await verify(session.session.access_token, id, ch.id, await totpNow(secret));
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe('This challenge has expired. Request a new code.');
  });

  it('a new sign-in is aal1 and must verify before member routes open', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const { factorId, secret, usedCode } = await withVerifiedTotp(broker);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: broker.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthBody>();
    expect(body.user).toMatchObject({ aal: 'aal1', next_aal: 'aal2' });
    const aal1 = body.session.access_token;

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: bearer(aal1),
    });
    expect(profile.statusCode).toBe(403);
    expect(errorOf(profile)).toEqual({
      error: 'forbidden',
      message: 'Two-factor verification is required',
    });
    // Enrolling another factor is not allowed half-signed-in either.
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/auth/factors',
      headers: bearer(aal1),
      payload: { current_password: PASSWORD, factor_type: 'totp', friendly_name: 'Sneaky' },
    });
    expect(enrol.statusCode).toBe(403);
    expect(errorOf(enrol).message).toBe('Two-factor verification is required');

    // What the second step needs stays reachable.
    const factors = await t.app.inject({
      method: 'GET',
      url: '/api/auth/factors',
      headers: bearer(aal1),
    });
    expect(factors.statusCode).toBe(200);
    const list = factors.json<{
      all: { id: string }[];
      totp: { id: string; status: string }[];
      phone: unknown[];
    }>();
    expect(list.totp).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);
    expect(list.all.map((f) => f.id)).toEqual([factorId]);
    expect(list.phone).toEqual([]);
    expect(await aal(aal1)).toEqual({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(aal1),
    });
    expect(user.statusCode).toBe(200);

    // Refreshing does not skip the second step.
    const cookie = res.cookies.find((c) => c.name === 'bc_refresh')?.value ?? '';
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(cookie),
    });
    expect(refreshed.json<AuthBody>().user.aal).toBe('aal1');
    expect(await profileStatus(refreshed.json<AuthBody>().session.access_token)).toBe(403);

    const challengeId = await challenge(aal1, factorId);
    const wrong = await verify(aal1, factorId, challengeId, await wrongCode(secret));
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ message: 'Invalid verification code', field: 'code' });

    // The code that verified the enrolment is spent; the next one works.
    const replay = await verify(aal1, factorId, challengeId, usedCode);
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay)).toMatchObject({ message: 'Invalid verification code', field: 'code' });
    const ok = await verify(aal1, factorId, await challenge(aal1, factorId), await totpNext(secret));
    expect(ok.statusCode).toBe(200);
    const aal2 = ok.json<AuthBody>();
    expect(aal2.user.aal).toBe('aal2');
    expect(await profileStatus(aal2.session.access_token)).toBe(200);
  });

  it('refuses a second factor under a name already taken', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const first = await withVerifiedTotp(broker);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/factors',
      headers: bearer(first.aal2Token),
      payload: { current_password: PASSWORD, factor_type: 'totp', friendly_name: 'Authenticator app' },
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      message: 'A factor with this name already exists',
      field: 'friendly_name',
    });
    const rows = await t.database.db
      .select()
      .from(authFactors)
      .where(eq(authFactors.userId, broker.id));
    expect(rows.map((r) => r.id)).toEqual([first.factorId]);
  });

  it('refuses a malformed code with a clear message', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const { id } = await enrollTotp(broker.accessToken);
    const challengeId = await challenge(broker.accessToken, id);
    const res = await verify(broker.accessToken, id, challengeId, '12ab56');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: 'Enter the 6-digit code', field: 'code' });
  });

  it('after 5 wrong attempts the challenge is refused, even with the right code', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const { id, secret } = await enrollTotp(broker.accessToken);
    const challengeId = await challenge(broker.accessToken, id);
    const bad = await wrongCode(secret);
    for (let i = 0; i < 5; i++) {
      const res = await verify(broker.accessToken, id, challengeId, bad);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe('Invalid verification code');
    }
    const locked = await verify(broker.accessToken, id, challengeId, await totpNow(secret));
    expect(locked.statusCode).toBe(400);
    expect(errorOf(locked).message).toBe('This challenge has expired. Request a new code.');
    const [row] = await t.database.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.id, challengeId));
    expect(row).toMatchObject({ attempts: 5, verifiedAt: null });
    const [factor] = await t.database.db.select().from(authFactors).where(eq(authFactors.id, id));
    expect(factor?.status).toBe('unverified');

    // A fresh challenge works (once the per-account wait of security-throttle.test.ts is over).
    await letThrottleWaitPass(broker.id);
    const fresh = await verify(
      broker.accessToken,
      id,
      await challenge(broker.accessToken, id),
      await totpNow(secret),
    );
    expect(fresh.statusCode).toBe(200);
  });

  it('concurrent wrong guesses cannot exceed the 5 attempts of a challenge', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const { id, secret } = await enrollTotp(broker.accessToken);
    const challengeId = await challenge(broker.accessToken, id);
    const bad = await wrongCode(secret);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => verify(broker.accessToken, id, challengeId, bad)),
    );
    const messages = responses.map((r) => errorOf(r).message);
    // The per-account limit answers some with 429 first; whatever reaches the challenge
    // spends its attempts, and never more than 5 codes are checked.
    expect(responses.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    expect(messages.filter((m) => m === 'Invalid verification code')).toHaveLength(5);
    const [row] = await t.database.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.id, challengeId));
    expect(row?.attempts).toBe(5);
    await letThrottleWaitPass(broker.id);
    const locked = await verify(broker.accessToken, id, challengeId, await totpNow(secret));
    expect(locked.statusCode).toBe(400);
  });

  it('an expired challenge is refused', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const { id, secret } = await enrollTotp(broker.accessToken);
    const challengeId = await challenge(broker.accessToken, id);
    await t.database.db
      .update(authChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authChallenges.id, challengeId));
    const res = await verify(broker.accessToken, id, challengeId, await totpNow(secret));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('This challenge has expired. Request a new code.');
  });
});

describe('unenrolling', () => {
  it('a verified factor needs an aal2 session', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    // broker.accessToken was issued before the factor existed: aal1 and no MFA claim.
    const { factorId, aal2Token } = await withVerifiedTotp(broker);
    const del = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/auth/factors/${factorId}`,
        headers: bearer(token),
        payload: { current_password: PASSWORD },
      });

    // Verifying replaced the token's aal1 session with a new aal2 one: the old token died.
    const fromOldAal1 = await del(broker.accessToken);
    expect(fromOldAal1.statusCode).toBe(401);
    expect(errorOf(fromOldAal1).message).toBe('Your session has expired. Please sign in again.');

    const freshAal1 = await signIn(t, broker.email, PASSWORD);
    const fromFreshAal1 = await del(freshAal1.accessToken);
    expect(fromFreshAal1.statusCode).toBe(403);
    expect(errorOf(fromFreshAal1).message).toBe('Two-factor verification is required');
    expect(
      await t.database.db.select().from(authFactors).where(eq(authFactors.id, factorId)),
    ).toHaveLength(1);

    const ok = await del(aal2Token);
    expect(ok.statusCode).toBe(204);
    expect(
      await t.database.db.select().from(authFactors).where(eq(authFactors.id, factorId)),
    ).toHaveLength(0);

    // Without a factor, a password sign-in opens member routes again.
    const after = await signIn(t, broker.email, PASSWORD);
    expect(await profileStatus(after.accessToken)).toBe(200);
    expect(await aal(after.accessToken)).toEqual({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('an unverified factor can be removed from aal1', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const { id } = await enrollTotp(broker.accessToken);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/factors/${id}`,
      headers: bearer(broker.accessToken),
      payload: { current_password: PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    expect(
      await t.database.db.select().from(authFactors).where(eq(authFactors.id, id)),
    ).toHaveLength(0);
  });

  it("another member's factor is not found, whatever the action", async () => {
    const owner = await registerBroker(t, { password: PASSWORD });
    const { id, secret } = await enrollTotp(owner.accessToken);
    const ownerChallenge = await challenge(owner.accessToken, id);
    const intruder = await registerBroker(t, { password: PASSWORD });

    const attempts = [
      await t.app.inject({
        method: 'POST',
        url: `/api/auth/factors/${id}/challenge`,
        headers: bearer(intruder.accessToken),
      }),
      await verify(intruder.accessToken, id, ownerChallenge, await totpNow(secret)),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/factors/${id}`,
        headers: bearer(intruder.accessToken),
        payload: { current_password: PASSWORD },
      }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/factors/${randomUUID()}`,
        headers: bearer(intruder.accessToken),
        payload: { current_password: PASSWORD },
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe('Factor not found');
    }
    const [row] = await t.database.db.select().from(authFactors).where(eq(authFactors.id, id));
    expect(row?.status).toBe('unverified');
    const [ch] = await t.database.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.id, ownerChallenge));
    expect(ch?.verifiedAt).toBeNull();
  });

  it('a malformed factor id is simply not found', async () => {
    const member = await registerBroker(t, { password: PASSWORD });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/factors/not-a-uuid',
      headers: bearer(member.accessToken),
      payload: { current_password: PASSWORD },
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ error: 'not_found', message: 'Not found' });
  });
});

describe('phone factor', () => {
  it('needs a phone number', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/factors',
      headers: bearer(broker.accessToken),
      payload: { current_password: PASSWORD, factor_type: 'phone' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      message: 'Enter a phone number with country code',
      field: 'phone',
    });
    expect(
      await t.database.db.select().from(authFactors).where(eq(authFactors.userId, broker.id)),
    ).toEqual([]);
  });

  it('enrols, sends a code through the logged SMS fallback, and verifies it', async () => {
    const broker = await registerBroker(t, { password: PASSWORD });
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/auth/factors',
      headers: bearer(broker.accessToken),
      payload: { current_password: PASSWORD, factor_type: 'phone', phone: '+919876543210' },
    });
    expect(enrol.statusCode).toBe(200);
    const factor = enrol.json<EnrollBody>();
    expect(factor).toMatchObject({
      factor_type: 'phone',
      status: 'unverified',
      phone: '+919876543210',
      totp: null,
    });

    const challengeId = await challenge(broker.accessToken, factor.id);
    const line = await waitFor(
      () => logLines.find((l) => l.includes(`sms code for factor ${factor.id}`)),
      'the logged SMS code',
    );
    const parsed = JSON.parse(line) as { msg: string };
    expect(parsed.msg).toContain('phone ending 10');
    expect(parsed.msg).not.toContain('9876543210');
    const code = /: (\d{6})$/.exec(parsed.msg)?.[1];
    expect(code).toBeDefined();
    // Only the hash of the code is stored.
    const [row] = await t.database.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.id, challengeId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code ?? '');

    const wrongDigit = code === '000000' ? '000001' : '000000';
    const wrong = await verify(broker.accessToken, factor.id, challengeId, wrongDigit);
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).message).toBe('Invalid verification code');

    const ok = await verify(broker.accessToken, factor.id, challengeId, code ?? '');
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AuthBody>().user).toMatchObject({ aal: 'aal2', next_aal: 'aal2' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/factors',
      headers: bearer(ok.json<AuthBody>().session.access_token),
    });
    expect(listed.json<{ phone: { id: string }[] }>().phone.map((f) => f.id)).toEqual([factor.id]);
  });
});

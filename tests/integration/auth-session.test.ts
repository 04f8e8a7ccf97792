// Sessions: sign-in, refresh-token rotation and reuse detection, logout, and the
// access-token checks every member-only route relies on.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  SignJWT,
  createLocalJWKSet,
  decodeProtectedHeader,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, signingKeys } from '#server/db/schema.ts';
import { hashToken } from '#server/lib/secure-random.ts';
import {
  bearer,
  createTestApp,
  refreshCookieOf,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { errorOf, refreshCookieHeader, signIn, type AuthBody } from '../helpers/test-utils';

let t: TestApp;
let broker: SignedIn;
const PASSWORD = 'session test password';

beforeAll(async () => {
  t = await createTestApp();
  broker = await registerBroker(t, { password: PASSWORD });
});
afterAll(async () => t.close());

const refresh = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: cookie ? refreshCookieHeader(cookie) : {},
  });

async function familyOf(cookie: string) {
  const [row] = await t.database.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(cookie)));
  if (!row) throw new Error('refresh token not stored');
  return t.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, row.familyId));
}

/** The cookie a response clears, if it clears one. */
function clearedCookie(res: Awaited<ReturnType<typeof refresh>>) {
  const c = res.cookies.find((ck) => ck.name === 'bc_refresh');
  return c && c.value === '' && c.expires !== undefined && c.expires.getTime() <= Date.now()
    ? c
    : undefined;
}

describe('sign-in', () => {
  it('a member with the right password gets 200, a session and a refresh cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: broker.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthBody>();
    expect(body.user).toMatchObject({ id: broker.id, email: broker.email, aal: 'aal1' });
    expect(body.session.access_token).not.toBe(broker.accessToken);
    expect(refreshCookieOf(res)).not.toBe(broker.refreshCookie);
  });

  it('a wrong password and an unknown e-mail get the same 401', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: broker.email, password: 'not the password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'nobody-here@example.com', password: PASSWORD },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toEqual({ error: 'unauthorized', message: 'Invalid email or password' });
      expect(res.cookies.find((c) => c.name === 'bc_refresh')).toBeUndefined();
    }
    // Byte for byte the same answer, but for each request's own id.
    expect(wrong.body.replace(String(wrong.headers['x-request-id']), '')).toBe(
      unknown.body.replace(String(unknown.headers['x-request-id']), ''),
    );
  });

  it('a missing password is a 400, not a sign-in attempt', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: broker.email },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: 'Password is required', field: 'password' });
  });
});

describe('refresh-token rotation', () => {
  it('rotates: a new cookie and a working access token', async () => {
    const session = await signIn(t, broker.email, PASSWORD);
    const res = await refresh(session.refreshCookie);
    expect(res.statusCode).toBe(200);
    const next = refreshCookieOf(res);
    expect(next).not.toBe(session.refreshCookie);
    const body = res.json<AuthBody>();
    expect(body.user.id).toBe(broker.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: bearer(body.session.access_token),
    });
    expect(me.statusCode).toBe(200);
    // Same family, the old token marked used.
    const family = await familyOf(session.refreshCookie);
    expect(family).toHaveLength(2);
    expect(
      family.find((r) => r.tokenHash === hashToken(session.refreshCookie))?.usedAt,
    ).toBeInstanceOf(Date);
    expect(family.find((r) => r.tokenHash === hashToken(next))?.usedAt).toBeNull();
  });

  it('reusing a rotated token is refused and revokes the whole family', async () => {
    const session = await signIn(t, broker.email, PASSWORD);
    const first = await refresh(session.refreshCookie);
    expect(first.statusCode).toBe(200);
    const second = refreshCookieOf(first);
    const third = refreshCookieOf(await refresh(second));

    const replay = await refresh(session.refreshCookie);
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).message).toBe('Your session has expired. Please sign in again.');
    expect(clearedCookie(replay)).toBeDefined();

    // The newest token of the family no longer works either.
    const newest = await refresh(third);
    expect(newest.statusCode).toBe(401);
    expect(errorOf(newest).message).toBe('Your session has expired. Please sign in again.');
    const family = await familyOf(session.refreshCookie);
    expect(family).toHaveLength(3);
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);

    // Other sessions of the same member are untouched.
    const other = await refresh(broker.refreshCookie);
    expect(other.statusCode).toBe(200);
    broker = { ...broker, refreshCookie: refreshCookieOf(other) };
  });

  it('refuses a missing or unknown refresh cookie', async () => {
    for (const res of [await refresh(), await refresh('x'.repeat(43))]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe('Your session has expired. Please sign in again.');
    }
  });
});

describe('logout', () => {
  it('revokes the family and clears the cookie', async () => {
    const session = await signIn(t, broker.email, PASSWORD);
    const rotated = refreshCookieOf(await refresh(session.refreshCookie));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: refreshCookieHeader(rotated),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = clearedCookie(res);
    expect(cleared).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });

    const family = await familyOf(session.refreshCookie);
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);
    const again = await refresh(rotated);
    expect(again.statusCode).toBe(401);
  });

  it('without a cookie still answers 204', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(204);
  });
});

describe('GET /api/auth/user', () => {
  it('returns the signed-in user', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(broker.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: broker.id,
        email: broker.email,
        user_metadata: { name: expect.any(String) as string },
        role: 'broker',
        aal: 'aal1',
        next_aal: 'aal1',
        created_at: expect.any(String) as string,
      },
    });
  });

  it('refuses a request without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe('You must be signed in');
    expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
  });
});

describe('access-token attacks on GET /api/profiles/me', () => {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/profiles/me', headers });

  async function realKey() {
    const [row] = await t.database.db.select().from(signingKeys);
    if (!row) throw new Error('no signing key');
    return { kid: row.kid, privateKey: await importJWK(row.privateJwk as JWK, 'ES256') };
  }

  function claims(over: Record<string, unknown> = {}) {
    return { sid: randomUUID(), role: 'broker', aal: 'aal1', mfa: false, ...over };
  }

  async function expectRefused(headers: Record<string, string>, message: string) {
    const res = await me(headers);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toEqual({ error: 'unauthorized', message });
  }

  it('the genuine token works (control)', async () => {
    const res = await me(bearer(broker.accessToken));
    expect(res.statusCode).toBe(200);
  });

  it('no token', async () => {
    await expectRefused({}, 'You must be signed in');
  });

  it('a malformed authorization header', async () => {
    await expectRefused(
      { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      'Invalid JWT signature',
    );
    await expectRefused({ authorization: 'Bearer' }, 'Invalid JWT signature');
    await expectRefused({ authorization: 'Bearer not.a.jwt' }, 'Invalid JWT signature');
    await expectRefused(
      { authorization: `Bearer ${broker.accessToken} extra` },
      'Invalid JWT signature',
    );
  });

  it('an alg "none" token', async () => {
    const { kid } = decodeProtectedHeader(broker.accessToken);
    const now = Math.floor(Date.now() / 1000);
    const token = `${b64({ alg: 'none', typ: 'at+jwt', kid })}.${b64({
      ...claims({ role: 'admin' }),
      sub: broker.id,
      iss: t.config.publicUrl,
      aud: 'authenticated',
      iat: now,
      exp: now + 600,
    })}.`;
    await expectRefused(bearer(token), 'Invalid JWT signature');
  });

  it('an HS256 token keyed with the public JWK (algorithm confusion)', async () => {
    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json<{
      keys: JWK[];
    }>();
    const pub = jwks.keys[0];
    if (!pub?.kid) throw new Error('no public key');
    const token = await new SignJWT({ ...claims() })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: pub.kid })
      .setSubject(broker.id)
      .setIssuer(t.config.publicUrl)
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(JSON.stringify(pub)));
    await expectRefused(bearer(token), 'Invalid JWT signature');
  });

  it('a token signed by another ES256 key with an unknown kid', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: randomUUID() })
      .setSubject(broker.id)
      .setIssuer(t.config.publicUrl)
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    await expectRefused(bearer(token), 'No matching signing key found in JWKS');
  });

  it('a token signed by another key that claims our kid', async () => {
    const { kid } = await realKey();
    const { privateKey } = await generateKeyPair('ES256');
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid })
      .setSubject(broker.id)
      .setIssuer(t.config.publicUrl)
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    await expectRefused(bearer(token), 'Invalid JWT signature');
  });

  it('a genuine token with a tampered payload', async () => {
    const [header, payload, signature] = broker.accessToken.split('.');
    if (!header || !payload || !signature) throw new Error('not a JWT');
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = `${header}.${b64({ ...decoded, role: 'admin', exp: Number(decoded.exp) + 86_400 })}.${signature}`;
    await expectRefused(bearer(forged), 'Invalid JWT signature');
  });

  it('an expired token signed with the real key', async () => {
    const { kid, privateKey } = await realKey();
    const past = Math.floor(Date.now() / 1000) - 3600;
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid })
      .setSubject(broker.id)
      .setIssuer(t.config.publicUrl)
      .setAudience('authenticated')
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(privateKey);
    await expectRefused(bearer(token), 'Your session has expired. Please sign in again.');
  });

  it('a token signed with the real key for another issuer or audience', async () => {
    const { kid, privateKey } = await realKey();
    const sign = (issuer: string, audience: string) =>
      new SignJWT(claims())
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid })
        .setSubject(broker.id)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
    await expectRefused(
      bearer(await sign('https://evil.example', 'authenticated')),
      'Invalid JWT signature',
    );
    await expectRefused(
      bearer(await sign(t.config.publicUrl, 'someone-else')),
      'Invalid JWT signature',
    );
  });

  it('the refresh token presented as a bearer token', async () => {
    await expectRefused(bearer(broker.refreshCookie), 'Invalid JWT signature');
  });
});

describe('GET /.well-known/jwks.json', () => {
  it('lists public keys with a kid and never a private part', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const { keys } = res.json<{ keys: JWK[] }>();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(typeof key.kid).toBe('string');
      expect(key).not.toHaveProperty('d');
    }
    expect(res.body).not.toMatch(/"d"\s*:/);
    // An outside party can verify our access tokens with the published set.
    const { payload } = await jwtVerify(broker.accessToken, createLocalJWKSet({ keys }), {
      issuer: t.config.publicUrl,
      audience: 'authenticated',
    });
    expect(payload.sub).toBe(broker.id);
  });
});

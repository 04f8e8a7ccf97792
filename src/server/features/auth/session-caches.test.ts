// The two memories of the access guard on their own, against the real database: the
// verified-token cache (verified-tokens.ts) and the session lookup with its role
// (session-liveness.ts). What they must never do: accept a token past its expiry,
// accept a token they did not verify, or answer from memory what changed while the
// channel announcing changes was down. The whole app across two instances:
// tests/integration/session-cache.test.ts.
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerBroker, type TestApp } from '../../../../tests/helpers/test-app';
import { profiles, refreshTokens } from '#server/db/schema.ts';
import { signAccessToken } from './access-token';
import { createSessionLiveness } from './session-liveness';
import { loadSigningKeys, type SigningKeyStore } from './signing-keys';
import { createAccessTokenVerifier } from './verified-tokens';

const EXPIRED = 'Your session has expired. Please sign in again.';

let t: TestApp;
let keys: SigningKeyStore;

beforeAll(async () => {
  t = await createTestApp();
  keys = await loadSigningKeys(t.database.db);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('the verified-token cache', () => {
  const claims = { sub: '7b0a6a57-8a7e-4d8e-9a39-3f5f0c4a2b11', sid: '0f7b1f0e-2c3d-4e5f-8a9b-1c2d3e4f5a6b', role: 'broker', aal: 'aal1', mfa: false } as const;

  it('answers a token it verified from memory, with its claims and expiry', async () => {
    const verify = createAccessTokenVerifier(keys, t.config.publicUrl);
    const { token, expiresAt } = await signAccessToken(keys, claims, 600, t.config.publicUrl);
    const first = await verify(token);
    expect(first).toEqual({ ...claims, exp: expiresAt });
    // The same object: the second answer did not verify the signature again.
    expect(await verify(token)).toBe(first);
  });

  it('refuses a remembered token once it has expired, with the expiry message', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const verify = createAccessTokenVerifier(keys, t.config.publicUrl);
    const { token } = await signAccessToken(keys, claims, 60, t.config.publicUrl);
    await verify(token);
    vi.setSystemTime(Date.now() + 61_000);
    await expect(verify(token)).rejects.toMatchObject({ statusCode: 401, message: EXPIRED });
  });

  it('does not lend a remembered verdict to a token with the same signature and other claims', async () => {
    const verify = createAccessTokenVerifier(keys, t.config.publicUrl);
    const { token } = await signAccessToken(keys, claims, 600, t.config.publicUrl);
    await verify(token);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: 'admin' })).toString('base64url');
    await expect(verify(`${header}.${payload}.${signature}`)).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('the session lookup', () => {
  const sessionOf = (token: string) => String(decodeJwt(token).sid);
  const revokeInSql = (sid: string) =>
    t.database.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, sid));

  it('answers alive with the role, remembers it, and reads again what it was told to forget', async () => {
    const broker = await registerBroker(t);
    const sid = sessionOf(broker.accessToken);
    const sessions = createSessionLiveness(t.database.db);
    expect(await sessions.lookup(sid, broker.id)).toEqual({ alive: true, isAdmin: false });

    // Changed behind its back (nobody told this lookup): the remembered answer stands...
    await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, broker.id));
    expect(await sessions.lookup(sid, broker.id)).toEqual({ alive: true, isAdmin: false });
    // ...until the change is announced.
    sessions.forgetUsers([broker.id]);
    expect(await sessions.lookup(sid, broker.id)).toEqual({ alive: true, isAdmin: true });

    await revokeInSql(sid);
    expect(await sessions.isAlive(sid, broker.id)).toBe(true);
    sessions.forget([sid]);
    expect(await sessions.lookup(sid, broker.id)).toEqual({ alive: false });
  });

  it('keeps nothing while the announcements are unheard, and forgets everything when they are back', async () => {
    const broker = await registerBroker(t);
    const sid = sessionOf(broker.accessToken);
    const sessions = createSessionLiveness(t.database.db);
    expect(await sessions.isAlive(sid, broker.id)).toBe(true);

    sessions.setAnnouncementsHeard(false);
    await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, broker.id));
    expect(await sessions.lookup(sid, broker.id)).toEqual({ alive: true, isAdmin: true });
    await revokeInSql(sid);
    expect(await sessions.isAlive(sid, broker.id)).toBe(false);

    const other = await registerBroker(t);
    const otherSid = sessionOf(other.accessToken);
    sessions.setAnnouncementsHeard(true);
    expect(await sessions.isAlive(otherSid, other.id)).toBe(true);
    await revokeInSql(otherSid);
    // Heard again: answers are remembered again.
    expect(await sessions.isAlive(otherSid, other.id)).toBe(true);
  });

  it("a session is nobody else's: another user's id finds it ended", async () => {
    const broker = await registerBroker(t);
    const stranger = await registerBroker(t);
    const sessions = createSessionLiveness(t.database.db);
    expect(await sessions.isAlive(sessionOf(broker.accessToken), stranger.id)).toBe(false);
    expect(await sessions.isAlive(sessionOf(broker.accessToken), broker.id)).toBe(true);
  });
});

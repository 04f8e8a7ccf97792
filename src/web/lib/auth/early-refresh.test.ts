// The boot script's early refresh and the app's first session check: exactly one
// refresh request whichever runs first, and its answer adopted like the app's own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '#shared/schemas/auth.ts';
import { apiError, fakeApi, json } from '#web/test/fake-api.ts';
import { aUser } from '#web/test/fixtures.ts';

const facts = { user_id: aUser().id, expires_at: Math.floor(Date.now() / 1000) - 60 };
const signedIn: AuthResponse = {
  session: {
    access_token: 'new-access-token',
    token_type: 'bearer',
    expires_in: 900,
    expires_at: Math.floor(Date.now() / 1000) + 900,
  },
  user: aUser(),
};

// Fresh modules per test: the slot lives on window, the first check in a module variable.
async function load() {
  vi.resetModules();
  const early = await import('./early-refresh');
  const provider = await import('./auth-provider');
  const { sessionStore } = await import('#web/lib/session-store.ts');
  return { ...early, ...provider, sessionStore };
}

beforeEach(() => {
  delete window.__bcEarlyRefresh;
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the early refresh', () => {
  it('sends nothing for a browser that never had a session', async () => {
    const { calls } = fakeApi();
    const { startEarlyRefresh, takeEarlyRefresh } = await load();
    startEarlyRefresh();
    expect(calls).toEqual([]);
    expect(takeEarlyRefresh()).toBeNull();
  });

  it('sends one refresh for a returning member, handed to the app once', async () => {
    localStorage.setItem('bc.session', JSON.stringify(facts));
    const { calls } = fakeApi({ 'POST /api/auth/refresh': json(signedIn) });
    const { startEarlyRefresh, takeEarlyRefresh } = await load();
    startEarlyRefresh();
    startEarlyRefresh();
    expect(calls).toEqual([{ method: 'POST', path: '/api/auth/refresh', body: undefined }]);
    expect(takeEarlyRefresh()).toBeInstanceOf(Promise);
    expect(takeEarlyRefresh()).toBeNull();
    startEarlyRefresh();
    expect(calls).toHaveLength(1);
  });

  it('when the app checks first, the boot script sends nothing', async () => {
    localStorage.setItem('bc.session', JSON.stringify(facts));
    const { calls } = fakeApi({ 'POST /api/auth/refresh': json(signedIn) });
    const { startEarlyRefresh, startSessionCheck } = await load();
    await expect(startSessionCheck()).resolves.toBe(true);
    startEarlyRefresh();
    expect(calls).toHaveLength(1);
  });
});

describe("the app's first session check", () => {
  it("adopts the boot script's answer without asking again", async () => {
    localStorage.setItem('bc.session', JSON.stringify(facts));
    const { calls } = fakeApi({ 'POST /api/auth/refresh': json(signedIn) });
    const { startEarlyRefresh, startSessionCheck, sessionStore } = await load();
    startEarlyRefresh();
    await expect(startSessionCheck()).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    expect(sessionStore.accessToken()).toBe('new-access-token');
    expect(sessionStore.get().user?.id).toBe(signedIn.user.id);
  });

  it('a refused early refresh signs the tab out and forgets the session', async () => {
    localStorage.setItem('bc.session', JSON.stringify(facts));
    const { calls } = fakeApi({
      'POST /api/auth/refresh': apiError(401, 'Invalid refresh token', 'unauthorized'),
    });
    const { startEarlyRefresh, startSessionCheck, sessionStore } = await load();
    startEarlyRefresh();
    await expect(startSessionCheck()).resolves.toBe(false);
    expect(calls).toHaveLength(1);
    expect(sessionStore.get().user).toBeNull();
    expect(sessionStore.hadSession()).toBe(false);
  });

  it('a network failure keeps the facts, so the next load tries again', async () => {
    localStorage.setItem('bc.session', JSON.stringify(facts));
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const { startEarlyRefresh, startSessionCheck, sessionStore } = await load();
    startEarlyRefresh();
    await expect(startSessionCheck()).resolves.toBe(false);
    expect(sessionStore.hadSession()).toBe(true);
  });
});

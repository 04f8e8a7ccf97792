// Session refresh timing (issue 17): a phone whose clock ran 3 h fast sent 58 refreshes
// in 10 s, because the next refresh was the server's `expires_at` against the device
// clock, i.e. "overdue" after every answer. Refreshes are now timed from `expires_in` and
// the moment the answer arrived, and a failed one backs off.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '#shared/schemas/auth.ts';
import { deferred, fakeApi, json } from '#web/test/fake-api.ts';
import { aUser } from '#web/test/fixtures.ts';
import { refreshDelayMs, retryDelayMs } from './refresh-schedule';
import { elapsedSince } from './received-at';

const HOUR = 3_600_000;
const SERVER_NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

/** What the server answers at SERVER_NOW (its clock is right): a 15 minute token. */
function session(n: number): AuthResponse {
  return {
    session: {
      access_token: `token-${n}`,
      token_type: 'bearer',
      expires_in: 900,
      expires_at: Math.floor(SERVER_NOW / 1000) + 900,
    },
    user: aUser(),
  };
}

async function load() {
  vi.resetModules();
  const { AuthProvider, startSessionCheck } = await import('./auth-provider');
  const { sessionStore } = await import('#web/lib/session-store.ts');
  return { AuthProvider, sessionStore, startSessionCheck };
}

/** Lets the fake fetch's promises and React's updates settle without moving the clock. */
const settle = () => act(async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
});

beforeEach(() => {
  localStorage.clear();
  delete window.__bcEarlyRefresh;
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the session refresh on a device whose clock runs 3 hours fast', () => {
  async function signedIn() {
    vi.setSystemTime(SERVER_NOW + 3 * HOUR);
    let issued = 1;
    const api = fakeApi({ 'POST /api/auth/refresh': () => json(session(++issued)) });
    const { AuthProvider, sessionStore } = await load();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <span />
        </AuthProvider>
      </QueryClientProvider>,
    );
    // Signs in (the answer arrives now, by the device's fast clock).
    act(() => sessionStore.set(session(1)));
    await settle();
    return { api, sessionStore };
  }

  it('sends no refresh in the first 10 s, then one a minute before the token expires', async () => {
    const { api, sessionStore } = await signedIn();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(840_000 - 10_000 - 1));
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(sessionStore.accessToken()).toBe('token-2');

    // The next one is timed from the new answer, not at once.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(780_000));
    await settle();
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(2);
  });

  it('backs off after failures (5 s, 10 s, 20 s ...) and keeps the session', async () => {
    const { api, sessionStore } = await signedIn();
    api.on('POST /api/auth/refresh', () => Promise.reject(new TypeError('Failed to fetch')));
    await act(() => vi.advanceTimersByTimeAsync(840_000));
    await settle();
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(1);

    const countAfter = async (ms: number) => {
      await act(() => vi.advanceTimersByTimeAsync(ms));
      await settle();
      return api.callsTo('POST /api/auth/refresh').length;
    };
    expect(await countAfter(4_999)).toBe(1);
    expect(await countAfter(1)).toBe(2);
    expect(await countAfter(9_999)).toBe(2);
    expect(await countAfter(1)).toBe(3);
    expect(await countAfter(20_000)).toBe(4);
    expect(sessionStore.accessToken()).toBe('token-1');

    // The server answers again: one more refresh, then quiet until the next is due.
    let issued = 10;
    api.on('POST /api/auth/refresh', () => json(session(++issued)));
    expect(await countAfter(40_000)).toBe(5);
    expect(sessionStore.accessToken()).toBe('token-11');
    expect(await countAfter(60_000)).toBe(5);
  });
});

describe('the schedule', () => {
  it('is a minute before expiry from the answer, halfway for short tokens, never tight', () => {
    expect(refreshDelayMs(900, 0)).toBe(840_000);
    expect(refreshDelayMs(900, 100_000)).toBe(740_000);
    expect(refreshDelayMs(900, 2_000_000)).toBe(0);
    expect(refreshDelayMs(60, 0)).toBe(30_000);
    expect(refreshDelayMs(0, 0)).toBe(5_000);
    expect([1, 2, 3, 4, 10, 20].map(retryDelayMs)).toEqual([
      5_000, 10_000, 20_000, 40_000, 300_000, 300_000,
    ]);
  });

  it('counts elapsed time from differences only, the larger clock winning', () => {
    const at = { mono: 1_000, wall: SERVER_NOW + 3 * HOUR };
    expect(elapsedSince(at, { mono: 6_000, wall: SERVER_NOW + 3 * HOUR + 5_000 })).toBe(5_000);
    // Asleep: the monotonic clock stood still, the wall clock moved on.
    expect(elapsedSince(at, { mono: 1_000, wall: SERVER_NOW + 3 * HOUR + 600_000 })).toBe(600_000);
    // The wall clock was corrected back 3 hours: the monotonic clock counts.
    expect(elapsedSince(at, { mono: 11_000, wall: SERVER_NOW + 10_000 })).toBe(10_000);
  });
});

describe('the first session check, started before the app renders (main.tsx)', () => {
  it('is the refresh in flight: the tab turning visible meanwhile sends no second one', async () => {
    vi.setSystemTime(SERVER_NOW);
    // A returning member: the browser keeps the session's facts (not its token) across loads.
    (await load()).sessionStore.set(session(1));
    const answer = deferred<Response>();
    const api = fakeApi({ 'POST /api/auth/refresh': () => answer.promise });
    const { AuthProvider, sessionStore, startSessionCheck } = await load();
    void startSessionCheck();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <span />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await settle();
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await settle();
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(1);

    answer.resolve(json(session(2)));
    await settle();
    expect(sessionStore.get().session?.access_token).toBe('token-2');
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(1);
  });
});

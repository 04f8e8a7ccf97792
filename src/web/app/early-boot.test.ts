// The inlined boot script's two early requests (decision 048) and how the app adopts
// them: one refresh whoever runs first, the feed's first page asked with that refresh's
// token on the dashboard only, taken once by the dashboard's feed query, and every
// failure falling back to the app's own requests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '#shared/schemas/auth.ts';
import { aFeedPage, aPost } from '#web/features/feed/test/feed-fixtures.ts';
import { apiError, json } from '#web/test/fake-api.ts';
import { aUser } from '#web/test/fixtures.ts';
import { createTestQueryClient } from '#web/test/render-with-providers.tsx';
import { earlyBootPlan } from '../boot/early-boot-plan';

const facts = { user_id: aUser().id, expires_at: Math.floor(Date.now() / 1000) - 60 };
const signedIn: AuthResponse = {
  session: {
    access_token: 'early-access-token',
    token_type: 'bearer',
    expires_in: 900,
    expires_at: Math.floor(Date.now() / 1000) + 900,
  },
  user: aUser(),
};
const EARLY_POST = '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70';
const page = aFeedPage([aPost({ id: EARLY_POST })]);
const plan = earlyBootPlan();

type Sent = { method: string; path: string; authorization: string | null };

/** The server as fetch sees it, recording each request's method, path and token. */
function server(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const one = {
      method: init?.method ?? 'GET',
      path,
      authorization: headers.get('authorization'),
    };
    sent.push(one);
    return answer(one);
  });
  return sent;
}

const answers =
  (feed: (sent: Sent) => Response | Promise<Response> = () => json(page)) =>
  (sent: Sent) => {
    if (sent.path === '/api/auth/refresh') return json(signedIn);
    if (sent.path.startsWith('/api/feed')) return feed(sent);
    return json({ items: [], total: 0, page: 1, page_size: 3, has_more: false });
  };

// Fresh modules per test: the slots live on window, the first check in a module variable.
async function load() {
  vi.resetModules();
  const early = await import('#web/lib/auth/early-refresh.ts');
  const provider = await import('#web/lib/auth/auth-provider.tsx');
  const { sessionStore } = await import('#web/lib/session-store.ts');
  const { prefetchDashboard } = await import('#web/features/dashboard/api/dashboard-queries.ts');
  const { feedQuery } = await import('#web/features/feed/index.ts');
  return { ...early, ...provider, sessionStore, prefetchDashboard, feedQuery };
}

/** What main.tsx does once the session check is back, on the dashboard. */
async function openDashboard(app: Awaited<ReturnType<typeof load>>) {
  const queryClient = createTestQueryClient();
  const signedInNow = await app.startSessionCheck();
  if (signedInNow) app.prefetchDashboard(queryClient);
  await vi.waitFor(() =>
    expect(queryClient.getQueryState(app.feedQuery.queryKey)?.status).not.toBe('pending'),
  );
  return { queryClient, signedInNow };
}

const feedRequests = (sent: Sent[]) => sent.filter((s) => s.path.startsWith('/api/feed'));
const refreshes = (sent: Sent[]) => sent.filter((s) => s.path === '/api/auth/refresh');

beforeEach(() => {
  delete window.__bcEarlyRefresh;
  delete window.__bcEarlyFeed;
  localStorage.clear();
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the boot plan', () => {
  it("asks for the feed's first page exactly as the app does, on the paths that show the dashboard", async () => {
    const sent = server(answers());
    const app = await load();
    await app.sessionStore.set(signedIn);
    app.prefetchDashboard(createTestQueryClient());
    expect(feedRequests(sent).map((s) => s.path)).toEqual([plan.feedUrl]);
    expect(plan.feedPaths).toEqual(['/dashboard', '/dash']);
  });
});

describe('a returning member opening the dashboard', () => {
  it('sends one refresh and one feed request with its token, and the feed query adopts the answer', async () => {
    localStorage.setItem('bc.session', JSON.stringify(facts));
    const sent = server(answers());
    const app = await load();
    app.startEarlyRefresh(plan);
    app.startEarlyRefresh(plan);
    await vi.waitFor(() => expect(feedRequests(sent)).toHaveLength(1));
    expect(feedRequests(sent)[0]).toMatchObject({
      path: plan.feedUrl,
      authorization: 'Bearer early-access-token',
    });

    const { queryClient, signedInNow } = await openDashboard(app);
    expect(signedInNow).toBe(true);
    expect(app.sessionStore.accessToken()).toBe('early-access-token');
    expect(queryClient.getQueryData(app.feedQuery.queryKey)?.pages[0]?.items[0]?.id).toBe(
      EARLY_POST,
    );
    // Adopted, not asked again; and the refresh token was presented once.
    expect(refreshes(sent)).toHaveLength(1);
    expect(feedRequests(sent)).toHaveLength(1);
  });

  it("is adopted by the feed's own query too, when it asks before the dashboard's prefetch", async () => {
    localStorage.setItem('bc.session', JSON.stringify(facts));
    const sent = server(answers());
    const app = await load();
    app.startEarlyRefresh(plan);
    await app.startSessionCheck();
    const queryClient = createTestQueryClient();
    const data = await queryClient.fetchInfiniteQuery(app.feedQuery);
    expect(data.pages[0]?.items[0]?.id).toBe(EARLY_POST);
    app.prefetchDashboard(queryClient);
    expect(feedRequests(sent)).toHaveLength(1);
    expect(refreshes(sent)).toHaveLength(1);
  });

  it('is not adopted once the tab holds another session', async () => {
    localStorage.setItem('bc.session', JSON.stringify(facts));
    const sent = server(answers());
    const app = await load();
    app.startEarlyRefresh(plan);
    await app.startSessionCheck();
    app.sessionStore.set({
      ...signedIn,
      session: { ...signedIn.session, access_token: 'someone-else' },
    });
    expect(await app.takeFirstFeedPage()).toBeNull();
    await createTestQueryClient().fetchInfiniteQuery(app.feedQuery);
    expect(feedRequests(sent).map((s) => s.authorization)).toEqual([
      'Bearer early-access-token',
      'Bearer someone-else',
    ]);
  });

  it('takes the early answers once: a second take gets nothing and a refetch asks the server', async () => {
    localStorage.setItem('bc.session', JSON.stringify(facts));
    const sent = server(answers());
    const app = await load();
    app.startEarlyRefresh(plan);
    const { queryClient } = await openDashboard(app);
    expect(await app.takeFirstFeedPage()).toBeNull();
    expect(app.takeEarlyRefresh()).toBeNull();
    expect(app.takeEarlyFeed()).toBeNull();
    await queryClient.refetchQueries({ queryKey: app.feedQuery.queryKey });
    expect(feedRequests(sent)).toHaveLength(2);
    expect(feedRequests(sent)[1]?.authorization).toBe('Bearer early-access-token');
    expect(refreshes(sent)).toHaveLength(1);
  });

  it('a failed early feed request falls back to the app asking once', async () => {
    localStorage.setItem('bc.session', JSON.stringify(facts));
    let feedCalls = 0;
    const sent = server(
      answers(() =>
        ++feedCalls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(page),
      ),
    );
    const app = await load();
    app.startEarlyRefresh(plan);
    const { queryClient } = await openDashboard(app);
    expect(queryClient.getQueryData(app.feedQuery.queryKey)?.pages[0]?.items[0]?.id).toBe(
      EARLY_POST,
    );
    expect(feedRequests(sent)).toHaveLength(2);
    expect(refreshes(sent)).toHaveLength(1);
  });

  it('an early feed answered 401 is asked again by the app, through its own refresh path', async () => {
    localStorage.setItem('bc.session', JSON.stringify(facts));
    let feedCalls = 0;
    const sent = server(
      answers(() => (++feedCalls === 1 ? apiError(401, 'Expired', 'unauthorized') : json(page))),
    );
    const app = await load();
    app.startEarlyRefresh(plan);
    const { queryClient } = await openDashboard(app);
    expect(queryClient.getQueryData(app.feedQuery.queryKey)?.pages[0]?.items).toHaveLength(1);
    expect(feedRequests(sent)).toHaveLength(2);
    expect(refreshes(sent)).toHaveLength(1);
  });

  it('on another page the boot script refreshes only', async () => {
    window.history.replaceState(null, '', '/connections');
    localStorage.setItem('bc.session', JSON.stringify(facts));
    const sent = server(answers());
    const app = await load();
    app.startEarlyRefresh(plan);
    await expect(app.startSessionCheck()).resolves.toBe(true);
    expect(await app.takeFirstFeedPage()).toBeNull();
    expect(sent.map((s) => s.path)).toEqual(['/api/auth/refresh']);
  });
});

describe('no usable early session', () => {
  it('a visitor who never signed in sends nothing, and the app asks nothing', async () => {
    const sent = server(answers());
    const app = await load();
    app.startEarlyRefresh(plan);
    await expect(app.startSessionCheck()).resolves.toBe(false);
    expect(await app.takeFirstFeedPage()).toBeNull();
    expect(sent).toEqual([]);
  });

  it('a refused early refresh asks no feed and signs the tab out, as today', async () => {
    localStorage.setItem('bc.session', JSON.stringify(facts));
    const sent = server((s) =>
      s.path === '/api/auth/refresh'
        ? apiError(401, 'Invalid refresh token', 'unauthorized')
        : json(page),
    );
    const app = await load();
    app.startEarlyRefresh(plan);
    await expect(app.startSessionCheck()).resolves.toBe(false);
    expect(await app.takeFirstFeedPage()).toBeNull();
    expect(sent.map((s) => s.path)).toEqual(['/api/auth/refresh']);
    expect(app.sessionStore.get().user).toBeNull();
    expect(app.sessionStore.hadSession()).toBe(false);
  });

  it('when the app checked first, the boot script sends nothing at all', async () => {
    localStorage.setItem('bc.session', JSON.stringify(facts));
    const sent = server(answers());
    const app = await load();
    await expect(app.startSessionCheck()).resolves.toBe(true);
    app.startEarlyRefresh(plan);
    expect(await app.takeFirstFeedPage()).toBeNull();
    expect(sent.map((s) => s.path)).toEqual(['/api/auth/refresh']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '#shared/schemas/feed.ts';
import { AuthContext } from '#web/lib/auth/auth-context.ts';
import { deferred, fakeApi, json, networkDown } from '#web/test/fake-api.ts';
import { aUser, testId } from '#web/test/fixtures.ts';
import { aNetworkRequirement, aRequirement } from '#web/test/requirement-fixtures.ts';
import {
  createTestQueryClient,
  renderWithProviders,
  testAuth,
} from '#web/test/render-with-providers.tsx';
import { renderWithRealtime } from '#web/test/render-with-realtime.tsx';
import { feedKeys } from '../api/query-keys';
import { useFeedRealtime } from '../hooks/use-feed-realtime';
import { aFeedPage, aPost, feedPages } from '../test/feed-fixtures';
import { CommunityFeed } from './community-feed';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Posts numbered from `from` down, newest first, each a minute older. */
const posts = (from: number, count: number): Post[] =>
  Array.from({ length: count }, (_, i) =>
    aPost({
      id: testId(from - i),
      content: `Requirement ${from - i}`,
      created_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
    }),
  );
const contents = () =>
  screen.getAllByRole('article').map((a) => within(a).getByText(/^Requirement/).textContent);

describe('CommunityFeed', () => {
  it('shows skeleton cards while loading, then the posts newest first', async () => {
    const page = deferred<Response>();
    fakeApi({ 'GET /api/feed': () => page.promise });
    renderWithProviders(<CommunityFeed />, { user: aUser() });
    expect(screen.getByRole('heading', { level: 2, name: 'Community Feed' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading posts' })).toBeTruthy();
    page.resolve(json(aFeedPage(posts(105, 2))));
    await screen.findAllByRole('article');
    expect(contents()).toEqual(['Requirement 105', 'Requirement 104']);
    expect(screen.queryByRole('status', { name: 'Loading posts' })).toBeNull();
  });

  it('shows the empty state when the network has not posted', async () => {
    fakeApi({ 'GET /api/feed': json(aFeedPage([])) });
    renderWithProviders(<CommunityFeed />, { user: aUser() });
    expect(await screen.findByRole('heading', { name: 'No requirements yet' })).toBeTruthy();
    expect(
      screen.getByText("When your network posts property requirements, they'll appear here."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show More Requirements' })).toBeNull();
  });

  it('shows no posts when the feed cannot be loaded, says so (not "No requirements yet") and offers a retry', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/feed': networkDown,
    });
    renderWithProviders(<CommunityFeed />, { user: aUser() });
    // One retry (spec section 9), about a second later.
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(
      'Posts could not be loaded right now.',
    );
    expect(screen.queryByText('No requirements yet')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    expect(api.callsTo('GET /api/feed')).toHaveLength(2);

    api.on('GET /api/feed', json(aFeedPage(posts(105, 1))));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeTruthy();
  });

  it("loads 5 more per 'Show More Requirements' from the server's cursor, while there are more", async () => {
    const user = userEvent.setup();
    const firstPage = aFeedPage(posts(105, 5), true);
    const api = fakeApi({
      'GET /api/feed': ({ path }) =>
        json(path.includes('cursor=') ? aFeedPage(posts(100, 2), false) : firstPage),
    });
    renderWithProviders(<CommunityFeed />, { user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Show More Requirements' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    expect(contents().at(-1)).toBe('Requirement 99');
    const [first, second] = api.callsTo('GET /api/feed').map((c) => c.path);
    expect(first).toBe('/api/feed?limit=5');
    expect(second).toBe(
      `/api/feed?limit=5&cursor=${encodeURIComponent(firstPage.next_cursor ?? '')}`,
    );
    expect(screen.queryByRole('button', { name: 'Show More Requirements' })).toBeNull();
  });

  it("refreshes: 'Refreshing...' while busy, then 'Feed refreshed'", async () => {
    const user = userEvent.setup();
    const page = deferred<Response>();
    const api = fakeApi({ 'GET /api/feed': () => page.promise });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(feedKeys.list, feedPages(aFeedPage(posts(105, 1))));
    renderWithProviders(<CommunityFeed />, { queryClient, user: aUser() });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toHaveProperty('disabled', true);
    page.resolve(json(aFeedPage(posts(106, 2))));
    expect(await screen.findByText('Feed refreshed')).toBeTruthy();
    expect(contents()).toEqual(['Requirement 106', 'Requirement 105']);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(api.callsTo('GET /api/feed')).toHaveLength(1);
  });
});

describe('CommunityFeed realtime', () => {
  const ME = testId(1);

  /**
   * The signed-in app as far as the feed is concerned: the app shell's listener, and
   * Home (the feed) or another page, switched with the 'Go to Home' / 'Go elsewhere'
   * buttons of this harness.
   */
  function SignedInApp({ startAt }: { startAt: 'home' | 'elsewhere' }) {
    useFeedRealtime(ME);
    const [page, setPage] = useState(startAt);
    return page === 'home' ? (
      <>
        <button onClick={() => setPage('elsewhere')}>Go elsewhere</button>
        <CommunityFeed />
      </>
    ) : (
      <button onClick={() => setPage('home')}>Go to Home</button>
    );
  }

  function renderLive(startAt: 'home' | 'elsewhere' = 'home') {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(feedKeys.list, feedPages(aFeedPage(posts(105, 2))));
    const live = renderWithRealtime(
      <AuthContext.Provider value={testAuth(aUser())}>
        <SignedInApp startAt={startAt} />
      </AuthContext.Provider>,
      { queryClient, userId: ME },
    );
    return { ...live, queryClient };
  }

  it("shows 'New post' for a post from the network, puts it on top, and 'Show new post' reloads from the top", async () => {
    const user = userEvent.setup();
    const fresh = aPost({
      id: testId(110),
      content: 'Requirement 110',
      created_at: new Date().toISOString(),
    });
    const api = fakeApi({
      [`GET /api/posts/${fresh.id}`]: json(fresh),
      'GET /api/feed': json(aFeedPage([fresh, ...posts(105, 2)])),
    });
    const { send } = renderLive();
    send({ kind: 'post.created', post_id: fresh.id, author_id: testId(2) });
    expect(await screen.findByText('New post')).toBeTruthy();
    expect(screen.getByText('Someone in your network has posted something new')).toBeTruthy();
    await waitFor(() =>
      expect(contents()).toEqual(['Requirement 110', 'Requirement 105', 'Requirement 104']),
    );

    await user.click(screen.getByRole('button', { name: 'Show new post' }));
    expect(screen.queryByText('New post')).toBeNull();
    await waitFor(() => expect(api.callsTo('GET /api/feed')).toHaveLength(1));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Community Feed' }));
  });

  it("shows no notice for the broker's own post (from another tab), but puts it on top", async () => {
    const own = aPost({ id: testId(111), content: 'Requirement 111', user_id: ME, is_own: true });
    fakeApi({ [`GET /api/posts/${own.id}`]: json(own) });
    const { send } = renderLive();
    send({ kind: 'post.created', post_id: own.id, author_id: ME });
    await waitFor(() => expect(contents()[0]).toBe('Requirement 111'));
    expect(screen.queryByText('New post')).toBeNull();
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup();
    fakeApi();
    const { send } = renderLive();
    send({ kind: 'post.created', post_id: testId(112), author_id: testId(2) });
    await user.click(await screen.findByRole('button', { name: 'Dismiss new post notice' }));
    expect(screen.queryByText('New post')).toBeNull();
  });

  it('applies post.changed: counts, edits and deletions; resync refetches the feed', async () => {
    const edited = { ...posts(105, 1)[0]!, content: 'Requirement 105 (budget raised)' };
    const api = fakeApi({
      [`GET /api/posts/${testId(105)}`]: json(edited),
      'GET /api/feed': json(aFeedPage(posts(105, 1))),
    });
    const { send, queryClient } = renderLive();
    send({ kind: 'post.changed', post_id: testId(104), change: 'liked', likes_count: 9 });
    send({
      kind: 'post.changed',
      post_id: testId(104),
      change: 'comment_created',
      comments_count: 4,
    });
    const older = screen.getAllByRole('article')[1]!;
    await waitFor(() =>
      expect(within(older).getByRole('button', { name: 'Like' }).textContent).toContain('9'),
    );
    expect(within(older).getByRole('button', { name: 'View 4 Comments' })).toBeTruthy();

    send({ kind: 'post.changed', post_id: testId(105), change: 'updated' });
    expect(await screen.findByText('Requirement 105 (budget raised)')).toBeTruthy();

    send({ kind: 'post.changed', post_id: testId(104), change: 'deleted' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));

    send({ kind: 'resync' });
    expect(queryClient.getQueryState(feedKeys.list)?.isInvalidated).toBe(true);
    await waitFor(() => expect(api.callsTo('GET /api/feed')).toHaveLength(1));
  });

  it('shows posts published while the broker was on another page, with the notice, on return to Home', async () => {
    const user = userEvent.setup();
    const fresh = aPost({ id: testId(120), content: 'Requirement 120' });
    const liked = { ...posts(105, 2)[1]!, likes_count: 7 };
    const api = fakeApi({ [`GET /api/posts/${fresh.id}`]: json(fresh) });
    const { send } = renderLive('home');
    await user.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(screen.queryByRole('heading', { name: 'Community Feed' })).toBeNull();

    send({ kind: 'post.created', post_id: fresh.id, author_id: testId(2) });
    send({ kind: 'post.changed', post_id: liked.id, change: 'liked', likes_count: 7 });
    await waitFor(() => expect(api.callsTo(`GET /api/posts/${fresh.id}`)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(await screen.findByText('New post')).toBeTruthy();
    expect(contents()).toEqual(['Requirement 120', 'Requirement 105', 'Requirement 104']);
    const older = screen.getAllByRole('article')[2]!;
    expect(within(older).getByRole('button', { name: 'Like' }).textContent).toContain('7');
    // Cached and current: no refetch of the whole feed was needed.
    expect(api.callsTo('GET /api/feed')).toHaveLength(0);
  });

  it('a resync while away makes Home refetch the feed when the broker returns', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /api/feed': json(aFeedPage(posts(130, 1))) });
    const { send } = renderLive('elsewhere');
    send({ kind: 'resync' });
    expect(api.callsTo('GET /api/feed')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Go to Home' }));
    await waitFor(() => expect(contents()).toEqual(['Requirement 130']));
  });

  it("Refresh takes the 'New post' notice down once the posts are shown", async () => {
    const user = userEvent.setup();
    const fresh = aPost({ id: testId(140), content: 'Requirement 140' });
    fakeApi({
      [`GET /api/posts/${fresh.id}`]: json(fresh),
      'GET /api/feed': json(aFeedPage([fresh, ...posts(105, 2)])),
    });
    const { send } = renderLive();
    send({ kind: 'post.created', post_id: fresh.id, author_id: testId(2) });
    expect(await screen.findByText('New post')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Feed refreshed')).toBeTruthy();
    expect(screen.queryByText('New post')).toBeNull();
    expect(contents()[0]).toBe('Requirement 140');
  });

  it('a failed Refresh leaves the notice up', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/feed': () => networkDown() });
    const { send } = renderLive();
    send({ kind: 'post.created', post_id: testId(141), author_id: testId(2) });
    expect(await screen.findByText('New post')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    // The feed retries once (a second later) before the refresh gives up.
    expect(await screen.findByRole('button', { name: 'Refresh' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('New post')).toBeTruthy();
  });
});

describe('CommunityFeed: requirements of the network', () => {
  it('mixes the requirements into the posts by time, with View matches for mine and I have a listing for others', async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    const page = aFeedPage(
      [aPost({ id: testId(201), content: 'Requirement post new', created_at: minutesAgo(1) }), aPost({ id: testId(202), content: 'Requirement post old', created_at: minutesAgo(30) })],
      false,
      [
        aRequirement({ id: testId(301), created_at: minutesAgo(10) }),
        aNetworkRequirement(1, { created_at: minutesAgo(60), property_type: 'Rent', budget_min: null, budget_max: 45_000, bedrooms_min: 2, bedrooms_max: 2 }),
      ],
    );
    fakeApi({ 'GET /api/feed': () => json(page) });
    renderWithProviders(<CommunityFeed />, { user: aUser() });
    const mine = await screen.findByRole('article', { name: /^Requirement: 3 BHK to buy/ });
    const labels = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label') ?? within(a).queryByText(/^Requirement post/)?.textContent);
    expect(labels).toEqual([
      'Requirement post new',
      'Requirement: 3 BHK to buy in Whitefield or Marathahalli, 1.2–1.5 Cr',
      'Requirement post old',
      'Requirement: 2 BHK to rent in Whitefield or Marathahalli, under 45k',
    ]);
    expect(within(mine).getByRole('link', { name: 'View matches' }).getAttribute('href')).toBe(`/requirement/${testId(301)}#matches`);
    const theirs = screen.getAllByRole('article').at(-1)!;
    expect(within(theirs).getByRole('link', { name: 'I have a listing' }).getAttribute('href')).toBe(
      `/inbox/${testId(2)}?requirement=${testId(601)}`,
    );
    expect(within(theirs).queryByText(/Mr Kumar/)).toBeNull();
    // A feed with only requirements is not empty.
    expect(screen.queryByText('No requirements yet')).toBeNull();
  });
});

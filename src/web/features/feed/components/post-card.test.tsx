import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '#shared/schemas/feed.ts';
import { apiError, deferred, fakeApi, json, noContent } from '#web/test/fake-api.ts';
import { aUser, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { feedKeys } from '../api/query-keys';
import { aFeedPage, aPost, feedPages } from '../test/feed-fixtures';
import { CommunityFeed } from './community-feed';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const POST_ID = testId(200);
const LIKE = `/api/posts/${POST_ID}/like`;

function renderFeed(post: Post = aPost()) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(feedKeys.list, feedPages(aFeedPage([post])));
  const { unmount } = renderWithProviders(<CommunityFeed />, { queryClient, user: aUser() });
  return { queryClient, unmount, card: screen.getByRole('article', { name: post.user_name }) };
}

const likeButton = (card: HTMLElement) => within(card).getByRole('button', { name: 'Like' });

describe('PostCard', () => {
  it('shows the author linked to their profile, the time, the text and the image', () => {
    const { card } = renderFeed(aPost({ image_url: '/media/social_post_images/k/image.webp' }));
    expect(within(card).getByRole('link', { name: 'Vikram Shah' }).getAttribute('href')).toBe(
      `/broker/${testId(2)}`,
    );
    expect(card.querySelector('time')?.textContent).toBe('1h ago');
    expect(within(card).getByText(/Looking for a 3 BHK/)).toBeTruthy();
    const image = within(card).getByRole('img', { name: "Attachment to Vikram Shah's post" });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('800');
    expect(image.className).toContain('max-h-64');
  });

  it('likes at once (optimistic), then says so; unliking never takes the count below 0', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const api = fakeApi({ [`POST ${LIKE}`]: () => answer.promise });
    const { card } = renderFeed();
    const like = likeButton(card);
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(like.textContent).toContain('2');
    await user.click(like);
    // Before the server answers.
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.textContent).toContain('3');
    answer.resolve(json({ likes_count: 5, is_liked: true }, 201));
    expect(await screen.findByText('Post liked')).toBeTruthy();
    expect(like.textContent).toContain('5');
    expect(api.callsTo(`POST ${LIKE}`)).toHaveLength(1);

    api.on(`DELETE ${LIKE}`, json({ likes_count: 0, is_liked: false }));
    await user.click(like);
    expect(await screen.findByText('Post unliked')).toBeTruthy();
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(like.textContent).toContain('0');
  });

  it('keeps the count at 0 when unliking a post whose count is already 0', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    fakeApi({ [`DELETE ${LIKE}`]: () => answer.promise });
    const { card } = renderFeed(aPost({ is_liked: true, likes_count: 0 }));
    await user.click(likeButton(card));
    expect(likeButton(card).textContent).toContain('0');
    expect(likeButton(card).textContent).not.toContain('-1');
    answer.resolve(json({ likes_count: 0, is_liked: false }));
    expect(await screen.findByText('Post unliked')).toBeTruthy();
  });

  it("on 409 says 'You have already liked this post' and shows it liked, with the count it had", async () => {
    const user = userEvent.setup();
    fakeApi({
      [`POST ${LIKE}`]: () => apiError(409, 'You have already liked this post', 'conflict'),
    });
    const { card } = renderFeed();
    await user.click(likeButton(card));
    expect(await screen.findByText('You have already liked this post')).toBeTruthy();
    expect(likeButton(card).getAttribute('aria-pressed')).toBe('true');
    expect(likeButton(card).textContent).toContain('2');
  });

  it('puts the like back when the call fails', async () => {
    const user = userEvent.setup();
    fakeApi({ [`POST ${LIKE}`]: () => apiError(500, 'Internal error', 'internal') });
    const { card } = renderFeed();
    await user.click(likeButton(card));
    expect(await screen.findByText('Error: Failed to process your request')).toBeTruthy();
    expect(likeButton(card).getAttribute('aria-pressed')).toBe('false');
    expect(likeButton(card).textContent).toContain('2');
  });

  it("reads 'View {n} Comments', then 'Hide Comments' while the panel is open", async () => {
    const user = userEvent.setup();
    fakeApi({ [`GET /api/posts/${POST_ID}/comments`]: json({ items: [] }) });
    const { card } = renderFeed(aPost({ comments_count: 3 }));
    const toggle = within(card).getByRole('button', { name: 'View 3 Comments' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.textContent).toBe('Hide Comments');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = within(card).getByRole('region', { name: 'Comments' });
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    await user.click(toggle);
    expect(toggle.textContent).toBe('View 3 Comments');
    expect(within(card).queryByRole('region', { name: 'Comments' })).toBeNull();
  });

  it("reads 'View 1 Comment' in the singular, and 'View 0 Comments' (decision 025)", () => {
    const one = renderFeed(aPost({ comments_count: 1 }));
    expect(within(one.card).getByRole('button', { name: 'View 1 Comment' })).toBeTruthy();
    one.unmount();
    const none = renderFeed(aPost({ comments_count: 0 }));
    expect(within(none.card).getByRole('button', { name: 'View 0 Comments' })).toBeTruthy();
  });

  it('bookmarks and un-bookmarks with the spec toasts', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`PUT /api/posts/${POST_ID}/bookmark`]: json({ is_bookmarked: true }),
      [`DELETE /api/posts/${POST_ID}/bookmark`]: json({ is_bookmarked: false }),
    });
    const { card } = renderFeed();
    const bookmark = within(card).getByRole('button', { name: 'Bookmark' });
    await user.click(bookmark);
    expect(await screen.findByText('Post added to bookmarks')).toBeTruthy();
    expect(bookmark.getAttribute('aria-pressed')).toBe('true');
    await user.click(bookmark);
    expect(await screen.findByText('Post removed from bookmarks')).toBeTruthy();
    expect(bookmark.getAttribute('aria-pressed')).toBe('false');
  });

  it('copies the share link, and says when it cannot', async () => {
    const user = userEvent.setup();
    fakeApi();
    const { card } = renderFeed();
    await user.click(within(card).getByRole('button', { name: 'Share post' }));
    expect(await screen.findByText('Post link copied to clipboard')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/post/${POST_ID}`);

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(card).getByRole('button', { name: 'Share post' }));
    expect(await screen.findByText('Could not share post')).toBeTruthy();
  });

  it("reports others' posts; own posts have Delete instead, behind a confirmation", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`POST /api/posts/${POST_ID}/report`]: json({ id: testId(400), status: 'open' }, 201),
    });
    const { card } = renderFeed();
    expect(within(card).queryByRole('button', { name: 'Delete post' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Report post' }));
    expect(await screen.findByText('Post reported. Our team will review it shortly.')).toBeTruthy();
    expect(api.callsTo(`POST /api/posts/${POST_ID}/report`)).toHaveLength(1);
  });

  it("deletes an own post after confirming: 'Post deleted', and it leaves the feed", async () => {
    const user = userEvent.setup();
    const own = aPost({ is_own: true, user_id: testId(1), user_name: 'Asha Rao' });
    fakeApi({ [`DELETE /api/posts/${POST_ID}`]: noContent() });
    const { card } = renderFeed(own);
    expect(within(card).queryByRole('button', { name: 'Report post' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Delete post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(screen.getByText('No requirements yet')).toBeTruthy();
  });

  it("says 'Failed to delete post' with the server's message and keeps the post", async () => {
    const user = userEvent.setup();
    const own = aPost({ is_own: true, user_id: testId(1), user_name: 'Asha Rao' });
    fakeApi({
      [`DELETE /api/posts/${POST_ID}`]: () => apiError(404, 'Post not found', 'not_found'),
    });
    const { card } = renderFeed(own);
    await user.click(within(card).getByRole('button', { name: 'Delete post' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete post')).toBeTruthy();
    expect(screen.getByText('Post not found')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Asha Rao' })).toBeTruthy();
  });
});

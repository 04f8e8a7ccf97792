import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '#shared/schemas/feed.ts';
import { AuthContext } from '#web/lib/auth/auth-context.ts';
import { apiError, fakeApi, json, noContent } from '#web/test/fake-api.ts';
import { aUser, testId } from '#web/test/fixtures.ts';
import {
  createTestQueryClient,
  renderWithProviders,
  testAuth,
} from '#web/test/render-with-providers.tsx';
import { renderWithRealtime } from '#web/test/render-with-realtime.tsx';
import { feedKeys } from '../api/query-keys';
import { useFeedRealtime } from '../hooks/use-feed-realtime';
import { aComment, aFeedPage, aPost, feedPages } from '../test/feed-fixtures';
import { CommunityFeed } from './community-feed';
import { viewCommentsLabel } from './post-actions';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The feed with the app shell's realtime listener, which updates its cache. */
function FeedWithAppListener() {
  useFeedRealtime(testId(1));
  return <CommunityFeed />;
}

const POST_ID = testId(200);
const COMMENTS = `/api/posts/${POST_ID}/comments`;
const mine = aComment();
const theirs = aComment({
  id: testId(301),
  user_id: testId(2),
  user_name: 'Vikram Shah',
  content: 'Thanks, will call you.',
  is_own: false,
});

function seededClient(commentsCount: number) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    feedKeys.list,
    feedPages(aFeedPage([aPost({ comments_count: commentsCount })])),
  );
  return queryClient;
}

/** Opens the comments and waits until 'Write a comment...' takes focus (100 ms later), so
 * that it cannot take focus in the middle of a test. */
async function openPanel(user: ReturnType<typeof userEvent.setup>, count: number) {
  const card = screen.getByRole('article', { name: 'Vikram Shah' });
  await user.click(within(card).getByRole('button', { name: viewCommentsLabel(count) }));
  const panel = within(card).getByRole('region', { name: 'Comments' });
  await waitFor(() =>
    expect(document.activeElement).toBe(within(panel).getByPlaceholderText('Write a comment...')),
  );
  return { card, panel };
}

function renderFeed(comments: Comment[]) {
  const api = fakeApi({ [`GET ${COMMENTS}`]: () => json({ items: comments }) });
  const queryClient = seededClient(comments.length);
  renderWithProviders(<CommunityFeed />, { queryClient, user: aUser() });
  return { api, queryClient };
}

describe('CommentList', () => {
  it('says there are none yet, focuses the input after 100 ms, and refuses a blank comment', async () => {
    const user = userEvent.setup();
    const { api } = renderFeed([]);
    const { panel } = await openPanel(user, 0);
    expect(
      await within(panel).findByText('No comments yet. Be the first to comment!'),
    ).toBeTruthy();
    const input = within(panel).getByPlaceholderText('Write a comment...');
    expect(within(panel).getByLabelText('Write a comment')).toBe(input);
    await waitFor(() => expect(document.activeElement).toBe(input));

    await user.type(input, '   ');
    await user.click(within(panel).getByRole('button', { name: 'Post Comment' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Comment cannot be empty');
    expect(api.callsTo(`POST ${COMMENTS}`)).toHaveLength(0);
  });

  it("posts a comment: 'Comment posted', it shows last, and the card counts it", async () => {
    const user = userEvent.setup();
    const added = aComment({ id: testId(302), content: 'Site visit on Saturday?' });
    const { api } = renderFeed([theirs]);
    api.on(`POST ${COMMENTS}`, json(added, 201));
    const { card, panel } = await openPanel(user, 1);
    await within(panel).findByText('Thanks, will call you.');
    await user.type(within(panel).getByPlaceholderText('Write a comment...'), added.content);
    await user.click(within(panel).getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment posted')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Thanks, will call you.'),
      expect.stringContaining('Site visit on Saturday?'),
    ]);
    expect(
      (within(panel).getByPlaceholderText('Write a comment...') as HTMLInputElement).value,
    ).toBe('');
    expect(api.callsTo(`POST ${COMMENTS}`)[0]?.body).toEqual({
      content: added.content,
    });
    await user.click(within(card).getByRole('button', { name: 'Hide Comments' }));
    expect(within(card).getByRole('button', { name: 'View 2 Comments' })).toBeTruthy();
  });

  it("says 'Failed to post comment' with the server's message", async () => {
    const user = userEvent.setup();
    const { api } = renderFeed([]);
    api.on(`POST ${COMMENTS}`, () => apiError(404, 'Post not found', 'not_found'));
    const { panel } = await openPanel(user, 0);
    await user.type(within(panel).getByPlaceholderText('Write a comment...'), 'Hello');
    await user.click(within(panel).getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to post comment')).toBeTruthy();
    expect(screen.getByText('Post not found')).toBeTruthy();
  });

  it("lets the author edit (Save, '(edited)') and cancel; others' comments have no Edit or Delete", async () => {
    const user = userEvent.setup();
    const { api } = renderFeed([theirs, mine]);
    const edited = { ...mine, content: 'Sending details tonight.', is_edited: true };
    api.on(`PATCH /api/comments/${mine.id}`, json(edited));
    const { panel } = await openPanel(user, 2);
    const [first, second] = await within(panel).findAllByRole('listitem');
    expect(within(first!).queryByRole('button', { name: 'Edit comment' })).toBeNull();
    expect(within(first!).queryByRole('button', { name: 'Delete comment' })).toBeNull();

    await user.click(within(second!).getByRole('button', { name: 'Edit comment' }));
    let box = within(second!).getByPlaceholderText('Edit your comment...') as HTMLTextAreaElement;
    expect(box.value).toBe(mine.content);
    await user.click(within(second!).getByRole('button', { name: 'Cancel' }));
    expect(within(second!).queryByPlaceholderText('Edit your comment...')).toBeNull();
    expect(document.activeElement).toBe(
      within(second!).getByRole('button', { name: 'Edit comment' }),
    );

    await user.click(within(second!).getByRole('button', { name: 'Edit comment' }));
    box = within(second!).getByPlaceholderText('Edit your comment...') as HTMLTextAreaElement;
    await user.clear(box);
    await user.click(within(second!).getByRole('button', { name: 'Save' }));
    expect(within(second!).getByRole('alert').textContent).toBe('Comment cannot be empty');
    await user.type(box, edited.content);
    await user.click(within(second!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment updated')).toBeTruthy();
    expect(within(second!).getByText('Sending details tonight.')).toBeTruthy();
    expect(within(second!).getByText('(edited)')).toBeTruthy();
    expect(api.callsTo(`PATCH /api/comments/${mine.id}`)[0]?.body).toEqual({
      content: edited.content,
    });
  });

  it("says 'Failed to update comment' with the server's message and stays in edit mode", async () => {
    const user = userEvent.setup();
    const { api } = renderFeed([mine]);
    api.on(`PATCH /api/comments/${mine.id}`, () =>
      apiError(400, 'Comment must be at most 1000 characters', 'bad_request', 'content'),
    );
    const { panel } = await openPanel(user, 1);
    await user.click(await within(panel).findByRole('button', { name: 'Edit comment' }));
    await user.type(within(panel).getByPlaceholderText('Edit your comment...'), ' more');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update comment')).toBeTruthy();
    expect(screen.getByText('Comment must be at most 1000 characters')).toBeTruthy();
    expect(within(panel).getByPlaceholderText('Edit your comment...')).toBeTruthy();
  });

  it("deletes an own comment after confirming: 'Comment deleted'", async () => {
    const user = userEvent.setup();
    const { api } = renderFeed([mine]);
    api.on(`DELETE /api/comments/${mine.id}`, noContent());
    const { card, panel } = await openPanel(user, 1);
    await user.click(await within(panel).findByRole('button', { name: 'Delete comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted')).toBeTruthy();
    expect(
      await within(panel).findByText('No comments yet. Be the first to comment!'),
    ).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Hide Comments' }));
    expect(within(card).getByRole('button', { name: 'View 0 Comments' })).toBeTruthy();
  });

  it("says 'Failed to delete comment' and keeps it", async () => {
    const user = userEvent.setup();
    const { api } = renderFeed([mine]);
    api.on(`DELETE /api/comments/${mine.id}`, () =>
      apiError(404, 'Comment not found', 'not_found'),
    );
    const { panel } = await openPanel(user, 1);
    await user.click(await within(panel).findByRole('button', { name: 'Delete comment' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete comment')).toBeTruthy();
    expect(within(panel).getByText(mine.content)).toBeTruthy();
  });

  it('refetches the open panel on a comment change to its post, and the card count follows events', async () => {
    const user = userEvent.setup();
    let items: Comment[] = [theirs];
    const api = fakeApi({ [`GET ${COMMENTS}`]: () => json({ items }) });
    const queryClient = seededClient(1);
    const { send } = renderWithRealtime(
      <AuthContext.Provider value={testAuth(aUser())}>
        <FeedWithAppListener />
      </AuthContext.Provider>,
      { queryClient, userId: testId(1) },
    );
    const { card, panel } = await openPanel(user, 1);
    await within(panel).findByText('Thanks, will call you.');
    const reads = api.callsTo(`GET ${COMMENTS}`).length;

    items = [
      theirs,
      aComment({
        id: testId(303),
        user_id: testId(3),
        user_name: 'Meera Iyer',
        content: 'Interested too',
        is_own: false,
      }),
    ];
    send({ kind: 'post.changed', post_id: POST_ID, change: 'comment_created', comments_count: 2 });
    expect(await within(panel).findByText('Interested too')).toBeTruthy();
    expect(api.callsTo(`GET ${COMMENTS}`).length).toBe(reads + 1);

    // Another post's comments, or a like, do not touch this panel.
    send({
      kind: 'post.changed',
      post_id: testId(999),
      change: 'comment_created',
      comments_count: 9,
    });
    send({ kind: 'post.changed', post_id: POST_ID, change: 'liked', likes_count: 7 });
    expect(api.callsTo(`GET ${COMMENTS}`).length).toBe(reads + 1);
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Like' }).textContent).toContain('7'),
    );

    await user.click(within(card).getByRole('button', { name: 'Hide Comments' }));
    send({ kind: 'post.changed', post_id: POST_ID, change: 'comment_deleted', comments_count: 1 });
    expect(await within(card).findByRole('button', { name: 'View 1 Comment' })).toBeTruthy();
    expect(api.callsTo(`GET ${COMMENTS}`).length).toBe(reads + 1);
  });
});

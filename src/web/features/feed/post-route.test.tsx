// The /post/:id page (src/web/app/routes/post.tsx), the target of a post's share link.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostPage } from '#web/app/routes/post.tsx';
import { apiError, fakeApi, json, noContent } from '#web/test/fake-api.ts';
import { aUser, testId } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { aComment, aPost } from './test/feed-fixtures';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const POST_ID = testId(200);

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/post/:id" element={<PostPage />} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
    </Routes>,
    { path: `/post/${POST_ID}`, user: aUser() },
  );
}

describe('PostPage', () => {
  it('shows the post with its comments open, and names the page after it', async () => {
    fakeApi({
      [`GET /api/posts/${POST_ID}`]: json(aPost({ comments_count: 1 })),
      [`GET /api/posts/${POST_ID}/comments`]: json({ items: [aComment()] }),
    });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading post' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post by Vikram Shah' }),
    ).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Vikram Shah' });
    const panel = within(card).getByRole('region', { name: 'Comments' });
    expect(
      await within(panel).findByText('I have one on 12th Main, sending details.'),
    ).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Hide Comments' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    await waitFor(() => expect(document.title).toBe('Post by Vikram Shah | BrokerCircle'));
  });

  it("says 'Post not found' for a post that is gone or not shared, with a way back", async () => {
    fakeApi({ [`GET /api/posts/${POST_ID}`]: () => apiError(404, 'Post not found', 'not_found') });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('offers to try again when the post could not be loaded', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET /api/posts/${POST_ID}`]: () => apiError(500, 'Internal error', 'internal'),
    });
    renderPage();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Could not load this post' },
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    api.on(`GET /api/posts/${POST_ID}`, json(aPost()));
    api.on(`GET /api/posts/${POST_ID}/comments`, json({ items: [] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeTruthy();
  });

  it('goes to the dashboard after the author deletes the post', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET /api/posts/${POST_ID}`]: json(
        aPost({ is_own: true, user_id: testId(1), user_name: 'Asha Rao' }),
      ),
      [`GET /api/posts/${POST_ID}/comments`]: json({ items: [] }),
      [`DELETE /api/posts/${POST_ID}`]: noContent(),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(await screen.findByText('Post deleted')).toBeTruthy();
  });
});

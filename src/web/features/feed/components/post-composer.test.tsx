import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES, POST_MAX_LENGTH } from '#shared/constants.ts';
import { apiError, fakeApi, json, networkDown } from '#web/test/fake-api.ts';
import { aUser, testId } from '#web/test/fixtures.ts';
import {
  createTestQueryClient,
  fakeImage,
  renderWithProviders,
} from '#web/test/render-with-providers.tsx';
import { feedKeys } from '../api/query-keys';
import { aFeedPage, aPost, feedPages } from '../test/feed-fixtures';
import { CommunityFeed } from './community-feed';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PLACEHOLDER = 'How is your day going... what are you working on?';

function renderFeed() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(feedKeys.list, feedPages(aFeedPage([aPost()])));
  renderWithProviders(<CommunityFeed />, { queryClient, user: aUser() });
  return queryClient;
}

async function openComposer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Share something with your network...' }));
  return screen.getByPlaceholderText(PLACEHOLDER) as HTMLTextAreaElement;
}

describe('PostComposer', () => {
  it('opens on click, counts down from 500, warns below 50 and is red at 0, never past 500', async () => {
    const user = userEvent.setup();
    fakeApi();
    renderFeed();
    const box = await openComposer(user);
    expect(document.activeElement).toBe(box);
    expect(screen.getByLabelText('Post text')).toBe(box);
    expect(screen.getByRole('button', { name: 'Post' })).toHaveProperty('disabled', true);
    const counter = screen.getByText('500 left');
    expect(counter.className).toContain('text-slate-600');

    fireEvent.change(box, { target: { value: 'a'.repeat(451) } });
    expect(counter.textContent).toBe('49 left');
    expect(counter.className).toContain('text-amber-700');
    fireEvent.change(box, { target: { value: 'a'.repeat(450) } });
    expect(counter.textContent).toBe('50 left');
    expect(counter.className).not.toContain('text-amber-700');

    fireEvent.change(box, { target: { value: 'b'.repeat(POST_MAX_LENGTH + 100) } });
    expect(box.value).toHaveLength(POST_MAX_LENGTH);
    expect(counter.textContent).toBe('0 left');
    expect(counter.className).toContain('text-red-700');
    await user.type(box, 'more');
    expect(box.value).toHaveLength(POST_MAX_LENGTH);
    expect(screen.getByRole('button', { name: 'Post' })).toHaveProperty('disabled', false);
  });

  it('keeps Post disabled for blank text, and Cancel collapses and forgets the draft', async () => {
    const user = userEvent.setup();
    fakeApi();
    renderFeed();
    let box = await openComposer(user);
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Post' })).toHaveProperty('disabled', true);
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const opener = screen.getByRole('button', { name: 'Share something with your network...' });
    expect(document.activeElement).toBe(opener);
    box = await openComposer(user);
    expect(box.value).toBe('');
  });

  it('posts text and image as multipart, then resets, collapses and shows the post on top', async () => {
    const user = userEvent.setup();
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    let sent: FormData | null = null;
    const created = aPost({
      id: testId(201),
      user_id: testId(1),
      user_name: 'Asha Rao',
      content: 'Just closed a deal in Whitefield!',
      image_url: '/media/social_post_images/k/image.webp',
      likes_count: 0,
      is_own: true,
    });
    const api = fakeApi({
      'POST /api/posts': ({ body }) => {
        sent = body as FormData;
        return json(created, 201);
      },
    });
    renderFeed();
    const box = await openComposer(user);
    await user.type(box, created.content);
    await user.upload(screen.getByLabelText('Post image'), fakeImage('deal.jpg', 2000));
    const preview = screen.getByRole('img', { name: 'Preview of your attachment' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByText(`${POST_MAX_LENGTH - created.content.length} left`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Post successful')).toBeTruthy();
    expect(screen.getByText('Your post has been shared with your network.')).toBeTruthy();
    expect(api.callsTo('POST /api/posts')).toHaveLength(1);
    const form = sent as FormData | null;
    expect(JSON.parse(String(form?.get('data')))).toEqual({ content: created.content });
    expect((form?.get('image') as File | null)?.name).toBe('deal.jpg');

    // Collapsed and reset: opening again shows an empty box, a full counter and no image.
    expect(screen.queryByPlaceholderText(PLACEHOLDER)).toBeNull();
    expect(revoke).toHaveBeenCalledWith(preview.getAttribute('src'));
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(within(articles[0]!).getByText(created.content)).toBeTruthy();
    const again = await openComposer(user);
    expect(again.value).toBe('');
    expect(screen.getByText('500 left')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Preview of your attachment' })).toBeNull();
  });

  it('previews one image, removes it, and refuses files over 5 MB or of other types', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    fakeApi();
    renderFeed();
    await openComposer(user);
    const input = screen.getByLabelText('Post image');
    await user.upload(input, fakeImage('flat.png', 1000, 'image/png'));
    const src = screen.getByRole('img', { name: 'Preview of your attachment' }).getAttribute('src');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Preview of your attachment' })).toBeNull();
    expect(revoke).toHaveBeenCalledWith(src);

    await user.upload(input, fakeImage('huge.jpg', IMAGE_MAX_BYTES + 1));
    expect(await screen.findByText('Image size exceeds 5MB limit')).toBeTruthy();
    expect(screen.getByText('Upload failed')).toBeTruthy();
    await user.upload(input, fakeImage('anim.gif', 1000, 'image/gif'));
    expect(await screen.findByText('Only JPEG, PNG or WebP images can be uploaded')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Preview of your attachment' })).toBeNull();
  });

  it.each([
    [
      'an image the server refuses',
      () =>
        apiError(
          400,
          'Only JPEG, PNG, WebP or AVIF images can be uploaded',
          'bad_request',
          'image',
        ),
      'Upload failed',
      'Only JPEG, PNG, WebP or AVIF images can be uploaded',
    ],
    [
      'text the server refuses',
      () => apiError(400, 'Post must be at most 500 characters', 'bad_request', 'content'),
      'Failed to post',
      'Post must be at most 500 characters',
    ],
    ['a network failure', networkDown, 'Error', 'Something went wrong. Please try again.'],
  ])('reports %s and keeps the draft', async (_case, answer, title, description) => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/posts': answer });
    renderFeed();
    const box = await openComposer(user);
    await user.type(box, 'Draft to keep');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    // A lost connection is retried once, a second later, with the same Idempotency-Key
    // (lib/send-once.ts) before it is reported.
    expect(await screen.findByText(title, undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Post' })).toHaveProperty('disabled', false),
    );
    expect(box.value).toBe('Draft to keep');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

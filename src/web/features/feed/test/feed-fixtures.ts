// Test-only: feed API shapes as the server returns them, with overrides.
import type { Comment, FeedPage, Post } from '#shared/schemas/feed.ts';
import { testId } from '#web/test/fixtures.ts';
import type { FeedPages } from '../api/feed-cache';

/** A post by Vikram Shah (testId(2)) seen by Asha Rao (testId(1)), an hour old. */
export function aPost(overrides: Partial<Post> = {}): Post {
  return {
    id: testId(200),
    user_id: testId(2),
    content: 'Looking for a 3 BHK in Indiranagar for a client, budget 2 Cr.',
    image_url: null,
    created_at: new Date(Date.now() - 3600_000).toISOString(),
    user_name: 'Vikram Shah',
    avatar_url: null,
    likes_count: 2,
    comments_count: 0,
    is_liked: false,
    is_bookmarked: false,
    is_own: false,
    ...overrides,
  };
}

/** A comment on aPost() by Asha Rao (the viewer), five minutes old. */
export function aComment(overrides: Partial<Comment> = {}): Comment {
  const created = new Date(Date.now() - 5 * 60_000).toISOString();
  return {
    id: testId(300),
    post_id: testId(200),
    user_id: testId(1),
    content: 'I have one on 12th Main, sending details.',
    created_at: created,
    updated_at: created,
    user_name: 'Asha Rao',
    avatar_url: null,
    is_edited: false,
    is_own: true,
    ...overrides,
  };
}

export function aFeedPage(items: Post[], has_more = false, requirements: FeedPage['requirements'] = []): FeedPage {
  const last = items.at(-1);
  const next_cursor = has_more && last ? `${last.created_at.slice(0, 23)}000Z_${last.id}` : null;
  return { items, requirements, has_more, next_cursor };
}

/** The cached infinite feed after its first page. */
export function feedPages(...pages: FeedPage[]): FeedPages {
  return { pages, pageParams: pages.map((_, i) => (i === 0 ? undefined : `cursor-${i}`)) };
}

// Issue 6, posts: who sees what in the feed (own + accepted connections, never a
// stranger's, a pending request's, a removed connection's or a hidden post), paging
// with `cursor` (and the older `before`), the 500/501 limit and blank posts, text stored verbatim, the image
// pipeline (re-encoded, removed with the post, a bad file leaving nothing), and editing
// or deleting another broker's post refused.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { FEED_MESSAGES, type FeedPage, type Post } from '#shared/schemas/feed.ts';
import { socialPosts } from '#server/db/schema.ts';
import { call, createPost, feedIds, feedOf, submitPost } from '../helpers/feed';
import { HTML_FILE, pngImage } from '../helpers/images';
import { removeConnection } from '../helpers/messages';
import { connectBrokers, keyOfMediaUrl, listMediaFiles } from '../helpers/properties';
import { test } from '../helpers/fixtures';
import { registerBroker } from '../helpers/test-app';
import { countRows, errorOf } from '../helpers/test-utils';

describe('feed scope', () => {
  test('shows own and accepted connections’ posts, never a stranger’s or a pending one’s', async ({
    t,
    connectedBrokers: { a: me, b: friend },
    broker: stranger,
  }) => {
    const pending = await registerBroker(t);
    await connectBrokers(t, pending, me, 'pending');
    const mine = await createPost(t, me, 'my own post');
    const friends = await createPost(t, friend, 'friend post');
    const pendings = await createPost(t, pending, 'pending post');
    const strangers = await createPost(t, stranger, 'stranger post');

    const mineFeed = await feedIds(t, me);
    expect(mineFeed).toEqual([friends.id, mine.id]);
    // From the other side: the friend sees mine, the pending requester and the stranger do not.
    expect(await feedIds(t, friend)).toEqual([friends.id, mine.id]);
    expect(await feedIds(t, pending)).toEqual([pendings.id]);
    expect(await feedIds(t, stranger)).toEqual([strangers.id]);

    for (const id of [pendings.id, strangers.id]) {
      const res = await call(t, me, 'GET', `/api/posts/${id}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(FEED_MESSAGES.postNotFound);
    }
    const shared = await call(t, friend, 'GET', `/api/posts/${mine.id}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json<Post>()).toMatchObject({ id: mine.id, is_own: false, content: 'my own post' });
  });

  test("a removed connection's posts disappear from both sides", async ({ t, connectedBrokers: { a, b, connectionId } }) => {
    const pa = await createPost(t, a, 'a writes');
    const pb = await createPost(t, b, 'b writes');
    expect(await feedIds(t, a)).toEqual([pb.id, pa.id]);
    const removed = await removeConnection(t, a, connectionId);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await feedIds(t, a)).toEqual([pa.id]);
    expect(await feedIds(t, b)).toEqual([pb.id]);
    expect((await call(t, a, 'GET', `/api/posts/${pb.id}`)).statusCode).toBe(404);
    expect((await call(t, a, 'POST', `/api/posts/${pb.id}/like`)).statusCode).toBe(404);
  });

  test('a hidden post disappears for everyone, its author included', async ({ t, connectedBrokers: { a, b } }) => {
    const post = await createPost(t, a, 'to be hidden');
    await t.database.db.update(socialPosts).set({ hiddenAt: new Date() }).where(eq(socialPosts.id, post.id));
    expect(await feedIds(t, a)).toEqual([]);
    expect(await feedIds(t, b)).toEqual([]);
    expect((await call(t, b, 'GET', `/api/posts/${post.id}/comments`)).statusCode).toBe(404);
  });
});

describe('paging, counts and flags', () => {
  test('pages newest first with `before` and reports has_more', async ({ t, broker: me }) => {
    const created: Post[] = [];
    for (let i = 0; i < 7; i++) created.push(await createPost(t, me, `post ${i}`));
    const newestFirst = created.map((p) => p.id).reverse();

    const first = await feedOf(t, me);
    expect(first.items.map((p) => p.id)).toEqual(newestFirst.slice(0, 5));
    expect(first.has_more).toBe(true);
    const second = await feedOf(t, me, `?before=${first.items[4]?.id}`);
    expect(second.items.map((p) => p.id)).toEqual(newestFirst.slice(5));
    expect(second.has_more).toBe(false);
    const small = await feedOf(t, me, `?limit=2&before=${newestFirst[1]}`);
    expect(small.items.map((p) => p.id)).toEqual(newestFirst.slice(2, 4));
  });

  test('pages by the (created_at, id) cursor: a deleted cursor post does not end paging', async ({ t, broker: me }) => {
    const created: Post[] = [];
    for (let i = 0; i < 7; i++) created.push(await createPost(t, me, `cursor post ${i}`));
    const newestFirst = created.map((p) => p.id).reverse();

    const first = await feedOf(t, me);
    expect(first.items.map((p) => p.id)).toEqual(newestFirst.slice(0, 5));
    expect(first.next_cursor).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_/);
    expect(first.next_cursor?.endsWith(`_${newestFirst[4]}`)).toBe(true);

    // The last post shown is deleted before the broker presses 'Show More Requirements'.
    expect((await call(t, me, 'DELETE', `/api/posts/${newestFirst[4]}`)).statusCode).toBe(204);
    const cursor = encodeURIComponent(first.next_cursor ?? '');
    const second = await feedOf(t, me, `?cursor=${cursor}`);
    expect(second.items.map((p) => p.id)).toEqual(newestFirst.slice(5));
    expect(second).toMatchObject({ has_more: false, next_cursor: null });
    // The older form needs that post: it now matches nothing (why clients use cursor).
    expect((await feedOf(t, me, `?before=${newestFirst[4]}`)).items).toEqual([]);
  });

  test('keeps the order of posts made in the same millisecond, and of equal times by id', async ({ t, broker: me }) => {
    const created: Post[] = [];
    for (let i = 0; i < 6; i++) created.push(await createPost(t, me, `tie ${i}`));
    // Two posts 100 µs apart (one JS millisecond), and four at one instant.
    const times = [
      '2026-01-01T10:00:00.000200Z',
      '2026-01-01T10:00:00.000100Z',
      '2026-01-01T09:00:00Z',
      '2026-01-01T09:00:00Z',
      '2026-01-01T09:00:00Z',
      '2026-01-01T09:00:00Z',
    ];
    for (const [i, post] of created.entries()) {
      await t.database.db.execute(
        sql`update social_posts set created_at = ${times[i]}::timestamptz where id = ${post.id}`,
      );
    }
    const tied = created.slice(2).map((p) => p.id).sort().reverse();
    const expected = [created[0]!.id, created[1]!.id, ...tied];

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=1&cursor=${encodeURIComponent(cursor)}` : '?limit=1';
      const page: FeedPage = await feedOf(t, me, query);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });

  test('refuses a malformed cursor, or cursor and before together, with a 400', async ({ t, broker: me }) => {
    const id = '0d7c2f8e-4b1a-4c3d-9e5f-1a2b3c4d5e6f';
    for (const bad of [
      'yesterday',
      `2026-13-01T00:00:00.000000Z_${id}`,
      `2026-02-30T00:00:00.000000Z_${id}`,
      `2026-01-01T00:00:00.000Z_${id}`,
      `2026-01-01T00:00:00.000000Z_not-a-uuid`,
    ]) {
      const res = await call(t, me, 'GET', `/api/feed?cursor=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).message, bad).toMatch(/cursor/i);
    }
    const both = await call(
      t,
      me,
      'GET',
      `/api/feed?before=${id}&cursor=${encodeURIComponent(`2026-01-01T00:00:00.000000Z_${id}`)}`,
    );
    expect(both.statusCode).toBe(400);
  });

  test('joins author, counts and the caller’s like and bookmark into each post', async ({ t, broker: b }) => {
    const a = await registerBroker(t, { name: 'Asha Author' });
    await connectBrokers(t, a, b);
    const post = await createPost(t, a, 'count me');
    expect(post).toMatchObject({
      user_id: a.id,
      user_name: 'Asha Author',
      likes_count: 0,
      comments_count: 0,
      is_liked: false,
      is_bookmarked: false,
      is_own: true,
      image_url: null,
    });
    expect((await call(t, b, 'POST', `/api/posts/${post.id}/like`)).statusCode).toBe(201);
    expect((await call(t, a, 'POST', `/api/posts/${post.id}/comments`, { content: 'hi' })).statusCode).toBe(201);
    expect((await call(t, b, 'PUT', `/api/posts/${post.id}/bookmark`)).json()).toEqual({ is_bookmarked: true });

    const [seenByB] = (await feedOf(t, b)).items;
    expect(seenByB).toMatchObject({ id: post.id, likes_count: 1, comments_count: 1, is_liked: true, is_bookmarked: true, is_own: false });
    const [seenByA] = (await feedOf(t, a)).items;
    expect(seenByA).toMatchObject({ likes_count: 1, comments_count: 1, is_liked: false, is_bookmarked: false, is_own: true });
  });
});

describe('post content', () => {
  test('accepts 500 characters and refuses 501, blank and whitespace', async ({ t, broker: me }) => {
    const before = await countRows(t, socialPosts);
    expect((await submitPost(t, me, { content: 'x'.repeat(500) })).statusCode).toBe(201);
    const long = await submitPost(t, me, { content: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message).toBe(FEED_MESSAGES.postTooLong);
    for (const content of ['', '   \n\t ']) {
      const res = await submitPost(t, me, { content });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(FEED_MESSAGES.postEmpty);
    }
    expect(await countRows(t, socialPosts)).toBe(before + 1);
  });

  test('stores script tags and javascript: links verbatim, as plain text', async ({ t, broker: me }) => {
    const content = `<script>alert("x")</script> <img src=x onerror=alert(1)> javascript:alert(1) https://example.com/a?b=1&c=2`;
    const post = await createPost(t, me, content);
    expect(post.content).toBe(content);
    expect((await feedOf(t, me)).items[0]?.content).toBe(content);
    const comment = await call(t, me, 'POST', `/api/posts/${post.id}/comments`, { content });
    expect(comment.json<{ content: string }>().content).toBe(content);
  });
});

describe('post image', () => {
  test('stores the image re-encoded as WebP under an unguessable key and removes it with the post', async ({ t, broker: me }) => {
    const post = await createPost(t, me, 'with a photo', await pngImage(300, 200));
    expect(post.image_url).toMatch(/^\/media\/social_post_images\/[0-9a-f]{32}\/image\.webp$/);
    const key = keyOfMediaUrl(post.image_url ?? '');
    const file = path.join(t.config.mediaDir, key);
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta.format).toBe('webp');
    const served = await t.app.inject({ method: 'GET', url: post.image_url ?? '' });
    expect(served.statusCode).toBe(200);

    const deleted = await call(t, me, 'DELETE', `/api/posts/${post.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
    expect(listMediaFiles(t).filter((f) => f.startsWith('social_post_images/'))).not.toContain(key);
  });

  test('refuses HTML renamed .png with no row and no file', async ({ t, broker: me }) => {
    const rows = await countRows(t, socialPosts);
    const files = listMediaFiles(t);
    const res = await submitPost(t, me, { content: 'sneaky' }, { data: HTML_FILE, filename: 'innocent.png' });
    expect(res.statusCode).toBe(400);
    expect(await countRows(t, socialPosts)).toBe(rows);
    expect(listMediaFiles(t)).toEqual(files);
  });

  test('refuses a second image part', async ({ t, broker: me }) => {
    const png = await pngImage();
    const { buildMultipart } = await import('../helpers/multipart');
    const form = buildMultipart([
      { name: 'data', value: JSON.stringify({ content: 'two' }) },
      { name: 'image', filename: 'a.png', data: png },
      { name: 'image', filename: 'b.png', data: png },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { authorization: `Bearer ${me.accessToken}`, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('own posts only', () => {
  test("editing or deleting another broker's post is refused (404) and nothing changes", async ({ t, connectedBrokers: { a, b } }) => {
    const post = await createPost(t, a, 'original');
    const edit = await call(t, b, 'PATCH', `/api/posts/${post.id}`, { content: 'defaced' });
    expect(edit.statusCode).toBe(404);
    const del = await call(t, b, 'DELETE', `/api/posts/${post.id}`);
    expect(del.statusCode).toBe(404);
    const still = await call(t, a, 'GET', `/api/posts/${post.id}`);
    expect(still.json<Post>().content).toBe('original');

    const own = await call(t, a, 'PATCH', `/api/posts/${post.id}`, { content: '  edited  ' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<Post>().content).toBe('edited');
    const blank = await call(t, a, 'PATCH', `/api/posts/${post.id}`, { content: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toBe(FEED_MESSAGES.postEmpty);
    expect((await call(t, a, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await call(t, a, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await call(t, a, 'DELETE', `/api/posts/not-a-uuid`)).statusCode).toBe(404);
  });
});

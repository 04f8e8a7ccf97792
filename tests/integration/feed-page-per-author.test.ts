// Issue 22: the feed page takes at most a page from each author (decision 046). Whatever
// the shape, the pages must be the visible posts in (created_at desc, id desc) order,
// each once: an author with many more posts than a page, authors interleaved, ties, a
// hidden post, and the rule read from both sides of each connection.
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { FeedPage } from '#shared/schemas/feed.ts';
import { createPost, feedOf } from '../helpers/feed';
import { test } from '../helpers/fixtures';
import { connectBrokers } from '../helpers/properties';
import { registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';

type Made = { id: string; at: string; author: string };

/** A post by `as` dated `at` (microseconds kept). */
async function postAt(t: TestApp, as: SignedIn, at: string, hidden = false): Promise<Made> {
  const post = await createPost(t, as, `${as.id.slice(0, 4)} at ${at}`);
  await t.database.db.execute(
    sql`update social_posts set created_at = ${at}::timestamptz, hidden_at = ${hidden ? sql`now()` : null}
        where id = ${post.id}`,
  );
  return { id: post.id, at, author: as.id };
}

/** Every id of `as`'s feed, paged by cursor `limit` at a time. */
async function readWholeFeed(t: TestApp, as: SignedIn, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const query: string = cursor ? `?limit=${limit}&cursor=${encodeURIComponent(cursor)}` : `?limit=${limit}`;
    const page: FeedPage = await feedOf(t, as, query);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items.map((p) => p.id));
    cursor = page.next_cursor;
    if (!cursor) {
      expect(page.has_more).toBe(false);
      return seen;
    }
  }
  throw new Error('the feed did not end within 100 pages');
}

/** The feed's order: created_at desc, then id desc. */
const newestFirst = (posts: readonly Made[]) =>
  [...posts]
    .sort((x, y) => (x.at === y.at ? (x.id < y.id ? 1 : -1) : x.at < y.at ? 1 : -1))
    .map((p) => p.id);

const at = (minute: number, micro = 0) =>
  `2026-03-01T10:${String(minute).padStart(2, '0')}:00.${String(micro).padStart(6, '0')}Z`;

describe('feed: a page per author', () => {
  test('an author with many more posts than a page, mixed with others, pages in order once each', async ({ t }) => {
    const me = await registerBroker(t);
    const prolific = await registerBroker(t);
    const quiet = await registerBroker(t);
    const stranger = await registerBroker(t);
    const pending = await registerBroker(t);
    await connectBrokers(t, me, prolific, 'accepted');
    await connectBrokers(t, quiet, me, 'accepted');
    await connectBrokers(t, prolific, stranger, 'accepted');
    await connectBrokers(t, pending, me, 'pending');

    const posts: Made[] = [];
    // prolific: 14 posts over the whole span; quiet: 3 in between (one tied with prolific
    // to the microsecond); me: 2; a hidden one of prolific's; others' posts I must not see.
    for (let i = 0; i < 14; i++) posts.push(await postAt(t, prolific, at(i * 3)));
    posts.push(await postAt(t, quiet, at(10)));
    posts.push(await postAt(t, quiet, at(21)));
    posts.push(await postAt(t, quiet, at(39, 5)));
    posts.push(await postAt(t, quiet, at(39)));
    posts.push(await postAt(t, me, at(1)));
    posts.push(await postAt(t, me, at(40)));
    const hidden = await postAt(t, prolific, at(20), true);
    const strangers = await postAt(t, stranger, at(22));
    const pendings = await postAt(t, pending, at(23));

    const expected = newestFirst(posts);
    for (const limit of [1, 2, 5, 7, 50]) {
      expect(await readWholeFeed(t, me, limit), `limit ${limit}`).toEqual(expected);
    }
    const whole = await readWholeFeed(t, me, 5);
    for (const unseen of [hidden.id, strangers.id, pendings.id]) expect(whole).not.toContain(unseen);

    // From the other side: prolific sees me and the stranger, not quiet nor the pending one.
    const prolificSees = posts.filter((p) => p.author !== quiet.id);
    expect(await readWholeFeed(t, prolific, 4)).toEqual(newestFirst([...prolificSees, strangers]));
    // The pending requester sees only their own post.
    expect(await readWholeFeed(t, pending, 5)).toEqual([pendings.id]);
  });

  test('the first page is the newest of all authors even when one author fills it alone', async ({ t }) => {
    const me = await registerBroker(t);
    const busy = await registerBroker(t);
    const other = await registerBroker(t);
    await connectBrokers(t, me, busy, 'accepted');
    await connectBrokers(t, me, other, 'accepted');
    const posts: Made[] = [];
    for (let i = 0; i < 12; i++) posts.push(await postAt(t, busy, at(20 + i)));
    posts.push(await postAt(t, other, at(5)));
    const page = await feedOf(t, me, '?limit=5');
    expect(page.items.map((p) => p.id)).toEqual(newestFirst(posts).slice(0, 5));
    expect(page.has_more).toBe(true);
    // The older `before` form pages the same way.
    const next = await feedOf(t, me, `?limit=5&before=${page.items[4]?.id}`);
    expect(next.items.map((p) => p.id)).toEqual(newestFirst(posts).slice(5, 10));
  });
});

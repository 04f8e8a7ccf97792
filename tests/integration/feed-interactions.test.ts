// Issue 6, acting on posts: likes (one per broker, decided by the primary key even under
// 50 parallel requests; the count never below zero), comments (oldest first, trimmed,
// blank refused, own-only edit and delete, the 'edited' mark), bookmarks, reports, and
// the admin's review (hide, dismiss; refused to brokers).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_MESSAGES, type Comment, type CommentList, type LikeState, type ReportList, type ReportedPost } from '#shared/schemas/feed.ts';
import { postBookmarks, postComments, postLikes, postReports } from '#server/db/schema.ts';
import { addComment, call, createPost, feedIds, feedOf } from '../helpers/feed';
import { connectBrokers } from '../helpers/properties';
import { createTestApp, ensureFounder, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function pair(): Promise<[SignedIn, SignedIn]> {
  const a = await registerBroker(t);
  const b = await registerBroker(t);
  await connectBrokers(t, a, b);
  return [a, b];
}

describe('likes', () => {
  it('50 parallel likes by one broker leave one row and a count of 1, with no 500', async () => {
    const [a, b] = await pair();
    const post = await createPost(t, a, 'like me once');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(t, b, 'POST', `/api/posts/${post.id}/like`)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused && errorOf(refused).message).toBe(FEED_MESSAGES.alreadyLiked);
    const rows = await t.database.db.select().from(postLikes).where(eq(postLikes.postId, post.id));
    expect(rows).toHaveLength(1);
    expect((await feedOf(t, b)).items[0]).toMatchObject({ likes_count: 1, is_liked: true });
  });

  it('unlike brings the count down, never below zero; both sides count', async () => {
    const [a, b] = await pair();
    const post = await createPost(t, a, 'two likes');
    expect((await call(t, a, 'POST', `/api/posts/${post.id}/like`)).json<LikeState>()).toEqual({ likes_count: 1, is_liked: true });
    expect((await call(t, b, 'POST', `/api/posts/${post.id}/like`)).json<LikeState>()).toEqual({ likes_count: 2, is_liked: true });
    const un = await call(t, b, 'DELETE', `/api/posts/${post.id}/like`);
    expect(un.statusCode).toBe(200);
    expect(un.json<LikeState>()).toEqual({ likes_count: 1, is_liked: false });
    expect((await call(t, b, 'DELETE', `/api/posts/${post.id}/like`)).json<LikeState>()).toEqual({ likes_count: 1, is_liked: false });
    expect((await call(t, a, 'DELETE', `/api/posts/${post.id}/like`)).json<LikeState>()).toEqual({ likes_count: 0, is_liked: false });
    expect((await call(t, a, 'DELETE', `/api/posts/${post.id}/like`)).json<LikeState>()).toEqual({ likes_count: 0, is_liked: false });
  });

  it('a stranger cannot like, comment, bookmark or report', async () => {
    const [a] = await pair();
    const stranger = await registerBroker(t);
    const post = await createPost(t, a, 'not for strangers');
    for (const [method, url, payload] of [
      ['POST', `/api/posts/${post.id}/like`, undefined],
      ['DELETE', `/api/posts/${post.id}/like`, undefined],
      ['GET', `/api/posts/${post.id}/comments`, undefined],
      ['POST', `/api/posts/${post.id}/comments`, { content: 'hello' }],
      ['PUT', `/api/posts/${post.id}/bookmark`, undefined],
      ['POST', `/api/posts/${post.id}/report`, undefined],
    ] as const) {
      const res = await call(t, stranger, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(res).message).toBe(FEED_MESSAGES.postNotFound);
    }
  });
});

describe('comments', () => {
  it('lists oldest first, trims, refuses blank, marks edits', async () => {
    const [a, b] = await pair();
    const post = await createPost(t, a, 'discuss');
    const first = await addComment(t, b, post.id, '  first  ');
    expect(first).toMatchObject({ content: 'first', is_edited: false, is_own: true, post_id: post.id, user_id: b.id });
    await addComment(t, a, post.id, 'second');
    const blank = await call(t, b, 'POST', `/api/posts/${post.id}/comments`, { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toBe(FEED_MESSAGES.commentEmpty);

    const list = (await call(t, a, 'GET', `/api/posts/${post.id}/comments`)).json<CommentList>();
    expect(list.items.map((c) => c.content)).toEqual(['first', 'second']);
    expect(list.items.map((c) => c.is_own)).toEqual([false, true]);

    const edited = await call(t, b, 'PATCH', `/api/comments/${first.id}`, { content: '  better  ' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Comment>()).toMatchObject({ content: 'better', is_edited: true });
    const blankEdit = await call(t, b, 'PATCH', `/api/comments/${first.id}`, { content: ' ' });
    expect(blankEdit.statusCode).toBe(400);
    expect(errorOf(blankEdit).message).toBe(FEED_MESSAGES.commentEmpty);
  });

  it("editing or deleting another's comment is refused (404) and nothing changes", async () => {
    const [a, b] = await pair();
    const post = await createPost(t, a, 'my post, your comment');
    const comment = await addComment(t, b, post.id, 'mine');
    // Even the post's author may not touch it.
    const edit = await call(t, a, 'PATCH', `/api/comments/${comment.id}`, { content: 'defaced' });
    expect(edit.statusCode).toBe(404);
    expect(errorOf(edit).message).toBe(FEED_MESSAGES.commentNotFound);
    expect((await call(t, a, 'DELETE', `/api/comments/${comment.id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(postComments).where(eq(postComments.id, comment.id));
    expect(row?.content).toBe('mine');

    expect((await call(t, b, 'DELETE', `/api/comments/${comment.id}`)).statusCode).toBe(204);
    expect((await call(t, b, 'DELETE', `/api/comments/${comment.id}`)).statusCode).toBe(404);
    expect((await feedOf(t, a)).items[0]?.comments_count).toBe(0);
  });
});

describe('bookmarks and reports', () => {
  it('bookmarks are idempotent both ways', async () => {
    const [a, b] = await pair();
    const post = await createPost(t, a, 'save me');
    for (let i = 0; i < 2; i++) {
      const res = await call(t, b, 'PUT', `/api/posts/${post.id}/bookmark`);
      expect(res.json()).toEqual({ is_bookmarked: true });
    }
    const rows = () =>
      t.database.db.select().from(postBookmarks).where(and(eq(postBookmarks.postId, post.id), eq(postBookmarks.userId, b.id)));
    expect(await rows()).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const res = await call(t, b, 'DELETE', `/api/posts/${post.id}/bookmark`);
      expect(res.json()).toEqual({ is_bookmarked: false });
    }
    expect(await rows()).toHaveLength(0);
  });

  it('reports: own refused, a repeat is idempotent', async () => {
    const [a, b] = await pair();
    const post = await createPost(t, a, 'questionable');
    const own = await call(t, a, 'POST', `/api/posts/${post.id}/report`);
    expect(own.statusCode).toBe(400);
    expect(errorOf(own).message).toBe(FEED_MESSAGES.reportOwn);
    const first = await call(t, b, 'POST', `/api/posts/${post.id}/report`);
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(t, b, 'POST', `/api/posts/${post.id}/report`);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    expect(await t.database.db.select().from(postReports).where(eq(postReports.postId, post.id))).toHaveLength(1);
  });
});

describe('admin review', () => {
  it('refuses brokers (403) and lets the admin hide and dismiss', async () => {
    const admin = await ensureFounder(t);
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const c = await registerBroker(t);
    await connectBrokers(t, a, b);
    await connectBrokers(t, a, c);
    const bad = await createPost(t, a, 'bad post');
    const fine = await createPost(t, a, 'fine post');
    const r1 = (await call(t, b, 'POST', `/api/posts/${bad.id}/report`)).json<{ id: string }>();
    const r2 = (await call(t, c, 'POST', `/api/posts/${bad.id}/report`)).json<{ id: string }>();
    const r3 = (await call(t, b, 'POST', `/api/posts/${fine.id}/report`)).json<{ id: string }>();

    for (const [method, url] of [
      ['GET', '/api/admin/reports'],
      ['POST', `/api/admin/reports/${r1.id}/hide`],
      ['POST', `/api/admin/reports/${r3.id}/dismiss`],
    ] as const) {
      expect((await call(t, b, method, url)).statusCode, url).toBe(403);
    }

    const open = await call(t, admin, 'GET', '/api/admin/reports?status=open');
    expect(open.statusCode, open.body).toBe(200);
    const openIds = open.json<ReportList>().items.map((r) => r.id);
    expect(openIds).toEqual(expect.arrayContaining([r1.id, r2.id, r3.id]));

    const hidden = await call(t, admin, 'POST', `/api/admin/reports/${r1.id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<ReportedPost>()).toMatchObject({ status: 'hidden', post: { id: bad.id, hidden: true, content: 'bad post' } });
    const [r2row] = await t.database.db.select().from(postReports).where(eq(postReports.id, r2.id));
    expect(r2row?.status).toBe('hidden');
    expect(await feedIds(t, b)).toEqual([fine.id]);
    expect(await feedIds(t, a)).toEqual([fine.id]);

    const dismissed = await call(t, admin, 'POST', `/api/admin/reports/${r3.id}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json<ReportedPost>()).toMatchObject({ status: 'dismissed', post: { id: fine.id, hidden: false } });
    expect(await feedIds(t, b)).toEqual([fine.id]);

    const hiddenList = (await call(t, admin, 'GET', '/api/admin/reports?status=hidden')).json<ReportList>();
    expect(hiddenList.items.map((r) => r.id)).toEqual(expect.arrayContaining([r1.id, r2.id]));
    expect((await call(t, admin, 'POST', `/api/admin/reports/00000000-0000-4000-8000-000000000000/hide`)).statusCode).toBe(404);
    expect((await call(t, admin, 'POST', `/api/admin/reports/nope/dismiss`)).statusCode).toBe(404);
  });
});

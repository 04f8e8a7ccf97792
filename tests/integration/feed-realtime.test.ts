// Issue 6, live updates through real sockets: post.created reaches the author's
// accepted connections (and the author), never a stranger; post.changed for comments
// and likes reaches the post's audience with the new counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '#shared/schemas/realtime.ts';
import { addComment, call, createPost } from '../helpers/feed';
import { connectBrokers } from '../helpers/properties';
import { connectRealtime, listenForRealtime, type RealtimeClient } from '../helpers/realtime-client';
import { createTestApp, ensureFounder, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-utils';

let t: TestApp;
let wsUrl: string;
const sockets: RealtimeClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  wsUrl = await listenForRealtime(t);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

const socketOf = async (who: SignedIn) => {
  const socket = await connectRealtime(wsUrl, who.accessToken);
  sockets.push(socket);
  return socket;
};
const postEvents = (s: RealtimeClient, postId: string) =>
  s.events().filter((e) => (e.kind === 'post.created' || e.kind === 'post.changed') && e.post_id === postId);

describe('feed events', () => {
  it("post.created reaches a connection's socket and the author's, not a stranger's", async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const stranger = await registerBroker(t);
    await connectBrokers(t, a, b);
    const [sa, sb, ss] = [await socketOf(a), await socketOf(b), await socketOf(stranger)];
    const post = await createPost(t, a, 'live post');
    const expected: RealtimeEvent = { kind: 'post.created', post_id: post.id, author_id: a.id };
    await waitFor(() => postEvents(sb, post.id).length > 0 || undefined, 'post.created at b');
    await waitFor(() => postEvents(sa, post.id).length > 0 || undefined, 'post.created at a');
    expect(postEvents(sb, post.id)).toEqual([expected]);
    // Something later, sent to the stranger, proves the socket was live all along.
    const own = await createPost(t, stranger, 'stranger post');
    await waitFor(() => postEvents(ss, own.id).length > 0 || undefined, 'the stranger’s own event');
    expect(postEvents(ss, post.id)).toEqual([]);
  });

  it('post.changed comment_created and liked reach the audience with counts', async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    const c = await registerBroker(t);
    const stranger = await registerBroker(t);
    await connectBrokers(t, a, b);
    await connectBrokers(t, a, c);
    const post = await createPost(t, a, 'talk about it');
    const [sa, sc, ss] = [await socketOf(a), await socketOf(c), await socketOf(stranger)];
    await addComment(t, b, post.id, 'hello');
    expect((await call(t, c, 'POST', `/api/posts/${post.id}/like`)).statusCode).toBe(201);
    for (const s of [sa, sc]) {
      await waitFor(() => postEvents(s, post.id).length >= 2 || undefined, 'comment and like events');
      // Two requests, two events: under load the second may be heard first.
      expect(postEvents(s, post.id)).toHaveLength(2);
      expect(postEvents(s, post.id)).toEqual(
        expect.arrayContaining([
          { kind: 'post.changed', post_id: post.id, change: 'comment_created', comments_count: 1 },
          { kind: 'post.changed', post_id: post.id, change: 'liked', likes_count: 1 },
        ]),
      );
    }
    const own = await createPost(t, stranger, 'marker');
    await waitFor(() => postEvents(ss, own.id).length > 0 || undefined, 'the stranger’s own event');
    expect(postEvents(ss, post.id)).toEqual([]);
  });

  it("the author's edit reaches the audience as post.changed 'updated'", async () => {
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    await connectBrokers(t, a, b);
    const post = await createPost(t, a, 'first words');
    const sb = await socketOf(b);
    const res = await call(t, a, 'PATCH', `/api/posts/${post.id}`, { content: 'better words' });
    expect(res.statusCode).toBe(200);
    await waitFor(() => postEvents(sb, post.id).length > 0 || undefined, 'the edit event');
    expect(postEvents(sb, post.id)).toEqual([{ kind: 'post.changed', post_id: post.id, change: 'updated' }]);
  });

  it("an admin's hide reaches the audience as post.changed 'deleted'", async () => {
    const admin = await ensureFounder(t);
    const a = await registerBroker(t);
    const b = await registerBroker(t);
    await connectBrokers(t, a, b);
    const post = await createPost(t, a, 'soon hidden');
    const sb = await socketOf(b);
    const report = (await call(t, b, 'POST', `/api/posts/${post.id}/report`)).json<{ id: string }>();
    expect((await call(t, admin, 'POST', `/api/admin/reports/${report.id}/hide`)).statusCode).toBe(200);
    await waitFor(() => postEvents(sb, post.id).length > 0 || undefined, 'the hide event');
    expect(postEvents(sb, post.id)).toEqual([{ kind: 'post.changed', post_id: post.id, change: 'deleted' }]);
  });
});

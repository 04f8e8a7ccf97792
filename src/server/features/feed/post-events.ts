// Live events about posts, published on the transaction of the change (decision 007),
// to the post's audience: its author and the author's accepted connections.
import type { RealtimeEvent } from '#shared/schemas/realtime.ts';
import type { Queryable } from '#server/db/open.ts';
import { publishEvents } from '#server/lib/realtime/publish-events.ts';
import { postAudience } from './post-visibility';

type PostChange = Extract<RealtimeEvent, { kind: 'post.changed' }>;

export async function publishPostCreated(q: Queryable, postId: string, authorId: string) {
  await publishEvents(q, [
    {
      userIds: await postAudience(q, authorId),
      event: { kind: 'post.created', post_id: postId, author_id: authorId },
    },
  ]);
}

export async function publishPostChanged(
  q: Queryable,
  authorId: string,
  change: Omit<PostChange, 'kind'>,
) {
  await publishEvents(q, [
    { userIds: await postAudience(q, authorId), event: { kind: 'post.changed', ...change } },
  ]);
}

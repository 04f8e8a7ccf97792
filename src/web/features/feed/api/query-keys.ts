// One place for the feed's cache keys, so mutations and realtime events touch exactly these.
export const feedKeys = {
  all: ['feed'] as const,
  /** The infinite list of the dashboard's Community Feed. */
  list: ['feed', 'list'] as const,
  /** One post (the /post/:id share target). */
  post: (id: string) => ['feed', 'post', id] as const,
  comments: (postId: string) => ['feed', 'comments', postId] as const,
};

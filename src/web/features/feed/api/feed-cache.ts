// Pure updates of the cached posts. A post can sit in two places (the feed list and the
// /post/:id entry); every change goes through these so both stay the same.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { FeedPage, Post } from '#shared/schemas/feed.ts';
import type { Requirement } from '#shared/schemas/requirements.ts';
import { feedKeys } from './query-keys';

export type FeedPages = InfiniteData<FeedPage, string | undefined>;

export type FeedEntry = { kind: 'post'; post: Post } | { kind: 'requirement'; requirement: Requirement };

/**
 * The posts of the loaded pages in their own order, with the requirements (each page
 * carries those of its own stretch of time) placed before the first post older than
 * them: newest first, and the posts' order is never changed.
 */
export function flattenFeed(data: { pages: readonly FeedPage[] } | undefined): FeedEntry[] {
  const seen = new Set<string>();
  const requirements: Requirement[] = [];
  for (const page of data?.pages ?? []) {
    for (const requirement of page.requirements ?? []) {
      if (seen.has(requirement.id)) continue;
      seen.add(requirement.id);
      requirements.push(requirement);
    }
  }
  const newestFirst = requirements.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const entries: FeedEntry[] = [];
  let next = 0;
  for (const post of flattenPosts(data)) {
    const postTime = Date.parse(post.created_at);
    while (next < newestFirst.length && Date.parse(newestFirst[next]!.created_at) > postTime) {
      entries.push({ kind: 'requirement', requirement: newestFirst[next]! });
      next += 1;
    }
    entries.push({ kind: 'post', post });
  }
  for (; next < newestFirst.length; next += 1) entries.push({ kind: 'requirement', requirement: newestFirst[next]! });
  return entries;
}

/** The posts of every loaded page, in order, each id once (a post put on top can meet itself in a later page). */
export function flattenPosts(data: { pages: readonly FeedPage[] } | undefined): Post[] {
  const seen = new Set<string>();
  const posts: Post[] = [];
  for (const page of data?.pages ?? []) {
    for (const post of page.items) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}

export function findCachedPost(queryClient: QueryClient, id: string): Post | undefined {
  const detail = queryClient.getQueryData<Post>(feedKeys.post(id));
  if (detail) return detail;
  return flattenPosts(queryClient.getQueryData<FeedPages>(feedKeys.list)).find((p) => p.id === id);
}

export function updateCachedPost(
  queryClient: QueryClient,
  id: string,
  update: (post: Post) => Post,
): void {
  changePageHolding(queryClient, id, (items) => items.map((p) => (p.id === id ? update(p) : p)));
  queryClient.setQueryData<Post>(feedKeys.post(id), (post) => (post ? update(post) : post));
}

/** A new post goes on top of the first page, once. Nothing happens before the feed has loaded: its first fetch will include it. */
export function prependCachedPost(queryClient: QueryClient, post: Post): void {
  queryClient.setQueryData<FeedPages>(feedKeys.list, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    if (data.pages.some((page) => page.items.some((p) => p.id === post.id))) return data;
    return { ...data, pages: [{ ...first, items: [post, ...first.items] }, ...rest] };
  });
  queryClient.setQueryData(feedKeys.post(post.id), post);
}

/** A deleted (or no longer visible) post leaves the feed; an open /post/:id refetches and says it is gone. */
export function removeCachedPost(queryClient: QueryClient, id: string): void {
  changePageHolding(queryClient, id, (items) => items.filter((p) => p.id !== id));
  void queryClient.invalidateQueries({ queryKey: feedKeys.post(id) });
}

/** Changes the items of the cached feed page holding post `id`; other pages stay as they are. */
function changePageHolding(
  queryClient: QueryClient,
  id: string,
  change: (items: Post[]) => Post[],
): void {
  queryClient.setQueryData<FeedPages>(feedKeys.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.items.some((p) => p.id === id) ? { ...page, items: change(page.items) } : page,
          ),
        }
      : data,
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPost as getPostEndpoint } from '#shared/api/feed.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { feedKeys } from './query-keys';

export const getPost = (id: string, signal?: AbortSignal) =>
  call(getPostEndpoint, { params: { id } }, { signal });

export const postQuery = (id: string) =>
  queryOptions({
    queryKey: feedKeys.post(id),
    queryFn: ({ signal }) => getPost(id, signal),
    // A 404 (deleted, hidden, or not shared with this broker) will not change on retry.
    retry: retryUnlessClientError,
  });

/** One post, for the /post/:id share link. */
export const usePost = (id: string) => useQuery(postQuery(id));

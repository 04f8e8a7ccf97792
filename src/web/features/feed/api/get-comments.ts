import { queryOptions, useQuery } from '@tanstack/react-query';
import { listComments } from '#shared/api/feed.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { feedKeys } from './query-keys';

export const getComments = (postId: string, signal?: AbortSignal) =>
  call(listComments, { params: { id: postId } }, { signal });

export const commentsQuery = (postId: string) =>
  queryOptions({
    queryKey: feedKeys.comments(postId),
    queryFn: ({ signal }) => getComments(postId, signal),
    // Events only reach an open panel, so each opening asks again (the old list shows meanwhile).
    staleTime: 0,
  });

/** A post's comments, oldest first. */
export const useComments = (postId: string) => useQuery(commentsQuery(postId));

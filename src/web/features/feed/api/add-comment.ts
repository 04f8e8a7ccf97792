import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addComment as addCommentEndpoint } from '#shared/api/feed.ts';
import type { CommentInput } from '#shared/schemas/feed.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { changeCachedComments } from './comment-cache';

export const addComment = (postId: string, input: CommentInput) =>
  call(addCommentEndpoint, { params: { id: postId }, body: input });

/** The new comment goes last (the list is oldest first). */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(postId, { content }),
    onSuccess: (comment) =>
      changeCachedComments(queryClient, postId, (items) => [
        ...items.filter((c) => c.id !== comment.id),
        comment,
      ]),
  });
}

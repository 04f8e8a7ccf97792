import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentSchema, type CommentInput } from '@shared/schemas/feed';
import { apiRequest } from '@web/lib/api-client';
import { changeCachedComments } from './comment-cache';

export const addComment = (postId: string, input: CommentInput) =>
  apiRequest(commentSchema, `/api/posts/${encodeURIComponent(postId)}/comments`, {
    method: 'POST',
    body: input,
  });

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

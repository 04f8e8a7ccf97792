import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentSchema, type CommentInput } from '@shared/schemas/feed';
import { apiRequest } from '@web/lib/api-client';
import { changeCachedComments } from './comment-cache';

export const updateComment = (id: string, input: CommentInput) =>
  apiRequest(commentSchema, `/api/comments/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });

export function useUpdateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      updateComment(id, { content }),
    onSuccess: (comment) =>
      changeCachedComments(queryClient, postId, (items) =>
        items.map((c) => (c.id === comment.id ? comment : c)),
      ),
  });
}

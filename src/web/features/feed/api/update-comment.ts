import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateComment as updateCommentEndpoint } from '#shared/api/feed.ts';
import type { CommentInput } from '#shared/schemas/feed.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { changeCachedComments } from './comment-cache';

export const updateComment = (id: string, input: CommentInput) =>
  call(updateCommentEndpoint, { params: { id }, body: input });

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

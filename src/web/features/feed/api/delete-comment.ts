import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deleteComment as deleteCommentEndpoint } from '#shared/api/feed.ts';
import { FEED_MESSAGES } from '#shared/schemas/feed.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { changeCachedComments } from './comment-cache';

export const deleteComment = (id: string) => call(deleteCommentEndpoint, { params: { id } });

/** The toasts live here: the deleted comment's row is unmounted before a caller's callback would run. */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_nothing, id) => {
      changeCachedComments(queryClient, postId, (items) => items.filter((c) => c.id !== id));
      toast.success(FEED_MESSAGES.commentDeleted);
    },
    onError: (error) =>
      toast.error(FEED_MESSAGES.commentDeleteFailed, {
        description: errorMessage(error, FEED_MESSAGES.genericErrorDescription),
      }),
  });
}

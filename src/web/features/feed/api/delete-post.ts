import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deletePost as deletePostEndpoint } from '#shared/api/feed.ts';
import { FEED_MESSAGES } from '#shared/schemas/feed.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { removeCachedPost } from './feed-cache';

export const deletePost = (id: string) => call(deletePostEndpoint, { params: { id } });

/**
 * Deletes an own post and takes it out of the feed. The toasts live here, not in the
 * card: the card is gone (unmounted) by the time a caller's callback would run.
 */
export function useDeletePost({ onDeleted }: { onDeleted?: (() => void) | undefined } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_nothing, id) => {
      removeCachedPost(queryClient, id);
      toast.success(FEED_MESSAGES.postDeleted);
      onDeleted?.();
    },
    onError: (error) =>
      toast.error(FEED_MESSAGES.postDeleteFailed, {
        description: errorMessage(error, FEED_MESSAGES.genericErrorDescription),
      }),
  });
}

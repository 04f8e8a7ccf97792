import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { FEED_MESSAGES } from '@shared/schemas/feed';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { removeCachedPost } from './feed-cache';

export const deletePost = (id: string) =>
  apiRequest(z.null(), `/api/posts/${encodeURIComponent(id)}`, { method: 'DELETE' });

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

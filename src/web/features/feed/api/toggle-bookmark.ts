import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { bookmarkStateSchema, FEED_MESSAGES } from '@shared/schemas/feed';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { updateCachedPost } from './feed-cache';

export const setBookmark = (id: string, bookmarked: boolean) =>
  apiRequest(bookmarkStateSchema, `/api/posts/${encodeURIComponent(id)}/bookmark`, {
    method: bookmarked ? 'PUT' : 'DELETE',
  });

/** Bookmark or un-bookmark, shown at once and put back if the call fails. */
export function useToggleBookmark(postId: string) {
  const queryClient = useQueryClient();
  const apply = (is_bookmarked: boolean) =>
    updateCachedPost(queryClient, postId, (post) => ({ ...post, is_bookmarked }));
  return useMutation({
    mutationFn: (bookmarked: boolean) => setBookmark(postId, bookmarked),
    onMutate: (bookmarked) => apply(bookmarked),
    onSuccess: (state) => {
      apply(state.is_bookmarked);
      toast.success(state.is_bookmarked ? FEED_MESSAGES.bookmarked : FEED_MESSAGES.unbookmarked);
    },
    onError: (error, bookmarked) => {
      apply(!bookmarked);
      toast.error(FEED_MESSAGES.genericError, {
        description: errorMessage(error, FEED_MESSAGES.genericErrorDescription),
      });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { bookmarkPost, unbookmarkPost } from '#shared/api/feed.ts';
import { FEED_MESSAGES } from '#shared/schemas/feed.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { updateCachedPost } from './feed-cache';

export const setBookmark = (id: string, bookmarked: boolean) =>
  call(bookmarked ? bookmarkPost : unbookmarkPost, { params: { id } });

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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { likePost as likePostEndpoint, unlikePost as unlikePostEndpoint } from '#shared/api/feed.ts';
import { FEED_MESSAGES, type LikeState } from '#shared/schemas/feed.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { updateCachedPost } from './feed-cache';

export const likePost = (id: string) => call(likePostEndpoint, { params: { id } });

export const unlikePost = (id: string) => call(unlikePostEndpoint, { params: { id } });

type ToggleLike = { like: boolean; before: LikeState };

/**
 * Like or unlike (spec section 4): the heart and count change at once, the server's
 * answer then sets the exact count; a failure puts the previous state back.
 */
export function useToggleLike(postId: string) {
  const queryClient = useQueryClient();
  const apply = (state: LikeState) =>
    updateCachedPost(queryClient, postId, (post) => ({ ...post, ...state }));
  return useMutation({
    mutationFn: ({ like }: ToggleLike) => (like ? likePost(postId) : unlikePost(postId)),
    onMutate: ({ like, before }) =>
      apply({ is_liked: like, likes_count: Math.max(0, before.likes_count + (like ? 1 : -1)) }),
    onSuccess: (state, { like }) => {
      apply(state);
      toast.success(like ? FEED_MESSAGES.liked : FEED_MESSAGES.unliked);
    },
    onError: (error, { before }) => {
      if (error instanceof ApiError && error.status === 409) {
        // Liked already (another tab): the count we had came from the server's events
        // and so already includes that like; only the heart was stale.
        apply({ is_liked: true, likes_count: before.likes_count });
        toast(FEED_MESSAGES.alreadyLiked);
        return;
      }
      apply(before);
      toast.error(
        error instanceof ApiError && error.status === 401
          ? FEED_MESSAGES.likeAuthRequired
          : FEED_MESSAGES.likeFailed,
      );
    },
  });
}

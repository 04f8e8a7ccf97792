import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPost as createPostEndpoint } from '#shared/api/feed.ts';
import type { CreatePostInput } from '#shared/schemas/feed.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { sendOnce } from '#web/lib/send-once.ts';
import { prependCachedPost } from './feed-cache';

export type NewPost = { content: string; image: File | null };

/** A multipart form: `data` holds { content } as JSON, `image` the optional photo. */
export function createPost({ content, image }: NewPost) {
  const form = new FormData();
  const data: CreatePostInput = { content };
  form.append('data', JSON.stringify(data));
  if (image) form.append('image', image, image.name);
  // Retried on a lost connection with the same Idempotency-Key: posted once.
  return sendOnce((idempotencyKey) => call(createPostEndpoint, { form }, { idempotencyKey }));
}

/** The new post goes straight on top of the feed, without refetching it. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => prependCachedPost(queryClient, post),
  });
}

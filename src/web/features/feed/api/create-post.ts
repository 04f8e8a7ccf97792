import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSchema, type CreatePostInput } from '@shared/schemas/feed';
import { apiUpload } from '@web/lib/api-client';
import { prependCachedPost } from './feed-cache';

export type NewPost = { content: string; image: File | null };

/** POST /api/posts as multipart: `data` holds { content } as JSON, `image` the optional photo. */
export function createPost({ content, image }: NewPost) {
  const form = new FormData();
  const data: CreatePostInput = { content };
  form.append('data', JSON.stringify(data));
  if (image) form.append('image', image, image.name);
  return apiUpload(postSchema, '/api/posts', form);
}

/** The new post goes straight on top of the feed, without refetching it. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => prependCachedPost(queryClient, post),
  });
}

// Acting on the feed through the API, for the feed tests.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Comment, FeedPage, Post } from '#shared/schemas/feed.ts';
import { buildMultipart, type FormPart } from './multipart';
import { bearer, type SignedIn, type TestApp } from './test-app';

export function postForm(data: unknown, image?: { data: Buffer; filename?: string }) {
  const parts: FormPart[] = [{ name: 'data', value: JSON.stringify(data) }];
  if (image)
    parts.push({
      name: 'image',
      filename: image.filename ?? 'photo.png',
      data: image.data,
      contentType: 'image/png',
    });
  return buildMultipart(parts);
}

export function submitPost(
  t: TestApp,
  as: SignedIn,
  data: unknown,
  image?: { data: Buffer; filename?: string },
): Promise<LightMyRequestResponse> {
  const form = postForm(data, image);
  return t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { ...bearer(as.accessToken), ...form.headers },
    payload: form.payload,
  });
}

/** Creates a post and fails the test unless it is created. */
export async function createPost(t: TestApp, as: SignedIn, content: string, image?: Buffer): Promise<Post> {
  const res = await submitPost(t, as, { content }, image ? { data: image } : undefined);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Post>();
}

export function call(
  t: TestApp,
  as: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: bearer(as.accessToken),
    ...(payload ? { payload } : {}),
  });
}

export async function feedOf(t: TestApp, as: SignedIn, query = ''): Promise<FeedPage> {
  const res = await call(t, as, 'GET', `/api/feed${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FeedPage>();
}

export async function feedIds(t: TestApp, as: SignedIn): Promise<string[]> {
  return (await feedOf(t, as, '?limit=50')).items.map((p) => p.id);
}

export async function addComment(t: TestApp, as: SignedIn, postId: string, content: string): Promise<Comment> {
  const res = await call(t, as, 'POST', `/api/posts/${postId}/comments`, { content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Comment>();
}

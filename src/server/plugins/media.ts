// Serves stored files at /media/<key>. Keys are random and never listed, so a URL is
// only known to those shown a response that contains it (the visibility rules decide
// who that is). Files never change under a key, hence the year-long immutable cache;
// nosniff and a fixed content type stop a browser from reading a file as anything
// but an image.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { errorBody } from '../lib/error-body';
import { isSafeStorageKey, type Storage } from '../lib/storage';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp' };

export const mediaRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (
  app,
  { storage },
) => {
  app.get('/media/*', {
    config: { access: 'public' },
    schema: {
      // Files, not an API operation: kept out of the OpenAPI document.
      hide: true,
      params: z.object({ '*': z.string() }),
      // The 200 body is the file's bytes (a Buffer is sent as is, never serialized).
      response: { 200: z.any(), 404: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const key = request.params['*'];
      const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
      // Anything odd in the key (.., backslashes, upper case, encoded tricks) is
      // answered exactly like a missing file.
      const data = contentType && isSafeStorageKey(key) ? await readStored(storage, key) : null;
      if (!data) return reply.status(404).send(errorBody(request, 'not_found', 'File not found'));
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  });
};

/**
 * The file under `key`. Photos stored before the 800 px rendition existed have no
 * medium.webp; their full.webp answers for it, so public pages can offer the medium one
 * for every photo.
 */
async function readStored(storage: Storage, key: string): Promise<Buffer | null> {
  const data = await storage.get(key);
  if (data || !key.endsWith('/medium.webp')) return data;
  return storage.get(`${key.slice(0, -'medium.webp'.length)}full.webp`);
}

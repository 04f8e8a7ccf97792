// The composer's form as it arrives: a `data` part with { content } as JSON and at most
// one `image` file. The image is decoded and re-encoded to WebP in memory here; nothing
// is stored.
import type { FastifyRequest } from 'fastify';
import { createPostInputSchema, FEED_MESSAGES } from '#shared/schemas/feed.ts';
import { processSingleImage } from '#server/lib/media/images.ts';
import { badRequest } from '#server/lib/http-errors.ts';
import { readMultipartForm } from '#server/lib/multipart-form.ts';
import { parseJsonText, parseWithSchema } from '#server/lib/validation.ts';

const IMAGE_FIELD = 'image';
const DATA_FIELD = 'data';

export type PostForm = { content: string; image: Buffer | null };

export async function readPostForm(request: FastifyRequest): Promise<PostForm> {
  const form = await readMultipartForm(request, {
    fileField: IMAGE_FIELD,
    maxFiles: 1,
    tooManyFilesMessage: 'A post can have one image',
    textFields: [DATA_FIELD],
  });
  const text = form.fields.get(DATA_FIELD);
  if (text === undefined) throw badRequest(FEED_MESSAGES.postEmpty, 'content');
  const { content } = parseWithSchema(createPostInputSchema, parseJsonText(text));
  const upload = form.files[0];
  // One rendition (1600 px wide at most): a post shows its image at one size, so the
  // medium and thumbnail encodes of a listing photo would be wasted work.
  const image = upload ? await processSingleImage(upload, IMAGE_FIELD) : null;
  return { content, image };
}

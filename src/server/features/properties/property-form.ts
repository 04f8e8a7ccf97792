// The property form as it arrives: a `data` part with the fields as JSON and up to
// five `images` files. Only reading and parsing happen here; nothing is stored.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PROPERTY_IMAGES_MAX } from '../../../shared/constants';
import { PROPERTY_MESSAGES } from '../../../shared/schemas/properties';
import { processPropertyImage, type PropertyImage } from '../../lib/images';
import { badRequest } from '../../lib/http-errors';
import { readMultipartForm } from '../../lib/multipart-form';
import { parseJsonText, parseWithSchema } from '../../lib/validation';

export const IMAGES_FIELD = 'images';
const DATA_FIELD = 'data';

export type PropertyForm<T> = { fields: T; uploads: Buffer[] };

export async function readPropertyForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<PropertyForm<z.output<S>>> {
  const form = await readMultipartForm(request, {
    fileField: IMAGES_FIELD,
    maxFiles: PROPERTY_IMAGES_MAX,
    tooManyFilesMessage: PROPERTY_MESSAGES.tooManyImages,
    textFields: [DATA_FIELD],
  });
  const text = form.fields.get(DATA_FIELD);
  if (text === undefined) throw badRequest('The form must include the property data', DATA_FIELD);
  return { fields: parseWithSchema(schema, parseJsonText(text)), uploads: form.files };
}

/** Every upload decoded and re-encoded in memory; the first bad one refuses the lot. */
export async function processUploads(uploads: readonly Buffer[]): Promise<PropertyImage[]> {
  const images: PropertyImage[] = [];
  // One at a time: five 40-megapixel decodes at once would multiply peak memory.
  for (const upload of uploads) images.push(await processPropertyImage(upload, IMAGES_FIELD));
  return images;
}

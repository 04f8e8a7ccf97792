// A form with photos as it arrives (properties, flyers): a `data` part with the fields
// as JSON and at most `maxFiles` `images` files. Only reading, parsing and re-encoding
// in memory happen here; nothing is stored.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../http-errors';
import { readMultipartForm } from '../multipart-form';
import { parseJsonText, parseWithSchema } from '../validation';
import { processPropertyImage, type PropertyImage } from './images';

export const IMAGES_FIELD = 'images';
const DATA_FIELD = 'data';

export type PhotoForm<T> = { fields: T; uploads: Buffer[] };

export type PhotoFormRules = {
  maxFiles: number;
  tooManyFilesMessage: string;
  /** The refusal when the `data` part is missing, and the field it names. */
  missingData: { message: string; field: string };
};

export async function readPhotoForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  rules: PhotoFormRules,
): Promise<PhotoForm<z.output<S>>> {
  const form = await readMultipartForm(request, {
    fileField: IMAGES_FIELD,
    maxFiles: rules.maxFiles,
    tooManyFilesMessage: rules.tooManyFilesMessage,
    textFields: [DATA_FIELD],
  });
  const text = form.fields.get(DATA_FIELD);
  if (text === undefined) throw badRequest(rules.missingData.message, rules.missingData.field);
  return { fields: parseWithSchema(schema, parseJsonText(text)), uploads: form.files };
}

/** Every upload decoded and re-encoded in memory; the first bad one refuses the lot. */
export async function processUploads(uploads: readonly Buffer[]): Promise<PropertyImage[]> {
  const images: PropertyImage[] = [];
  // One at a time: five 40-megapixel decodes at once would multiply peak memory.
  for (const upload of uploads) images.push(await processPropertyImage(upload, IMAGES_FIELD));
  return images;
}

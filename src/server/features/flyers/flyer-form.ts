// The flyer editor's form as it arrives (PUT /api/flyers/:id): a `data` part with the
// fields as JSON and at most five `images` files. The same reader and image pipeline
// as the property form (lib/multipart-form.ts, property-form.ts processUploads); only
// reading and parsing happen here, nothing is stored.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FLYER_IMAGES_MAX } from '../../../shared/constants';
import {
  FLYER_MESSAGES,
  createFlyerFormSchema,
  updateFlyerInputSchema,
} from '../../../shared/schemas/flyers';
import { badRequest } from '../../lib/http-errors';
import { readMultipartForm } from '../../lib/multipart-form';
import { parseJsonText, parseWithSchema } from '../../lib/validation';
import { IMAGES_FIELD, type PropertyForm } from '../properties/property-form';

const DATA_FIELD = 'data';

export type FlyerFields = z.output<typeof updateFlyerInputSchema>;
export type FlyerForm = PropertyForm<FlyerFields>;
export type CreateFlyerForm = PropertyForm<z.output<typeof createFlyerFormSchema>>;

export function readFlyerForm(request: FastifyRequest): Promise<FlyerForm> {
  return readForm(request, updateFlyerInputSchema);
}

/** The editor's first save (POST /api/flyers as multipart): the fields plus property_id. */
export function readCreateFlyerForm(request: FastifyRequest): Promise<CreateFlyerForm> {
  return readForm(request, createFlyerFormSchema);
}

async function readForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<PropertyForm<z.output<S>>> {
  const form = await readMultipartForm(request, {
    fileField: IMAGES_FIELD,
    maxFiles: FLYER_IMAGES_MAX,
    tooManyFilesMessage: FLYER_MESSAGES.tooManyImages,
    textFields: [DATA_FIELD],
  });
  const text = form.fields.get(DATA_FIELD);
  if (text === undefined) throw badRequest(FLYER_MESSAGES.titleRequired, 'title');
  return {
    fields: parseWithSchema(schema, parseJsonText(text)),
    uploads: form.files,
  };
}

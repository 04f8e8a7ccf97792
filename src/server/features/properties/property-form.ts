// The property form as it arrives: a `data` part with the fields as JSON and up to
// five `images` files (lib/media/photo-form.ts).
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PROPERTY_IMAGES_MAX } from '#shared/constants.ts';
import { PROPERTY_MESSAGES } from '#shared/schemas/properties.ts';
import { readPhotoForm, type PhotoForm } from '#server/lib/media/photo-form.ts';

export function readPropertyForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<PhotoForm<z.output<S>>> {
  return readPhotoForm(request, schema, {
    maxFiles: PROPERTY_IMAGES_MAX,
    tooManyFilesMessage: PROPERTY_MESSAGES.tooManyImages,
    missingData: { message: 'The form must include the property data', field: 'data' },
  });
}

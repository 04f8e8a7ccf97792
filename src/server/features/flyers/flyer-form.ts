// The flyer editor's form as it arrives (POST and PUT /api/flyers): a `data` part with
// the fields as JSON and at most five `images` files, read by the same reader and image
// pipeline as the property form (lib/media/photo-form.ts); nothing is stored here.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FLYER_IMAGES_MAX } from '#shared/constants.ts';
import {
  FLYER_MESSAGES,
  createFlyerFormSchema,
  updateFlyerInputSchema,
} from '#shared/schemas/flyers.ts';
import { readPhotoForm, type PhotoForm } from '#server/lib/media/photo-form.ts';

export type FlyerFields = z.output<typeof updateFlyerInputSchema>;
export type FlyerForm = PhotoForm<FlyerFields>;
export type CreateFlyerForm = PhotoForm<z.output<typeof createFlyerFormSchema>>;

export function readFlyerForm(request: FastifyRequest): Promise<FlyerForm> {
  return readForm(request, updateFlyerInputSchema);
}

/** The editor's first save (POST /api/flyers as multipart): the fields plus property_id. */
export function readCreateFlyerForm(request: FastifyRequest): Promise<CreateFlyerForm> {
  return readForm(request, createFlyerFormSchema);
}

function readForm<S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<PhotoForm<z.output<S>>> {
  return readPhotoForm(request, schema, {
    maxFiles: FLYER_IMAGES_MAX,
    tooManyFilesMessage: FLYER_MESSAGES.tooManyImages,
    missingData: { message: FLYER_MESSAGES.titleRequired, field: 'title' },
  });
}

// Thin HTTP layer for the members' flyers API (/api/flyers): who is asking, read the
// input, call the service, present. Every route is the caller's own flyers only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FLYER_MESSAGES,
  createFlyerInputSchema,
  flyerDraftSchema,
  flyerListQuerySchema,
  flyerListSchema,
  flyerSchema,
} from '../../../shared/schemas/flyers';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { notFound } from '../../lib/http-errors';
import { looseIdParams, requireUuid } from '../../lib/ids';
import { parseWithSchema } from '../../lib/validation';
import { requireAuth } from '../../plugins/route-access';
import { loadViewer } from '../properties/viewer';
import { createFlyer, flyerDraftOf } from './create-service';
import { deleteOwnFlyer } from './delete-service';
import { readCreateFlyerForm, readFlyerForm } from './flyer-form';
import { findOwnVisibleFlyer, listOwnFlyers } from './flyer-queries';
import { flyerImportRoutes } from './import-routes';
import { presentFlyer } from './presenter';
import { updateFlyer } from './update-service';

export const flyerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const viewerOf = (request: Parameters<typeof requireAuth>[0]) =>
    loadViewer(ctx.db, requireAuth(request));
  const flyerId = (id: string) => requireUuid(id, FLYER_MESSAGES.notFound);
  const tags = ['flyers'];

  /** The caller's flyer while they may see its property: the editor's view of it. */
  const loadEditable = async (viewer: Awaited<ReturnType<typeof viewerOf>>, id: string) => {
    const found = await findOwnVisibleFlyer(ctx.db, viewer, flyerId(id));
    if (!found) throw notFound(FLYER_MESSAGES.notFound);
    return found;
  };

  app.get('/', {
    config: { access: 'user' },
    schema: {
      tags,
      querystring: flyerListQuerySchema,
      response: { 200: flyerListSchema, ...errorResponses },
    },
    handler: async (request) => listOwnFlyers(ctx.db, await viewerOf(request), request.query.page),
  });

  // The editor's first save (decision 023) or a bare JSON { property_id }.
  app.post('/', {
    config: { access: 'user' },
    schema: {
      tags,
      consumes: ['application/json', 'multipart/form-data'],
      description:
        "JSON { property_id }: a flyer that starts as the property says. Multipart (the editor's first save): `data` = JSON { property_id, title, description, price_mode, price, custom_price_text, keep_images } with keep_images naming only the property's photos, `images` = new photo files (at most 5 photos in all). 403 `flyers_off` when the listing's owner does not allow client flyers.",
      response: { 201: flyerSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      let created;
      if (request.isMultipart()) {
        const { fields, uploads } = await readCreateFlyerForm(request);
        const { property_id: propertyId, ...editorFields } = fields;
        created = await createFlyer(ctx, viewer, {
          propertyId,
          form: { fields: editorFields, uploads },
        });
      } else {
        const body = parseWithSchema(createFlyerInputSchema, request.body ?? {});
        created = await createFlyer(ctx, viewer, { propertyId: body.property_id });
      }
      return reply.status(201).send(presentFlyer(created));
    },
  });

  app.get('/draft/:propertyId', {
    config: { access: 'user' },
    schema: {
      tags,
      description:
        'What the flyer editor starts from before the first save; nothing is stored. Same refusals as creating.',
      params: z.strictObject({ propertyId: z.string().max(100) }),
      response: { 200: flyerDraftSchema, ...errorResponses },
    },
    handler: async (request) => {
      const propertyId = requireUuid(request.params.propertyId, FLYER_MESSAGES.propertyNotFound);
      return flyerDraftOf(ctx.db, await viewerOf(request), propertyId);
    },
  });

  app.get('/:id', {
    config: { access: 'user' },
    schema: { tags, params: looseIdParams, response: { 200: flyerSchema, ...errorResponses } },
    handler: async (request) =>
      presentFlyer(await loadEditable(await viewerOf(request), request.params.id)),
  });

  app.put('/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      description:
        'Multipart: `data` = JSON { title, description, price_mode, price, custom_price_text, keep_images }, `images` = new photo files (at most 5 photos in all).',
      params: looseIdParams,
      response: { 200: flyerSchema, ...errorResponses },
    },
    handler: async (request) => {
      const viewer = await viewerOf(request);
      // Ownership first: a refused caller is told so before their photos are read.
      const current = await loadEditable(viewer, request.params.id);
      const form = await readFlyerForm(request);
      return presentFlyer(await updateFlyer(ctx, viewer, current, form));
    },
  });

  app.delete('/:id', {
    config: { access: 'user' },
    schema: { tags, params: looseIdParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await deleteOwnFlyer(ctx, await viewerOf(request), flyerId(request.params.id));
      return reply.status(204).send(null);
    },
  });

  await app.register(flyerImportRoutes, { ctx });
};

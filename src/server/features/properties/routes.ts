// Thin HTTP layer: who is asking, read the input, call the service, present.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROPERTY_MESSAGES,
  pageQuerySchema,
  propertyInputSchema,
  propertyListSchema,
  propertySchema,
  propertyUpdateInputSchema,
  recordViewResponseSchema,
} from '../../../shared/schemas/properties';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/route-access';
import { createProperty } from './create-service';
import { deleteProperty } from './delete-service';
import { listMyProperties, listNetworkProperties } from './list-service';
import { loadEditableProperty } from './policy';
import { presentProperty } from './presenter';
import { readPropertyForm } from './property-form';
import { findVisibleProperty } from './property-queries';
import { updateProperty } from './update-service';
import { recordPropertyView } from './view-service';
import { loadViewer } from './viewer';
import { errorResponses } from '../../lib/error-responses';
import { QUOTAS } from '../../plugins/write-quotas';
import { listingFlyersSchema } from '../../../shared/schemas/flyers';
import { listFlyersOfListing } from '../flyers/listing-flyers-query';


// Any string: a malformed id is a property that does not exist (404), not a 400.
const idParams = z.strictObject({ id: z.string().max(100) });
const isUuid = (value: string) => z.uuid().safeParse(value).success;

export const propertyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const viewerOf = (request: Parameters<typeof requireAuth>[0]) =>
    loadViewer(ctx.db, requireAuth(request));
  const requireId = (id: string) => {
    if (!isUuid(id)) throw notFound(PROPERTY_MESSAGES.notFound);
    return id;
  };

  app.get('/mine', {
    config: { access: 'user' },
    schema: {
      tags: ['properties'],
      querystring: pageQuerySchema,
      response: { 200: propertyListSchema, ...errorResponses },
    },
    handler: async (request) => listMyProperties(ctx.db, await viewerOf(request), request.query),
  });

  app.get('/network', {
    config: { access: 'user' },
    schema: {
      tags: ['properties'],
      querystring: pageQuerySchema,
      response: { 200: propertyListSchema, ...errorResponses },
    },
    handler: async (request) =>
      listNetworkProperties(ctx.db, await viewerOf(request), request.query),
  });

  app.get('/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['properties'],
      params: idParams,
      response: { 200: propertySchema, ...errorResponses },
    },
    handler: async (request) => {
      const viewer = await viewerOf(request);
      const found = await findVisibleProperty(ctx.db, viewer, requireId(request.params.id));
      if (!found) throw notFound(PROPERTY_MESSAGES.notFound);
      return presentProperty(found, viewer);
    },
  });

  app.post('/', {
    config: { access: 'user', quota: QUOTAS.listings },
    schema: {
      tags: ['properties'],
      consumes: ['multipart/form-data'],
      description:
        'Multipart: `data` = JSON of the property fields, `images` = up to 5 photo files.',
      response: { 201: propertySchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const form = await readPropertyForm(request, propertyInputSchema);
      const created = await createProperty(ctx, viewer, form);
      return reply.status(201).send(presentProperty(created, viewer));
    },
  });

  app.put('/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['properties'],
      consumes: ['multipart/form-data'],
      description:
        'Multipart: `data` = JSON of the fields plus remove_images, `images` = new photo files.',
      params: idParams,
      response: { 200: propertySchema, ...errorResponses },
    },
    handler: async (request) => {
      const viewer = await viewerOf(request);
      // Permission first: a refused caller is told so before sending photos is read.
      const current = await loadEditableProperty(ctx.db, viewer, requireId(request.params.id));
      const form = await readPropertyForm(request, propertyUpdateInputSchema);
      return presentProperty(await updateProperty(ctx, viewer, current, form), viewer);
    },
  });

  app.delete('/:id', {
    config: { access: 'user' },
    schema: { tags: ['properties'], params: idParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const current = await loadEditableProperty(ctx.db, viewer, requireId(request.params.id));
      await deleteProperty(ctx, current.property.id);
      return reply.status(204).send(null);
    },
  });

  // Who made client flyers of the caller's own listing (decision 023); 404 for anyone else.
  app.get('/:id/flyers', {
    config: { access: 'user' },
    schema: {
      tags: ['properties', 'flyers'],
      params: idParams,
      response: { 200: listingFlyersSchema, ...errorResponses },
    },
    handler: async (request) =>
      listFlyersOfListing(ctx.db, await viewerOf(request), requireId(request.params.id)),
  });

  app.post('/:id/views', {
    config: { access: 'user' },
    schema: {
      tags: ['properties'],
      params: idParams,
      response: { 200: recordViewResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const claims = requireAuth(request);
      const viewer = await loadViewer(ctx.db, claims);
      const found = await findVisibleProperty(ctx.db, viewer, requireId(request.params.id));
      if (!found) throw notFound(PROPERTY_MESSAGES.notFound);
      return recordPropertyView(ctx, found.property, { id: viewer.id });
    },
  });
};

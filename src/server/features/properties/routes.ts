// Thin HTTP layer for /api/properties (contracts in src/shared/api/properties.ts, and
// the owner's list of flyers of a listing in src/shared/api/flyers.ts): who is asking,
// read the input, call the service, present.
import type { FastifyPluginAsync } from 'fastify';
import { listListingFlyers } from '#shared/api/flyers.ts';
import {
  createProperty as createPropertyEndpoint,
  deleteProperty as deletePropertyEndpoint,
  getProperty,
  listMyProperties as listMyPropertiesEndpoint,
  listNetworkProperties as listNetworkPropertiesEndpoint,
  recordPropertyView as recordPropertyViewEndpoint,
  updateProperty as updatePropertyEndpoint,
} from '#shared/api/properties.ts';
import {
  PROPERTY_MESSAGES,
  propertyInputSchema,
  propertyUpdateInputSchema,
} from '#shared/schemas/properties.ts';
import type { AppContext } from '#server/app-context.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { callerOf } from '#server/plugins/route-access.ts';
import { QUOTAS } from '#server/plugins/write-quotas.ts';
import { listFlyersOfListing } from '../flyers';
import { createProperty } from './create-service';
import { deleteProperty } from './delete-service';
import { listMyProperties } from './list-service';
import { listNetworkProperties } from './network-listings';
import { loadEditableProperty } from './policy';
import { presentProperty } from './presenter';
import { readPropertyForm } from './property-form';
import { findVisibleProperty } from './property-queries';
import { updateProperty } from './update-service';
import { recordPropertyView } from './view-service';

export const propertyRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A malformed id is a property that does not exist (404), not a 400.
  const propertyId = (id: string) => requireUuid(id, PROPERTY_MESSAGES.notFound);

  registerEndpoint(app, listMyPropertiesEndpoint, {
    handler: async (request) => listMyProperties(ctx.db, callerOf(request), request.query),
  });

  registerEndpoint(app, listNetworkPropertiesEndpoint, {
    handler: async (request) =>
      listNetworkProperties(ctx.db, callerOf(request), request.query),
  });

  registerEndpoint(app, getProperty, {
    handler: async (request) => {
      const viewer = callerOf(request);
      const found = await findVisibleProperty(ctx.db, viewer, propertyId(request.params.id));
      if (!found) throw notFound(PROPERTY_MESSAGES.notFound);
      return presentProperty(found, viewer);
    },
  });

  registerEndpoint(app, createPropertyEndpoint, {
    config: { quota: QUOTAS.listings },
    handler: async (request) => {
      const viewer = callerOf(request);
      const form = await readPropertyForm(request, propertyInputSchema);
      return presentProperty(await createProperty(ctx, viewer, form), viewer);
    },
  });

  registerEndpoint(app, updatePropertyEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
      // Permission first: a refused caller is told so before sending photos is read.
      const current = await loadEditableProperty(ctx.db, viewer, propertyId(request.params.id));
      const form = await readPropertyForm(request, propertyUpdateInputSchema);
      return presentProperty(await updateProperty(ctx, viewer, current, form), viewer);
    },
  });

  registerEndpoint(app, deletePropertyEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
      const current = await loadEditableProperty(ctx.db, viewer, propertyId(request.params.id));
      await deleteProperty(ctx, current.property.id);
      return null;
    },
  });

  // Who made client flyers of the caller's own listing (decision 023); 404 for anyone else.
  registerEndpoint(app, listListingFlyers, {
    handler: async (request) =>
      listFlyersOfListing(ctx.db, callerOf(request), propertyId(request.params.id)),
  });

  registerEndpoint(app, recordPropertyViewEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
      const found = await findVisibleProperty(ctx.db, viewer, propertyId(request.params.id));
      if (!found) throw notFound(PROPERTY_MESSAGES.notFound);
      return recordPropertyView(ctx, found.property, { id: viewer.id });
    },
  });
};

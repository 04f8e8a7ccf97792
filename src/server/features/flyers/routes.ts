// Thin HTTP layer for the members' flyers API (contracts in src/shared/api/flyers.ts):
// who is asking, read the input, call the service, present. Every route is the
// caller's own flyers only.
import type { FastifyPluginAsync } from 'fastify';
import {
  createFlyer as createFlyerEndpoint,
  deleteFlyer,
  getFlyer,
  getFlyerDraft,
  listFlyers,
  updateFlyer as updateFlyerEndpoint,
} from '#shared/api/flyers.ts';
import { FLYER_MESSAGES, createFlyerInputSchema } from '#shared/schemas/flyers.ts';
import type { AppContext } from '#server/app-context.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { parseWithSchema } from '#server/lib/validation.ts';
import { callerOf } from '#server/plugins/route-access.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { createFlyer, flyerDraftOf } from './create-service';
import { deleteOwnFlyer } from './delete-service';
import { readCreateFlyerForm, readFlyerForm } from './flyer-form';
import { findOwnVisibleFlyer, listOwnFlyers } from './flyer-queries';
import { flyerImportRoutes } from './import-routes';
import { presentFlyer } from './presenter';
import { updateFlyer } from './update-service';

export const flyerRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const flyerId = (id: string) => requireUuid(id, FLYER_MESSAGES.notFound);

  /** The caller's flyer while they may see its property: the editor's view of it. */
  const loadEditable = async (viewer: Viewer, id: string) => {
    const found = await findOwnVisibleFlyer(ctx.db, viewer, flyerId(id));
    if (!found) throw notFound(FLYER_MESSAGES.notFound);
    return found;
  };

  registerEndpoint(app, listFlyers, {
    handler: async (request) => listOwnFlyers(ctx.db, callerOf(request), request.query.page),
  });

  // The editor's first save (decision 023) as multipart, or a bare JSON { property_id }.
  registerEndpoint(app, createFlyerEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
      if (request.isMultipart()) {
        const { fields, uploads } = await readCreateFlyerForm(request);
        const { property_id: propertyId, ...editorFields } = fields;
        const created = await createFlyer(ctx, viewer, {
          propertyId,
          form: { fields: editorFields, uploads },
        });
        return presentFlyer(created);
      }
      const body = parseWithSchema(createFlyerInputSchema, request.body ?? {});
      return presentFlyer(await createFlyer(ctx, viewer, { propertyId: body.property_id }));
    },
  });

  registerEndpoint(app, getFlyerDraft, {
    handler: async (request) => {
      const propertyId = requireUuid(request.params.propertyId, FLYER_MESSAGES.propertyNotFound);
      return flyerDraftOf(ctx.db, callerOf(request), propertyId);
    },
  });

  registerEndpoint(app, getFlyer, {
    handler: async (request) =>
      presentFlyer(await loadEditable(callerOf(request), request.params.id)),
  });

  registerEndpoint(app, updateFlyerEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
      // Ownership first: a refused caller is told so before their photos are read.
      const current = await loadEditable(viewer, request.params.id);
      const form = await readFlyerForm(request);
      return presentFlyer(await updateFlyer(ctx, viewer, current, form));
    },
  });

  registerEndpoint(app, deleteFlyer, {
    handler: async (request) => {
      await deleteOwnFlyer(ctx, callerOf(request), flyerId(request.params.id));
      return null;
    },
  });

  await app.register(flyerImportRoutes, { ctx });
};

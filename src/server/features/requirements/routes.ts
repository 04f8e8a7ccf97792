// Thin HTTP layer for /api/requirements, the listing owner's /api/properties/:id/requirements
// and the requirement parser (contracts in src/shared/api/requirements.ts): who is asking,
// read the input, call the service, present.
import type { FastifyPluginAsync } from 'fastify';
import {
  createRequirement as createRequirementEndpoint,
  deleteRequirement as deleteRequirementEndpoint,
  getRequirement,
  listPropertyRequirements as listPropertyRequirementsEndpoint,
  listRequirementMatches,
  listRequirements as listRequirementsEndpoint,
  parseRequirement,
  renewRequirement as renewRequirementEndpoint,
  updateRequirement as updateRequirementEndpoint,
  updateRequirementMatch,
} from '#shared/api/requirements.ts';
import { parseRequirementText } from '#shared/quick-entry/parse-requirement-text.ts';
import { PROPERTY_MESSAGES } from '#shared/schemas/properties.ts';
import { REQUIREMENT_MESSAGES } from '#shared/schemas/requirements.ts';
import type { AppContext } from '#server/app-context.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { callerOf } from '#server/plugins/route-access.ts';
import { QUOTAS } from '#server/plugins/write-quotas.ts';
import { findVisibleProperty } from '../properties';
import { createPlaceRefsCache } from '../quick-entry';
import { listRequirements } from './list-service';
import { listMatches, setMatchState } from './match-service';
import { presentRequirement } from './presenter';
import { listPropertyRequirements } from './property-requirements-service';
import { findVisibleRequirement } from './requirement-queries';
import { createRequirement, deleteRequirement, loadOwnRequirement, renewRequirement, updateRequirement } from './write-service';

export const requirementRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A malformed id is a requirement that does not exist (404), not a 400.
  const requirementId = (id: string) => requireUuid(id, REQUIREMENT_MESSAGES.notFound);
  const placeRefs = createPlaceRefsCache(ctx.db);

  registerEndpoint(app, createRequirementEndpoint, {
    config: { quota: QUOTAS.requirements },
    handler: async (request) => createRequirement(ctx, callerOf(request), request.body),
  });

  registerEndpoint(app, listRequirementsEndpoint, {
    handler: async (request) => listRequirements(ctx.db, callerOf(request), request.query),
  });

  registerEndpoint(app, getRequirement, {
    handler: async (request) => {
      const viewer = callerOf(request);
      const found = await findVisibleRequirement(ctx.db, viewer, requirementId(request.params.id));
      if (!found) throw notFound(REQUIREMENT_MESSAGES.notFound);
      return presentRequirement(found, viewer);
    },
  });

  registerEndpoint(app, updateRequirementEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
      const current = await loadOwnRequirement(ctx, viewer, requirementId(request.params.id));
      return updateRequirement(ctx, viewer, current, request.body);
    },
  });

  registerEndpoint(app, deleteRequirementEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
      await deleteRequirement(ctx, await loadOwnRequirement(ctx, viewer, requirementId(request.params.id), true));
      return null;
    },
  });

  registerEndpoint(app, renewRequirementEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
      return renewRequirement(ctx, viewer, await loadOwnRequirement(ctx, viewer, requirementId(request.params.id)));
    },
  });

  registerEndpoint(app, listRequirementMatches, {
    handler: async (request) => {
      const viewer = callerOf(request);
      const current = await loadOwnRequirement(ctx, viewer, requirementId(request.params.id));
      return listMatches(ctx.db, viewer, current.requirement.id, request.query);
    },
  });

  registerEndpoint(app, updateRequirementMatch, {
    handler: async (request) => {
      const viewer = callerOf(request);
      const current = await loadOwnRequirement(ctx, viewer, requirementId(request.params.id));
      return setMatchState(ctx.db, viewer, current.requirement.id, request.params.matchId, request.body.state);
    },
  });

  registerEndpoint(app, listPropertyRequirementsEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
      const id = requireUuid(request.params.id, PROPERTY_MESSAGES.notFound);
      const found = await findVisibleProperty(ctx.db, viewer, id);
      // Only the listing's owner learns which requirements it fits; to anyone else it is 404.
      if (!found || found.property.userId !== viewer.id) throw notFound(PROPERTY_MESSAGES.notFound);
      return listPropertyRequirements(ctx.db, viewer, id, request.query);
    },
  });

  registerEndpoint(app, parseRequirement, {
    handler: async (request) => parseRequirementText(request.body.text, (await placeRefs()).cities),
  });
};

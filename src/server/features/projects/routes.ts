// Thin HTTP layer for /api/projects (contracts in src/shared/api/projects.ts): who is
// asking, read the input, call the service, present.
import type { FastifyPluginAsync } from 'fastify';
import {
  createProject as createProjectEndpoint,
  deleteProject as deleteProjectEndpoint,
  getProject,
  listMyRegistrations as listMyRegistrationsEndpoint,
  listProjectRegistrations as listProjectRegistrationsEndpoint,
  listProjects as listProjectsEndpoint,
  registerProjectClient,
  updateProject as updateProjectEndpoint,
} from '#shared/api/projects.ts';
import { PROJECT_MESSAGES } from '#shared/schemas/projects.ts';
import type { AppContext } from '#server/app-context.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { callerOf } from '#server/plugins/route-access.ts';
import { QUOTAS } from '#server/plugins/write-quotas.ts';
import { projectInventoryRoutes } from './inventory/routes';
import { listProjects } from './list-service';
import { projectMediaRoutes } from './media-routes';
import { presentProject } from './presenter';
import { findVisibleProject } from './project-queries';
import {
  listMyRegistrations,
  listProjectRegistrations,
  registerClient,
} from './registration-service';
import { projectShareRoutes } from './shares/routes';
import { visitRoutes } from './visits/routes';
import { createProject, deleteProject, loadOwnProject, updateProject } from './write-service';

export const projectRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(projectInventoryRoutes, { ctx });
  await app.register(projectMediaRoutes, { ctx });
  // A malformed id is a project that does not exist (404), not a 400.
  const projectId = (id: string) => requireUuid(id, PROJECT_MESSAGES.notFound);

  registerEndpoint(app, createProjectEndpoint, {
    config: { quota: QUOTAS.projects },
    handler: async (request) => createProject(ctx, callerOf(request), request.body),
  });

  registerEndpoint(app, listProjectsEndpoint, {
    handler: async (request) =>
      listProjects(ctx.db, callerOf(request), request.query),
  });

  registerEndpoint(app, getProject, {
    handler: async (request) => {
      const viewer = callerOf(request);
      const found = await findVisibleProject(ctx.db, viewer, projectId(request.params.id));
      if (!found) throw notFound(PROJECT_MESSAGES.notFound);
      return presentProject(found, viewer);
    },
  });

  registerEndpoint(app, updateProjectEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
      const current = await loadOwnProject(ctx, viewer, projectId(request.params.id), true);
      return updateProject(ctx, viewer, current, request.body);
    },
  });

  registerEndpoint(app, deleteProjectEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
      await deleteProject(
        ctx,
        await loadOwnProject(ctx, viewer, projectId(request.params.id), false),
      );
      return null;
    },
  });

  registerEndpoint(app, registerProjectClient, {
    config: { quota: QUOTAS.projectRegistrations },
    handler: async (request) =>
      registerClient(
        ctx,
        callerOf(request),
        projectId(request.params.id),
        request.body,
      ),
  });

  registerEndpoint(app, listProjectRegistrationsEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
      const found = await findVisibleProject(ctx.db, viewer, projectId(request.params.id));
      if (!found) throw notFound(PROJECT_MESSAGES.notFound);
      return listProjectRegistrations(ctx.db, viewer, found.project, request.query);
    },
  });

  registerEndpoint(app, listMyRegistrationsEndpoint, {
    handler: async (request) =>
      listMyRegistrations(ctx.db, callerOf(request), request.query),
  });

  await app.register(visitRoutes, { ctx });
  await app.register(projectShareRoutes, { ctx });
};

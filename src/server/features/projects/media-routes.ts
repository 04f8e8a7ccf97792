// Thin HTTP layer for a project's photos and brochure (contracts in
// src/shared/api/project-media.ts): the permission first (404 for a project the caller
// cannot see, 403 for one they may not change), then the form, then the service.
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/project-media.ts';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import { BROCHURE_MAX_BYTES, PROJECT_IMAGES_MAX, PROJECT_MESSAGES } from '#shared/schemas/projects.ts';
import type { AppContext } from '#server/app-context.ts';
import { badRequest, unauthorized } from '#server/lib/http-errors.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { IMAGES_FIELD } from '#server/lib/media/photo-form.ts';
import { readMultipartForm } from '#server/lib/multipart-form.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { callerOf, readBearerToken } from '#server/plugins/route-access.ts';
import {
  addProjectImages,
  BROCHURE_FIELD,
  openProjectBrochure,
  putProjectBrochure,
  removeProjectBrochure,
  removeProjectImage,
  sendBrochure,
} from './media-service';
import { loadOwnProject } from './write-service';

export const projectMediaRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A malformed id is a project that does not exist (404), not a 400.
  const projectId = (id: string) => requireUuid(id, PROJECT_MESSAGES.notFound);
  const own = async (request: Parameters<typeof callerOf>[0], id: string) => {
    const viewer = callerOf(request);
    return { viewer, current: await loadOwnProject(ctx, viewer, projectId(id), true) };
  };

  registerEndpoint(app, api.addProjectImages, {
    handler: async (request) => {
      const { viewer, current } = await own(request, request.params.id);
      const form = await readMultipartForm(request, {
        fileField: IMAGES_FIELD,
        maxFiles: PROJECT_IMAGES_MAX,
        tooManyFilesMessage: PROJECT_MESSAGES.tooManyImages,
        textFields: [],
      });
      return addProjectImages(ctx, viewer, current, form.files);
    },
  });

  registerEndpoint(app, api.removeProjectImage, {
    handler: async (request) => {
      const { viewer, current } = await own(request, request.params.id);
      return removeProjectImage(ctx, viewer, current, request.query.url);
    },
  });

  registerEndpoint(app, api.putProjectBrochure, {
    handler: async (request) => {
      const { viewer, current } = await own(request, request.params.id);
      const form = await readMultipartForm(request, {
        fileField: BROCHURE_FIELD,
        maxFiles: 1,
        tooManyFilesMessage: 'Send one brochure file',
        textFields: [],
        maxFileBytes: BROCHURE_MAX_BYTES,
        tooLargeMessage: PROJECT_MESSAGES.brochureTooLarge,
      });
      const [data] = form.files;
      if (!data || data.length === 0) throw badRequest(PROJECT_MESSAGES.brochureMissing, BROCHURE_FIELD);
      return putProjectBrochure(ctx, viewer, current, { data, name: form.fileNames[0] ?? '' });
    },
  });

  registerEndpoint(app, api.removeProjectBrochure, {
    handler: async (request) => {
      const { viewer, current } = await own(request, request.params.id);
      return removeProjectBrochure(ctx, viewer, current);
    },
  });

  registerEndpoint(app, api.downloadProjectBrochure, {
    handler: async (request, reply) => {
      // A member whose token has lapsed must hear 401 (and refresh), not a Public-only 404.
      if (!request.auth && readBearerToken(request)) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      const viewer = request.auth ? callerOf(request) : null;
      return sendBrochure(reply, await openProjectBrochure(ctx, viewer, projectId(request.params.id)));
    },
  });
};

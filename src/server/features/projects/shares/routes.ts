// Thin HTTP layer for POST /api/projects/:id/share (src/shared/api/project-shares.ts); the
// public page itself is rendered by public-pages (/p/:publicId).
import type { FastifyPluginAsync } from 'fastify';
import { shareProject as shareProjectEndpoint } from '#shared/api/project-shares.ts';
import { PROJECT_MESSAGES } from '#shared/schemas/projects.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { callerOf } from '#server/plugins/route-access.ts';
import { shareProject } from './share-service';

export const projectShareRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, shareProjectEndpoint, {
    handler: async (request, reply) => {
      const viewer = callerOf(request);
      const projectId = requireUuid(request.params.id, PROJECT_MESSAGES.notFound);
      const { share, created } = await shareProject(ctx, viewer, projectId);
      if (!created) reply.status(shareProjectEndpoint.repeatStatus);
      return share;
    },
  });
};

// /api/account/exports: 'Download my data' (decision 028). The list, the request and the
// download link are for the signed-in owner; the download itself is reached by the
// browser with a one-minute single-use ticket from that link (a plain navigation cannot
// send the access token), so the file streams to disk without passing through the page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataExportLinkSchema,
  dataExportListSchema,
  dataExportSchema,
  downloadQuerySchema,
} from '#shared/schemas/account.ts';
import { uuidParamSchema } from '#shared/schemas/common.ts';
import type { AppContext } from '#server/app-context.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { requireAuth } from '#server/plugins/route-access.ts';
import { createDownloadLink, listDataExports, openDownload, requestDataExport } from './export-service';

export const dataExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/', {
    config: { access: 'user' },
    schema: { tags: ['account'], response: { 200: dataExportListSchema, ...errorResponses } },
    handler: async (request) => listDataExports(ctx, requireAuth(request).sub),
  });

  app.post('/', {
    config: { access: 'user' },
    schema: { tags: ['account'], response: { 202: dataExportSchema, ...errorResponses } },
    handler: async (request, reply) => reply.status(202).send(await requestDataExport(ctx, requireAuth(request).sub)),
  });

  app.post('/:id/link', {
    config: { access: 'user' },
    schema: { tags: ['account'], params: uuidParamSchema, response: { 200: dataExportLinkSchema, ...errorResponses } },
    handler: async (request) => createDownloadLink(ctx, requireAuth(request).sub, request.params.id),
  });

  app.get('/:id/download', {
    // The ticket is the credential (handed out by the route above to the signed-in owner).
    config: { access: 'public' },
    // A HEAD would spend the single-use ticket.
    exposeHeadRoute: false,
    schema: {
      tags: ['account'],
      params: uuidParamSchema,
      querystring: downloadQuerySchema,
      response: { 200: z.any(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const file = await openDownload(ctx, request.params.id, request.query.ticket);
      const day = file.createdAt.toISOString().slice(0, 10);
      const name = `${ctx.config.productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data-${day}.zip`;
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.stream);
    },
  });
};

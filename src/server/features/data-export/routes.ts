// /api/account/exports: 'Download my data' (decision 028; contracts in src/shared/api/
// account.ts). The list, the request and the download link are for the signed-in owner;
// the download itself is reached by the browser with a one-minute single-use ticket from
// that link (a plain navigation cannot send the access token), so the file streams to
// disk without passing through the page.
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/account.ts';
import type { AppContext } from '#server/app-context.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { sendDownload } from '#server/lib/send-download.ts';
import { requireAuth } from '#server/plugins/route-access.ts';
import { createDownloadLink, listDataExports, openDownload, requestDataExport } from './export-service';

export const dataExportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, api.listDataExports, {
    handler: async (request) => listDataExports(ctx, requireAuth(request).sub),
  });

  registerEndpoint(app, api.requestDataExport, {
    handler: async (request) => requestDataExport(ctx, requireAuth(request).sub),
  });

  registerEndpoint(app, api.createDataExportLink, {
    handler: async (request) => createDownloadLink(ctx, requireAuth(request).sub, request.params.id),
  });

  registerEndpoint(app, api.downloadDataExport, {
    handler: async (request, reply) => {
      const file = await openDownload(ctx, request.params.id, request.query.ticket);
      const day = file.createdAt.toISOString().slice(0, 10);
      const name = `${ctx.config.productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data-${day}.zip`;
      return sendDownload(reply, file, { contentType: api.downloadDataExport.file, filename: name });
    },
  });
};

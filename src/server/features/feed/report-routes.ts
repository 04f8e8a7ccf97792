// The admin's review of reported posts, under /api/admin/reports (access 'admin').
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEED_MESSAGES,
  reportListQuerySchema,
  reportListSchema,
  reportedPostSchema,
} from '../../../shared/schemas/feed';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { notFound } from '../../lib/http-errors';
import { dismissReport, hideReportedPost, listReports } from './report-review-service';

const idParams = z.strictObject({ id: z.string().max(100) });
const reportId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw notFound(FEED_MESSAGES.reportNotFound);
  return id;
};

export const reportReviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];

  app.get('/', {
    config: { access: 'admin' },
    schema: { tags, querystring: reportListQuerySchema, response: { 200: reportListSchema, ...errorResponses } },
    handler: async (request) => listReports(ctx.db, request.query),
  });

  app.post('/:id/hide', {
    config: { access: 'admin' },
    schema: { tags, params: idParams, response: { 200: reportedPostSchema, ...errorResponses } },
    handler: async (request) => hideReportedPost(ctx.db, reportId(request.params.id)),
  });

  app.post('/:id/dismiss', {
    config: { access: 'admin' },
    schema: { tags, params: idParams, response: { 200: reportedPostSchema, ...errorResponses } },
    handler: async (request) => dismissReport(ctx.db, reportId(request.params.id)),
  });
};

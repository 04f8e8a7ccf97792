// The admin's review of reported posts (contracts in src/shared/api/reports.ts), under
// /api/admin/reports; the contracts' access 'admin' keeps everyone else out.
import type { FastifyPluginAsync } from 'fastify';
import {
  dismissReport as dismissReportEndpoint,
  hideReportedPost as hideReportedPostEndpoint,
  listReports as listReportsEndpoint,
} from '#shared/api/reports.ts';
import { FEED_MESSAGES } from '#shared/schemas/feed.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { dismissReport, hideReportedPost, listReports } from './report-review-service';

const reportId = (id: string) => requireUuid(id, FEED_MESSAGES.reportNotFound);

export const reportReviewRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, listReportsEndpoint, {
    handler: async (request) => listReports(ctx.db, request.query),
  });

  registerEndpoint(app, hideReportedPostEndpoint, {
    handler: async (request) => hideReportedPost(ctx.db, reportId(request.params.id)),
  });

  registerEndpoint(app, dismissReportEndpoint, {
    handler: async (request) => dismissReport(ctx.db, reportId(request.params.id)),
  });
};

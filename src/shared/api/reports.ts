// /api/admin/reports: the admins' review of reported posts (stored for them, where the
// spec's client-only report lost them): the list by status, hiding the post, dismissing
// the report.
import { looseIdParamSchema } from '../schemas/common';
import { reportedPostSchema, reportListQuerySchema, reportListSchema } from '../schemas/feed';
import { defineEndpoint } from './define-endpoint';

const tags = ['admin'];

export const listReports = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports',
  operationId: 'listReports',
  summary: 'Reports with one status, newest first, a page at a time (admins)',
  tags,
  access: 'admin',
  query: reportListQuerySchema,
  status: 200,
  response: reportListSchema,
});

export const hideReportedPost = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reports/:id/hide',
  operationId: 'hideReportedPost',
  summary: "Hide a report's post from every feed and close its open reports as hidden (admins)",
  tags,
  access: 'admin',
  params: looseIdParamSchema,
  status: 200,
  response: reportedPostSchema,
});

export const dismissReport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reports/:id/dismiss',
  operationId: 'dismissReport',
  summary: 'Close one report and leave the post as it is (admins)',
  tags,
  access: 'admin',
  params: looseIdParamSchema,
  status: 200,
  response: reportedPostSchema,
});

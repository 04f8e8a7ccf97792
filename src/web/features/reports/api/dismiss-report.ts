import { reportedPostSchema } from '@shared/schemas/feed';
import { apiRequest } from '@web/lib/api-client';
import { useReviewMutation } from './review-mutation';

/** Closes one report without touching the post. */
export const dismissReport = (reportId: string) =>
  apiRequest(reportedPostSchema, `/api/admin/reports/${encodeURIComponent(reportId)}/dismiss`, {
    method: 'POST',
  });

export const useDismissReport = () =>
  useReviewMutation(dismissReport, { done: 'Report dismissed', failed: 'Could not dismiss report' });

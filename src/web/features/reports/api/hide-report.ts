import { reportedPostSchema } from '@shared/schemas/feed';
import { apiRequest } from '@web/lib/api-client';
import { useReviewMutation } from './review-mutation';

/** Hides the reported post from every feed; its open reports close as 'hidden'. */
export const hideReport = (reportId: string) =>
  apiRequest(reportedPostSchema, `/api/admin/reports/${encodeURIComponent(reportId)}/hide`, {
    method: 'POST',
  });

export const useHideReport = () =>
  useReviewMutation(hideReport, { done: 'Post hidden', failed: 'Could not hide post' });

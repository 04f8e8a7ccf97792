import { hideReportedPost } from '#shared/api/reports.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { useReviewMutation } from './review-mutation';

/** Hides the reported post from every feed; its open reports close as 'hidden'. */
export const hideReport = (reportId: string) => call(hideReportedPost, { params: { id: reportId } });

export const useHideReport = () =>
  useReviewMutation(hideReport, { done: 'Post hidden', failed: 'Could not hide post' });

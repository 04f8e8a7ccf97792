import { dismissReport as dismissReportEndpoint } from '#shared/api/reports.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { useReviewMutation } from './review-mutation';

/** Closes one report without touching the post. */
export const dismissReport = (reportId: string) =>
  call(dismissReportEndpoint, { params: { id: reportId } });

export const useDismissReport = () =>
  useReviewMutation(dismissReport, { done: 'Report dismissed', failed: 'Could not dismiss report' });

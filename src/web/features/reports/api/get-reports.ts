import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportListSchema } from '@shared/schemas/feed';
import { apiRequest } from '@web/lib/api-client';
import { retryUnlessClientError } from '@web/features/properties/api/retry-unless-client-error';
import { reportKeys, type ReportStatus } from './query-keys';

export const getReports = (status: ReportStatus, page: number) =>
  apiRequest(
    reportListSchema,
    `/api/admin/reports?${new URLSearchParams({ status, page: String(page) }).toString()}`,
  );

export const reportsQuery = (status: ReportStatus, page: number) =>
  queryOptions({
    queryKey: reportKeys.list(status, page),
    queryFn: () => getReports(status, page),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });

/** Admin: reports with the given status, newest report first, one page at a time. */
export const useReports = (status: ReportStatus, page: number) => useQuery(reportsQuery(status, page));

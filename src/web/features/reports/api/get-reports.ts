import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listReports } from '#shared/api/reports.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';
import { reportKeys, type ReportStatus } from './query-keys';

export const getReports = (status: ReportStatus, page: number) =>
  call(listReports, { query: { status, page } });

export const reportsQuery = (status: ReportStatus, page: number) =>
  queryOptions({
    queryKey: reportKeys.list(status, page),
    queryFn: () => getReports(status, page),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });

/** Admin: reports with the given status, newest report first, one page at a time. */
export const useReports = (status: ReportStatus, page: number) => useQuery(reportsQuery(status, page));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listProjectRegistrations } from '#shared/api/projects.ts';
import { REGISTRATIONS_PAGE_SIZE } from '#shared/schemas/projects.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';
import { projectKeys } from './query-keys';

export const getProjectRegistrations = (id: string, page: number) =>
  call(listProjectRegistrations, {
    params: { id },
    query: { page, page_size: REGISTRATIONS_PAGE_SIZE },
  });

/**
 * A project's registrations as the server lets the caller see them: every one for the
 * marketer, the caller's own for a broker. Read on each visit (others register meanwhile).
 */
export const useProjectRegistrations = (id: string, page: number) =>
  useQuery(
    queryOptions({
      queryKey: projectKeys.registrations(id, page),
      queryFn: () => getProjectRegistrations(id, page),
      placeholderData: keepPreviousData,
      staleTime: 0,
      retry: retryUnlessClientError,
    }),
  );

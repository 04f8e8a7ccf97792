import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProject as getProjectEndpoint } from '#shared/api/projects.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';
import { projectKeys } from './query-keys';

export const getProject = (id: string) => call(getProjectEndpoint, { params: { id } });

export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: () => getProject(id),
    retry: retryUnlessClientError,
  });

export const useProject = (id: string) => useQuery(projectQuery(id));

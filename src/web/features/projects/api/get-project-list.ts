import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listProjects } from '#shared/api/projects.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { projectKeys, type ProjectListParams } from './query-keys';

export const getProjectList = (params: ProjectListParams) => call(listProjects, { query: params });

/** The projects I market, or the others' open to me, newest first, one page at a time. */
export const useProjectList = (params: ProjectListParams) =>
  useQuery(
    queryOptions({
      queryKey: projectKeys.list(params),
      queryFn: () => getProjectList(params),
      placeholderData: keepPreviousData,
    }),
  );

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listRequirements } from '#shared/api/requirements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { requirementListKeys, type RequirementListParams } from './query-keys';

export const getRequirementList = (params: RequirementListParams) =>
  call(listRequirements, { query: params });

export const requirementListQuery = (params: RequirementListParams) =>
  queryOptions({
    queryKey: requirementListKeys.list(params),
    queryFn: () => getRequirementList(params),
    placeholderData: keepPreviousData,
  });

/** Mine (with counts per status) or the network's, newest first, one page at a time. */
export const useRequirementList = (params: RequirementListParams) =>
  useQuery(requirementListQuery(params));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRequirement as getRequirementEndpoint } from '#shared/api/requirements.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';
import { requirementKeys } from './query-keys';

export const getRequirement = (id: string) => call(getRequirementEndpoint, { params: { id } });

export const requirementQuery = (id: string) =>
  queryOptions({
    queryKey: requirementKeys.detail(id),
    queryFn: () => getRequirement(id),
    retry: retryUnlessClientError,
  });

export const useRequirement = (id: string) => useQuery(requirementQuery(id));

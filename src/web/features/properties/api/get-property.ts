import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProperty as getPropertyEndpoint } from '#shared/api/properties.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { propertyKeys } from './query-keys';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';

export const getProperty = (id: string) => call(getPropertyEndpoint, { params: { id } });

export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: () => getProperty(id),
    retry: retryUnlessClientError,
    // The owner sees the view count, which others' visits move: their listing is read
    // again each time its page opens (the cached copy shows meanwhile).
    refetchOnMount: (query) => (query.state.data?.is_owner ? 'always' : true),
  });

export const useProperty = (id: string) => useQuery(propertyQuery(id));

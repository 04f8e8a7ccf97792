import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertySchema } from '@shared/schemas/properties';
import { apiRequest } from '@web/lib/api-client';
import { propertyKeys } from './query-keys';
import { retryUnlessClientError } from './retry-unless-client-error';

export const getProperty = (id: string) =>
  apiRequest(propertySchema, `/api/properties/${encodeURIComponent(id)}`);

export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: () => getProperty(id),
    retry: retryUnlessClientError,
  });

export const useProperty = (id: string) => useQuery(propertyQuery(id));

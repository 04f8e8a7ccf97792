import { queryOptions, useQuery } from '@tanstack/react-query';
import { brokerOptionsSchema } from '@shared/schemas/profiles';
import { apiRequest } from '@web/lib/api-client';

export const getBrokerOptions = () => apiRequest(brokerOptionsSchema, '/api/admin/brokers');

export const brokerOptionsQuery = queryOptions({
  queryKey: ['admin', 'brokers'],
  queryFn: getBrokerOptions,
});

/** Every broker, for an admin assigning a new property; idle for everyone else. */
export const useBrokerOptions = (enabled: boolean) => useQuery({ ...brokerOptionsQuery, enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBrokerOptions } from '#shared/api/admin.ts';
import { call } from '#web/lib/call-endpoint.ts';

export const getBrokerOptions = () => call(listBrokerOptions, {});

export const brokerOptionsQuery = queryOptions({
  queryKey: ['admin', 'brokers'],
  queryFn: getBrokerOptions,
});

/** Every broker, for an admin assigning a new property; idle for everyone else. */
export const useBrokerOptions = (enabled: boolean) => useQuery({ ...brokerOptionsQuery, enabled });

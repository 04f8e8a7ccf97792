import { queryOptions, useQuery } from '@tanstack/react-query';
import { getConnectionWith as getConnectionWithEndpoint } from '#shared/api/connections.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { connectionQueryDefaults } from './connection-query-defaults';
import { connectionKeys } from './query-keys';

export const getConnectionWith = (userId: string) => call(getConnectionWithEndpoint, { params: { userId } });

export const connectionWithQuery = (userId: string) =>
  queryOptions({
    queryKey: connectionKeys.with(userId),
    queryFn: () => getConnectionWith(userId),
    ...connectionQueryDefaults,
  });

/** The caller's relation to one broker: which connect button to show (spec section 4). */
export const useConnectionWith = (userId: string, enabled = true) =>
  useQuery({ ...connectionWithQuery(userId), enabled });

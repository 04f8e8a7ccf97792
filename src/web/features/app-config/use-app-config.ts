import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAppConfig } from '#shared/api/system.ts';
import type { AppConfigResponse } from '#shared/schemas/app-config.ts';
import { DEFAULT_BUILD_NUMBER } from '#shared/constants.ts';
import { call } from '#web/lib/call-endpoint.ts';

export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: () => call(getAppConfig, {}),
  staleTime: Infinity,
  retry: 1,
});

const FALLBACK: AppConfigResponse = {
  product_name: 'BrokerCircle',
  request_invite_url: '',
  build_number: String(DEFAULT_BUILD_NUMBER),
};

/** Product name, invite link and build number; sensible defaults until (or if never) loaded. */
export function useAppConfig(): AppConfigResponse {
  const { data } = useQuery(appConfigQuery);
  return data ?? FALLBACK;
}

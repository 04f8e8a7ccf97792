import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAppConfig } from '@shared/api/system';
import type { AppConfigResponse } from '@shared/schemas/app-config';
import { DEFAULT_BUILD_NUMBER } from '@shared/constants';
import { call } from '@web/lib/call-endpoint';

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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotificationSettings as getNotificationSettingsEndpoint } from '#shared/api/notification-settings.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { notificationKeys } from './query-keys';

export const getNotificationSettings = () => call(getNotificationSettingsEndpoint, {});

export const notificationSettingsQuery = queryOptions({
  queryKey: notificationKeys.settings,
  queryFn: getNotificationSettings,
});

export const useNotificationSettings = () => useQuery(notificationSettingsQuery);

import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationSettingsSchema } from '@shared/schemas/notifications';
import { apiRequest } from '@web/lib/api-client';
import { notificationKeys } from './query-keys';

export const getNotificationSettings = () =>
  apiRequest(notificationSettingsSchema, '/api/notification-settings');

export const notificationSettingsQuery = queryOptions({
  queryKey: notificationKeys.settings,
  queryFn: getNotificationSettings,
});

export const useNotificationSettings = () => useQuery(notificationSettingsQuery);

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMessage as getMessageEndpoint } from '#shared/api/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { messageKeys } from './query-keys';

export const getMessage = (id: string) => call(getMessageEndpoint, { params: { id } });

export const messageQuery = (id: string) =>
  queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: () => getMessage(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

/** One message, for the dialog a 'message' notification opens. */
export const useMessage = (id: string) => useQuery(messageQuery(id));

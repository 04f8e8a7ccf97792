import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageSchema } from '@shared/schemas/messages';
import { apiRequest, ApiError } from '@web/lib/api-client';
import { messageKeys } from './query-keys';

export const getMessage = (id: string) =>
  apiRequest(messageSchema, `/api/messages/${encodeURIComponent(id)}`);

export const messageQuery = (id: string) =>
  queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: () => getMessage(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

/** One message, for the dialog a 'message' notification opens. */
export const useMessage = (id: string) => useQuery(messageQuery(id));

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { acceptConnection as acceptConnectionEndpoint } from '#shared/api/connections.ts';
import { CONNECTION_MESSAGES, type ConnectionListItem } from '#shared/schemas/connections.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { refreshConnectionViews, setBrokerConnection } from './connection-cache';

export const acceptConnection = (connectionId: string) =>
  call(acceptConnectionEndpoint, { params: { id: connectionId } });

/** Accepts a pending request to the caller; only its recipient may. */
export function useAcceptConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<ConnectionListItem, 'id' | 'other'>) => acceptConnection(item.id),
    onSuccess: (connection, item) => {
      setBrokerConnection(queryClient, item.other.id, { state: 'connected', connection_id: connection.id });
      toast.success(CONNECTION_MESSAGES.accepted, {
        description: `You are now connected with ${item.other.full_name}.`,
      });
      void refreshConnectionViews(queryClient);
    },
    onError: (error) => {
      toast.error(CONNECTION_MESSAGES.acceptFailed, {
        description: errorMessage(error, 'Please try again.'),
      });
      void refreshConnectionViews(queryClient);
    },
  });
}

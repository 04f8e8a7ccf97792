import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CONNECTION_MESSAGES, connectionSchema, type ConnectionListItem } from '@shared/schemas/connections';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { refreshConnectionViews, setBrokerConnection } from './connection-cache';

export const acceptConnection = (connectionId: string) =>
  apiRequest(connectionSchema, `/api/connections/${encodeURIComponent(connectionId)}/accept`, {
    method: 'POST',
  });

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

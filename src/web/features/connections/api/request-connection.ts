import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { requestConnection as requestConnectionEndpoint } from '#shared/api/connections.ts';
import { CONNECTION_MESSAGES } from '#shared/schemas/connections.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { refreshConnectionViews, setBrokerConnection, stateAfterRequest } from './connection-cache';

export const requestConnection = (recipientId: string) =>
  call(requestConnectionEndpoint, { body: { recipient_id: recipientId } });

/**
 * 'Connect': the button turns 'Request Sent' at once on success (or 'Connected' when the
 * other broker had already asked), with the spec's toasts.
 */
export function useRequestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestConnection,
    onSuccess: (connection, recipientId) => {
      setBrokerConnection(queryClient, recipientId, stateAfterRequest(connection));
      toast.success(
        connection.status === 'accepted' ? CONNECTION_MESSAGES.accepted : CONNECTION_MESSAGES.requestSent,
      );
      void refreshConnectionViews(queryClient);
    },
    onError: (error, recipientId) => {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(CONNECTION_MESSAGES.authRequired, {
          description: CONNECTION_MESSAGES.authRequiredDescription,
        });
        return;
      }
      toast.error(CONNECTION_MESSAGES.requestFailed, {
        description: errorMessage(error, 'Please try again.'),
      });
      // The button may have been stale (a request or connection already exists).
      void queryClient.invalidateQueries({ queryKey: ['connections', 'with', recipientId] });
    },
  });
}

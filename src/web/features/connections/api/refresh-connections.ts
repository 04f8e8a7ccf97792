import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { CONNECTION_MESSAGES } from '#shared/schemas/connections.ts';
import { connectionKeys } from './query-keys';

/** /connections 'Refresh': refetches the lists on screen and says how it went (spec section 8). */
export function useRefreshConnections() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey: connectionKeys.lists, type: 'active' }, { throwOnError: true });
      toast.success(CONNECTION_MESSAGES.refreshed);
    } catch {
      toast.error(CONNECTION_MESSAGES.refreshFailed);
    } finally {
      setRefreshing(false);
    }
  };
  return { refresh, refreshing };
}

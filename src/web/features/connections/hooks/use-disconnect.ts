import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CONNECTION_MESSAGES } from '#shared/schemas/connections.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { dropBrokerViews, refreshConnectionViews, setBrokerConnection } from '../api/connection-cache';
import { removeConnection } from '../api/remove-connection';
import {
  DISCONNECT_RELOAD_DELAY_MS,
  offersRefresh,
  recordDisconnectAttempt,
  reloadsAfterSuccess,
  type AttemptStore,
  type DisconnectAttempts,
} from './disconnect-attempts';

/** Who is being disconnected: the row's id (may be missing), their name and id. */
export type DisconnectTarget = {
  connectionId: string | null | undefined;
  brokerId: string;
  name: string;
  /** A request not yet accepted (declining or withdrawing it). */
  pending: boolean;
};

export type DisconnectEffects = {
  store: AttemptStore | null;
  userId: string;
  reload: () => void;
  schedule: (run: () => void, ms: number) => void;
};

function browserStore(): AttemptStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const browserDisconnectEffects = (userId: string): DisconnectEffects => ({
  store: browserStore(),
  userId,
  reload: () => window.location.reload(),
  schedule: (run, ms) => void window.setTimeout(run, ms),
});

/**
 * Counts the attempt and says how it went (spec sections 4 and 8): 'Disconnected' or
 * 'Connection Removed', reloading 1.5 s later from the second success; 'Disconnect
 * Failed' with 'Refresh Now' from the third failure.
 */
export function afterDisconnect(
  result: { ok: true; target: DisconnectTarget } | { ok: false },
  effects: DisconnectEffects,
): DisconnectAttempts {
  const attempts = recordDisconnectAttempt(effects.store, effects.userId, result.ok ? 'succeeded' : 'failed');
  if (result.ok) {
    const { name, pending } = result.target;
    if (pending) {
      toast.success(CONNECTION_MESSAGES.removed, { description: `The request with ${name} was removed.` });
    } else {
      toast.success(CONNECTION_MESSAGES.disconnected, {
        description: `You are no longer connected with ${name}.`,
      });
    }
    if (reloadsAfterSuccess(attempts)) effects.schedule(effects.reload, DISCONNECT_RELOAD_DELAY_MS);
  } else {
    toast.error(CONNECTION_MESSAGES.disconnectFailed, {
      description: CONNECTION_MESSAGES.disconnectRetry,
      action: offersRefresh(attempts) ? { label: 'Refresh Now', onClick: effects.reload } : undefined,
    });
  }
  return attempts;
}

/** Remove (disconnect, decline or withdraw) with the attempt counting of spec section 4. */
export function useDisconnect(effects?: Partial<DisconnectEffects>) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const mutation = useMutation({
    mutationFn: (target: DisconnectTarget & { connectionId: string }) => removeConnection(target.connectionId),
  });
  const disconnect = (target: DisconnectTarget, onDone?: () => void) => {
    const { connectionId } = target;
    if (!connectionId) {
      toast.error(CONNECTION_MESSAGES.connectionError, { description: CONNECTION_MESSAGES.noConnectionId });
      onDone?.();
      return;
    }
    const resolved = { ...browserDisconnectEffects(user?.id ?? 'anonymous'), ...effects };
    mutation.mutate(
      { ...target, connectionId },
      {
        onSuccess: () => {
          setBrokerConnection(queryClient, target.brokerId, { state: 'none', connection_id: null });
          void dropBrokerViews(queryClient, target.brokerId);
          afterDisconnect({ ok: true, target }, resolved);
        },
        onError: () => afterDisconnect({ ok: false }, resolved),
        onSettled: () => {
          void refreshConnectionViews(queryClient);
          onDone?.();
        },
      },
    );
  };
  return {
    disconnect,
    isPending: mutation.isPending,
    /** The connection being removed right now, if any. */
    pendingId: mutation.isPending ? mutation.variables.connectionId : null,
  };
}

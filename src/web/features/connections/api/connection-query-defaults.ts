import { CACHE_STALE_MS, CONNECTIONS_RETRIES } from '#shared/constants.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** Spec section 9: cached 5 minutes; up to two retries on network or server errors; a 4xx answer will not change on retry. */
export function retryConnections(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < CONNECTIONS_RETRIES;
}

export const connectionQueryDefaults = { staleTime: CACHE_STALE_MS, retry: retryConnections } as const;

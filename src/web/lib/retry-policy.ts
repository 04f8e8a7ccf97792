import { ApiError } from '#web/lib/api-client.ts';

/** Retry once on network or server errors; a 4xx answer will not change on retry. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

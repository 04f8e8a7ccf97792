// One submit of a create, sent with one Idempotency-Key (decision 045): the key is made
// once per submit and sent again on each automatic retry, so a retry after a lost answer
// gets the first answer back instead of making a second message, post or listing.
import { IDEMPOTENCY_ERROR_CODES } from '#shared/api/idempotency-key.ts';
import { ApiError } from './api-client';
import { retryUnlessClientError } from './retry-policy';

/** A UUID; randomUUID needs a secure context, so plain-HTTP LAN testing gets 128 random bits. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Retries like the reads do (once, on a network or server error: retryUnlessClientError),
 * and waits out a 409 saying the first send is still running, a few times.
 */
export async function sendOnce<T>(send: (idempotencyKey: string) => Promise<T>, delayMs = 1000): Promise<T> {
  const key = newIdempotencyKey();
  for (let failures = 0; ; failures++) {
    try {
      return await send(key);
    } catch (error) {
      const stillRunning =
        error instanceof ApiError && error.code === IDEMPOTENCY_ERROR_CODES.inProgress && failures < 3;
      if (!stillRunning && !retryUnlessClientError(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

// The Idempotency-Key request header (decision 045, after the IETF draft "The
// Idempotency-Key HTTP Header Field" and Stripe): a client names one attempt at a create,
// and a retry with the same key never makes a second row. Shared so the web app, the
// server and /api/docs use the one name, shape and message.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that was stored for an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** 1 to 255 visible ASCII characters (a UUID fits); taken as sent, quotes included. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  malformed: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters (a UUID is a good choice)',
  inProgress: 'A request with this Idempotency-Key is still being processed',
  mismatch: 'This Idempotency-Key was used with a different request',
} as const;

/** The error codes of those refusals, for a client that reacts to one (retry on in progress). */
export const IDEMPOTENCY_ERROR_CODES = {
  inProgress: 'idempotency_key_in_progress',
  mismatch: 'idempotency_key_reused',
} as const;

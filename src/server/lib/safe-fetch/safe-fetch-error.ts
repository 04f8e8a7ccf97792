// One error type for every refusal of the safe fetcher, with a code that callers map
// to the spec's messages ('Failed to scrape the URL', 'Image size exceeds 5MB limit', ...).
// The message is for logs; it may name the refused address, so never show it to users.

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'http_status'
  | 'network'
  | 'not_image';

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SafeFetchError';
    this.status = options?.status;
  }

  /** The upstream HTTP status, for code 'http_status'. */
  readonly status: number | undefined;
}

/** A destination refused by the address policy (an address, a host name or a port). */
export class BlockedAddressError extends SafeFetchError {
  constructor(readonly target: string) {
    super('blocked_address', `Refused to connect to ${target}: not a public address`);
    this.name = 'BlockedAddressError';
  }
}

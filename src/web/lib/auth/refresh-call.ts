import { refreshSession } from '#shared/api/auth-refresh.ts';
import { call } from '#web/lib/call-endpoint.ts';

/** Trades the refresh cookie for a new session; a 401 is the answer, not a cue to retry. */
export const refreshSessionCall = () => call(refreshSession, {}, { noRetry: true });

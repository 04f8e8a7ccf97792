// The access token lives in memory only; local storage keeps non-secret facts (who
// was signed in, until when) so a reload knows whether to try the refresh cookie.
import type { AuthResponse, AuthUser, Session } from '#shared/schemas/auth.ts';
import { receivedNow, type ReceivedAt } from './auth/received-at';
import { readSessionFacts, writeSessionFacts } from './session-facts';

/** `receivedAt`: when the session's answer arrived, to time its refresh from `expires_in`. */
type State = { session: Session | null; user: AuthUser | null; receivedAt: ReceivedAt | null };
type Listener = (state: State) => void;

let state: State = { session: null, user: null, receivedAt: null };
const listeners = new Set<Listener>();

export const sessionStore = {
  get: () => state,
  accessToken: () => state.session?.access_token ?? null,
  set(auth: AuthResponse | null, receivedAt: ReceivedAt = receivedNow()) {
    state = auth
      ? { session: auth.session, user: auth.user, receivedAt }
      : { session: null, user: null, receivedAt: null };
    writeSessionFacts(auth ? { user_id: auth.user.id, expires_at: auth.session.expires_at } : null);
    for (const l of listeners) l(state);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  hadSession(): boolean {
    return readSessionFacts() !== null;
  },
};

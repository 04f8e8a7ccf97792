// The access token lives in memory only; local storage keeps non-secret facts (who
// was signed in, until when) so a reload knows whether to try the refresh cookie.
import type { AuthResponse, AuthUser, Session } from '@shared/schemas/auth';
import { readSessionFacts, writeSessionFacts } from './session-facts';

type State = { session: Session | null; user: AuthUser | null };
type Listener = (state: State) => void;

let state: State = { session: null, user: null };
const listeners = new Set<Listener>();

export const sessionStore = {
  get: () => state,
  accessToken: () => state.session?.access_token ?? null,
  set(auth: AuthResponse | null) {
    state = auth ? { session: auth.session, user: auth.user } : { session: null, user: null };
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

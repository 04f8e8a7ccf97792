// The access token lives in memory only; local storage keeps non-secret facts (who
// was signed in, until when) so a reload knows whether to try the refresh cookie.
import type { AuthResponse, AuthUser, Session } from '@shared/schemas/auth';

const STORAGE_KEY = 'bc.session';

export type SessionFacts = { user_id: string; expires_at: number };

type State = { session: Session | null; user: AuthUser | null };
type Listener = (state: State) => void;

let state: State = { session: null, user: null };
const listeners = new Set<Listener>();

export const sessionStore = {
  get: () => state,
  accessToken: () => state.session?.access_token ?? null,
  set(auth: AuthResponse | null) {
    state = auth ? { session: auth.session, user: auth.user } : { session: null, user: null };
    writeFacts(auth ? { user_id: auth.user.id, expires_at: auth.session.expires_at } : null);
    for (const l of listeners) l(state);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  hadSession(): boolean {
    return readFacts() !== null;
  },
};

function readFacts(): SessionFacts | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SessionFacts) : null;
  } catch {
    return null;
  }
}

function writeFacts(facts: SessionFacts | null): void {
  try {
    if (facts) localStorage.setItem(STORAGE_KEY, JSON.stringify(facts));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or full storage: the session still works for this tab.
  }
}

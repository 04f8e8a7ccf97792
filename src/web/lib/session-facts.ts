// What local storage keeps about the session: who was signed in and until when, never
// the token. Its own module with no imports, because the boot script
// (boot/early-refresh.ts) reads it before the app's code has arrived.

const STORAGE_KEY = 'bc.session';

export type SessionFacts = { user_id: string; expires_at: number };

export function readSessionFacts(): SessionFacts | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SessionFacts) : null;
  } catch {
    return null;
  }
}

export function writeSessionFacts(facts: SessionFacts | null): void {
  try {
    if (facts) localStorage.setItem(STORAGE_KEY, JSON.stringify(facts));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or full storage: the session still works for this tab.
  }
}

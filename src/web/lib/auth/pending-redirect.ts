// Where to go once the auth state changes: sign-in and sign-up go to /my-properties,
// sign-out to / (spec section 9), whereas a signed-in visitor of an auth page goes to
// /dashboard. The guards read this when the session appears or disappears. It is read
// during render (which React may repeat), so reading does not clear it; it simply
// expires a few seconds after being set.
const TTL_MS = 10_000;
let pending: { path: string; at: number } | null = null;

export function setPendingRedirect(path: string): void {
  pending = { path, at: Date.now() };
}

export function clearPendingRedirect(): void {
  pending = null;
}

export function peekPendingRedirect(): string | null {
  if (!pending || Date.now() - pending.at > TTL_MS) return null;
  return pending.path;
}

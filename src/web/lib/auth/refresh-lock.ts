// One refresh at a time across this browser's tabs (Web Locks where they exist): the
// refresh token rotates, and two tabs presenting the same one would look like a
// stolen token to the server, which then revokes the whole session family.

export async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request('bc-session-refresh', run) as Promise<T>;
  }
  return run();
}

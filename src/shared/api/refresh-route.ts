// The refresh operation's method and path on their own: the boot script (web/lib/auth/
// early-refresh.ts) sends the refresh before the app's code, and with it zod and the
// contracts, has downloaded, so it imports these two constants and nothing else. The
// contract (auth.ts refreshSession) is built from them, so the two cannot drift apart.
export const REFRESH_METHOD = 'POST';
export const REFRESH_PATH = '/api/auth/refresh';

// The refresh operation's contract on its own (re-exported by auth.ts): the session
// provider refreshes from the first load of the app, which carries none of the other
// auth contracts (they load with the sign-in and account pages).
import { authResponseSchema } from '../schemas/auth';
import { defineEndpoint } from './define-endpoint';
import { REFRESH_METHOD, REFRESH_PATH } from './refresh-route';

export const refreshSession = defineEndpoint({
  method: REFRESH_METHOD,
  path: REFRESH_PATH,
  operationId: 'refreshSession',
  summary: 'Trade the refresh cookie for a new session (same-origin only); rotates the cookie',
  tags: ['auth'],
  access: 'public',
  cookieAuth: true,
  status: 200,
  response: authResponseSchema,
});

// What other features may use of auth; everything else here is its own.
export { clearRefreshCookie } from './refresh-cookie';
export { revokeAllSessions } from './session-service';
export { hasVerifiedAuthenticator, verifyAuthenticatorStepUp } from './mfa-service';

// An access token is sent with every request of its life; checking its ES256 signature
// each time cost 12-15 % of the CPU of a simple read (issue 22). A token verified once
// is remembered with its claims until it expires. Only the signature check is saved:
// the token's session and the caller's role are still asked on every request
// (session-liveness.ts), so signing out or a demotion ends what the token may do at once.
import type { SigningKeyStore } from './signing-keys';
import { verifyAccessToken, type VerifiedClaims } from './access-token';

export type AccessTokenVerifier = (token: string) => Promise<VerifiedClaims>;

/** About 700 bytes a token: some 15 MB when full, the oldest dropped first. */
const MAX_TOKENS = 20_000;

export function createAccessTokenVerifier(keys: SigningKeyStore, issuer: string): AccessTokenVerifier {
  const verified = new Map<string, VerifiedClaims>();
  return async (token) => {
    const known = verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    // Expired (or never seen): the full check answers, with the spec's expiry message.
    verified.delete(token);
    const claims = await verifyAccessToken(keys, token, issuer);
    if (verified.size >= MAX_TOKENS) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
    return claims;
  };
}

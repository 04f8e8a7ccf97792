// Short-lived access tokens: ES256 JWTs with a kid, verified against our own key set.
// The error messages are the spec's token errors.
import { SignJWT, decodeProtectedHeader, jwtVerify, errors as joseErrors } from 'jose';
import type { Aal, Role } from '#shared/schemas/auth.ts';
import { unauthorized } from '#server/lib/http-errors.ts';
import { JWT_ALG, type SigningKeyStore } from './signing-keys';

export type AccessClaims = {
  sub: string;
  sid: string;
  role: Role;
  aal: Aal;
  /** The user had a verified factor when the token was issued. */
  mfa: boolean;
};

/** The claims of a token whose signature, issuer and audience checked out; exp in seconds. */
export type VerifiedClaims = AccessClaims & { exp: number };

const AUDIENCE = 'authenticated';

export async function signAccessToken(
  keys: SigningKeyStore,
  claims: AccessClaims,
  ttlSeconds: number,
  issuer: string,
): Promise<{ token: string; expiresAt: number }> {
  const key = keys.current();
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ttlSeconds;
  const token = await new SignJWT({ sid: claims.sid, role: claims.role, aal: claims.aal, mfa: claims.mfa })
    .setProtectedHeader({ alg: JWT_ALG, kid: key.kid, typ: 'at+jwt' })
    .setSubject(claims.sub)
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
  return { token, expiresAt };
}

export async function verifyAccessToken(
  keys: SigningKeyStore,
  token: string,
  issuer: string,
): Promise<VerifiedClaims> {
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== JWT_ALG || header.typ !== 'at+jwt') throw unauthorized('Invalid JWT signature');
    kid = header.kid;
  } catch {
    throw unauthorized('Invalid JWT signature');
  }
  if (keys.jwks().keys.length === 0) throw unauthorized('JWKS is empty');
  const key = kid ? await keys.find(kid) : undefined;
  if (!key) throw unauthorized('No matching signing key found in JWKS');
  try {
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: [JWT_ALG],
      audience: AUDIENCE,
      issuer,
      typ: 'at+jwt',
    });
    const { sub, sid, role, aal, mfa, exp } = payload;
    if (
      typeof sub !== 'string' ||
      typeof exp !== 'number' ||
      typeof sid !== 'string' ||
      (role !== 'broker' && role !== 'admin') ||
      (aal !== 'aal1' && aal !== 'aal2') ||
      typeof mfa !== 'boolean'
    ) {
      throw unauthorized('Invalid JWT signature');
    }
    return { sub, sid, role, aal, mfa, exp };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    if (error instanceof joseErrors.JOSEError || !(error instanceof Error) || error.name !== 'HttpError') {
      throw unauthorized('Invalid JWT signature');
    }
    throw error;
  }
}

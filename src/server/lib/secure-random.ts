import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque, URL-safe secret (refresh tokens, reset tokens). */
export function createOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export const secureRandomInt = (n: number): number => randomInt(n);

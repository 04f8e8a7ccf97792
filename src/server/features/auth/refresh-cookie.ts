import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '#server/config.ts';

export const REFRESH_COOKIE = 'bc_refresh';
// Only the auth endpoints ever see the refresh token.
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(reply: FastifyReply, config: AppConfig, token: string, expires: Date): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https://'),
    path: COOKIE_PATH,
    expires,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https://'),
    path: COOKIE_PATH,
  });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}

// How public pages and their preview images are answered: the strict per-page CSP,
// `no-cache` with a weak ETag of the rendered body (decision 020), and not-found pages
// that are never stored.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_CSP } from './styles';

// Any cache may keep a copy but must ask again before each use: an edited price, a
// changed broker phone or a listing made Private shows on the next open, and an
// unchanged page still costs only a 304. The ETag is a hash of the body, so it moves
// with every field of every row the page shows (the flyer, its listing, the broker,
// the set of listings on a profile) and with the page's markup after a deploy.
const REVALIDATE = 'public, no-cache';
// Redirects to the canonical path (slug or vanity letter case) only.
const REDIRECT_CACHE = 'public, max-age=300';

const weakEtagOf = (body: string | Buffer) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison: W/"x" and "x" name the same version.
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  contentType: string,
  body: string | Buffer,
) {
  const etag = weakEtagOf(body);
  reply.header('cache-control', REVALIDATE).header('etag', etag);
  if (matchesEtag(request, etag)) return reply.status(304).send();
  return reply.status(200).type(contentType).send(body);
}

export function sendPage(request: FastifyRequest, reply: FastifyReply, body: string) {
  reply.header('content-security-policy', PAGE_CSP);
  return sendCacheable(request, reply, 'text/html; charset=utf-8', body);
}

export function sendNotFoundPage(reply: FastifyReply, body: string) {
  return reply
    .status(404)
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** 301 to the canonical path; cached briefly only, since a vanity URL can change. */
export function redirectPermanently(reply: FastifyReply, location: string) {
  return reply.header('cache-control', REDIRECT_CACHE).redirect(location, 301);
}

export function sendJpeg(request: FastifyRequest, reply: FastifyReply, jpeg: Buffer) {
  reply.header('x-content-type-options', 'nosniff');
  return sendCacheable(request, reply, 'image/jpeg', jpeg);
}

export function sendImageNotFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Not found');
}

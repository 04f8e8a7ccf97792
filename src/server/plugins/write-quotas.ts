// Routes that write to other people's screens and inboxes declare a quota in their config
// (`config: { access: 'user', quota: QUOTAS.posts }`); this hook spends one unit of the
// caller's quota after the request was validated and refuses with 429 and Retry-After
// once it is used up (issue 17: one broker must not flood another's mailbox or feed).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/open';
import { HttpError } from '../lib/http-errors';
import { quotaRefusalMessage, useQuota, type WriteQuota } from '../lib/write-quota';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A per-broker limit on this write (plugins/write-quotas.ts). */
    quota?: WriteQuota;
  }
}

const HOUR = 3600;

/** The limits: generous for a busy broker, far below a flood. */
export const QUOTAS = {
  posts: { name: 'posts', limit: 20, windowSeconds: HOUR, what: 'posts' },
  comments: { name: 'comments', limit: 60, windowSeconds: HOUR, what: 'comments' },
  connectionRequests: { name: 'connection-requests', limit: 40, windowSeconds: HOUR, what: 'connection requests' },
  listings: { name: 'listings', limit: 60, windowSeconds: HOUR, what: 'new listings' },
  requirements: { name: 'requirements', limit: 60, windowSeconds: HOUR, what: 'new requirements' },
  projects: { name: 'projects', limit: 30, windowSeconds: HOUR, what: 'new projects' },
  projectRegistrations: { name: 'project-registrations', limit: 120, windowSeconds: HOUR, what: 'client registrations' },
} as const satisfies Record<string, WriteQuota>;

export const writeQuotasPlugin = fp<{ db: Db; disabled: boolean }>(async (app: FastifyInstance, { db, disabled }) => {
  if (disabled) return;
  app.addHook('preHandler', async (request) => {
    const quota = request.routeOptions.config.quota;
    if (!quota || !request.auth) return;
    const use = await useQuota(db, quota, request.auth.sub);
    if (use.allowed) return;
    throw new HttpError(429, 'rate_limited', quotaRefusalMessage(quota, use.retryAfterSeconds), undefined, {
      'retry-after': String(use.retryAfterSeconds),
    });
  });
});

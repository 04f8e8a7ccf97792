// The abuse counters (decision 018) keep a row per key only while it can still matter:
// sign-in back-off windows, write-quota windows and notification claims long over are
// removed by the hourly cleanup, so guesses at unknown e-mails never pile up. Idempotency
// keys past their 24 hours (decision 045) go in the same run.
import { z } from 'zod';
import type { Db } from './db/open';
import { pruneThrottle } from './features/auth/account-throttle';
import { pruneNotificationThrottle } from './features/notifications/notification-throttle';
import { pruneIdempotencyKeys } from './lib/idempotency-keys';
import { defineJob } from './lib/jobs/job-definition';
import { pruneQuotas } from './lib/write-quota';

export const pruneAbuseCountersJob = defineJob<Record<string, never>, { db: Db }>({
  name: 'security.prune_counters',
  payload: z.strictObject({}),
  maxAttempts: 3,
  async run(_payload, { ctx }) {
    await pruneThrottle(ctx.db);
    await pruneQuotas(ctx.db);
    await pruneNotificationThrottle(ctx.db);
    await pruneIdempotencyKeys(ctx.db);
  },
});

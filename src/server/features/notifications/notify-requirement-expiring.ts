// 'requirement_expiring' (issue 19): a requirement's owner hears, once, that it expires
// in REQUIREMENT_EXPIRY_NOTICE_DAYS days, with a one-tap Renew in the bell. The hourly
// expiry job (features/requirements/expire-requirements-job.ts) decides who is told; the
// content is the generated title, never the client note.
import type { AppContext } from '#server/app-context.ts';
import { notifyUsers, raiseSafely } from './notify-users';

export type ExpiringRequirement = { id: string; userId: string; title: string; expiresAt: Date };

export function notifyRequirementsExpiring(ctx: AppContext, expiring: readonly ExpiringRequirement[]): Promise<void> {
  if (expiring.length === 0) return Promise.resolve();
  return raiseSafely(ctx, 'requirement_expiring', () =>
    notifyUsers(
      ctx,
      expiring.map((r) => ({
        userId: r.userId,
        type: 'requirement_expiring',
        content: { requirement_id: r.id, requirement_title: r.title, expires_at: r.expiresAt.toISOString() },
        actionUrl: `/requirement/${r.id}`,
      })),
    ),
  );
}

// An unsigned link dies AGREEMENT_LINK_DAYS after it was sent: the agreement becomes
// 'expired', every link of it dies, the trail says so and the broker hears it. Done by
// the hourly job, and on the way by a link opened too late; the conditional update makes
// it happen once however many ask.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { OPEN_AGREEMENT_STATUSES } from '#shared/schemas/agreements.ts';
import type { AppContext } from '#server/app-context.ts';
import { agreementSigners, agreements } from '#server/db/schema.ts';
import { notifyAgreementEvent } from '../notifications';
import { recordAgreementEvent } from './agreement-events';
import { memberPartyIds } from './agreement-queries';
import { sentAgreementTitle } from './presenter';

export async function expireAgreement(ctx: AppContext, agreementId: string): Promise<boolean> {
  const expired = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(agreements)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(
        and(
          eq(agreements.id, agreementId),
          inArray(agreements.status, [...OPEN_AGREEMENT_STATUSES]),
          lte(agreements.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!row) return undefined;
    await tx.update(agreementSigners).set({ tokenHash: null, codeHash: null }).where(eq(agreementSigners.agreementId, agreementId));
    await recordAgreementEvent(tx, { agreementId, type: 'expired', actor: 'BrokerCircle' });
    return row;
  });
  if (!expired) return false;
  await notifyAgreementEvent(ctx, {
    recipientIds: await memberPartyIds(ctx.db, expired),
    agreementId,
    agreementTitle: sentAgreementTitle(expired),
    event: 'expired',
  });
  return true;
}

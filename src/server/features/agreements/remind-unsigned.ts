// Once per agreement, AGREEMENT_REMINDER_DAYS after sending: the broker is reminded that
// the client has not signed yet (a nudge to call them, or to send a new link). Run by the
// hourly agreements job; the conditional update of reminded_at makes it once however many
// instances run it.
import { and, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { AGREEMENT_REMINDER_DAYS, OPEN_AGREEMENT_STATUSES } from '#shared/schemas/agreements.ts';
import type { AppContext } from '#server/app-context.ts';
import { agreementSigners, agreements } from '#server/db/schema.ts';
import { notifyAgreementEvent } from '../notifications';
import { sentAgreementTitle } from './presenter';

const BATCH = 500;

export async function remindUnsignedAgreements(ctx: AppContext): Promise<number> {
  const reminded = await ctx.db
    .update(agreements)
    .set({ remindedAt: sql`now()` })
    .where(
      inArray(
        agreements.id,
        ctx.db
          .select({ id: agreements.id })
          .from(agreements)
          .where(
            and(
              inArray(agreements.status, [...OPEN_AGREEMENT_STATUSES]),
              isNull(agreements.remindedAt),
              lte(agreements.sentAt, sql`now() - ${`${AGREEMENT_REMINDER_DAYS} days`}::interval`),
              sql`${agreements.expiresAt} > now()`,
            ),
          )
          .limit(BATCH),
      ),
    )
    .returning();
  if (reminded.length === 0) return 0;
  const clients = await ctx.db
    .select({ agreementId: agreementSigners.agreementId, name: agreementSigners.name })
    .from(agreementSigners)
    .where(and(inArray(agreementSigners.agreementId, reminded.map((r) => r.id)), ne(agreementSigners.role, 'broker')));
  const clientOf = new Map(clients.map((c) => [c.agreementId, c.name]));
  for (const row of reminded) {
    await notifyAgreementEvent(ctx, {
      recipientIds: [row.ownerId],
      agreementId: row.id,
      agreementTitle: sentAgreementTitle(row),
      event: 'unsigned',
      partyName: clientOf.get(row.id),
    });
  }
  return reminded.length;
}

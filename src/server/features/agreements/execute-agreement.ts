// The step every signature ends with, by link or in the app: when no party is left to
// sign, the agreement is executed and its PDF is made by a job enqueued in the same
// transaction (so it happens even if this instance stops right after).
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { OPEN_AGREEMENT_STATUSES, type AgreementStatus } from '#shared/schemas/agreements.ts';
import type { Tx } from '#server/db/open.ts';
import { agreementSigners, agreements, requirements } from '#server/db/schema.ts';
import { enqueueJob } from '#server/lib/jobs/enqueue-job.ts';
import type { HttpError } from '#server/lib/http-errors.ts';
import { recordAgreementEvent } from './agreement-events';
import type { AgreementRow } from './agreement-queries';
import { finalizeAgreementJob } from './finalize-agreement-job';

/**
 * Every step that changes an agreement locks its row first, then its signers (as cancel,
 * renew and expiry do), so two racing steps wait for each other instead of deadlocking.
 */
export async function lockAgreement(tx: Tx, agreementId: string): Promise<void> {
  await tx.select({ id: agreements.id }).from(agreements).where(eq(agreements.id, agreementId)).for('update');
}

/** After a signature, inside its transaction (the agreement locked): executed when complete. */
export async function executeIfAllSigned(tx: Tx, agreement: AgreementRow, notOpen: () => HttpError): Promise<AgreementStatus> {
  const [pending] = await tx
    .select({ n: count() })
    .from(agreementSigners)
    .where(and(eq(agreementSigners.agreementId, agreement.id), isNull(agreementSigners.signedAt)));
  if ((pending?.n ?? 0) > 0) return agreement.status as AgreementStatus;
  const [executed] = await tx
    .update(agreements)
    .set({
      status: 'executed',
      executedAt: sql`now()`,
      updatedAt: sql`now()`,
      // Co-broking: the client's details, as they are now, are what the listing broker signed for.
      disclosedClientNote: sql`case when ${agreements.kind} = 'broker_to_broker' then (select r.client_note from ${requirements} r where r.id = ${agreements.requirementId}) end`,
    })
    .where(and(eq(agreements.id, agreement.id), inArray(agreements.status, [...OPEN_AGREEMENT_STATUSES])))
    .returning({ id: agreements.id });
  if (!executed) throw notOpen();
  await recordAgreementEvent(tx, { agreementId: agreement.id, type: 'executed', actor: 'BrokerCircle' });
  await enqueueJob(tx, finalizeAgreementJob, { agreement_id: agreement.id });
  return 'executed';
}

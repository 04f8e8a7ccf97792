// Co-broking's listing broker, a member, reads and signs (or declines) the terms in the
// app: opening them marks them viewed; signing asks their password or authenticator code
// again; the last signature executes the agreement, and only then does the client's note
// reach them (agreement-queries decides it from the status).
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { AGREEMENT_MESSAGES, OPEN_AGREEMENT_STATUSES, type AgreementStatus, type BrokerSignature } from '#shared/schemas/agreements.ts';
import type { AppContext } from '#server/app-context.ts';
import { agreementSigners, agreements } from '#server/db/schema.ts';
import { conflict } from '#server/lib/http-errors.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { recordAgreementEvent, type RequestOrigin } from './agreement-events';
import type { AgreementRow, SignerRow } from './agreement-queries';
import { confirmBrokerSignature } from './broker-signature';
import { executeIfAllSigned, lockAgreement } from './execute-agreement';
import { expireAgreement } from './expire-agreement';
import { tellDrafter } from './tell-drafter';

const notOpen = () => conflict(AGREEMENT_MESSAGES.notOpen);
/** The agreement still waits for signatures and has not run out: checked again inside each step's statement. */
const stillOpen = (agreementId: string) =>
  sql`exists (select 1 from ${agreements} where ${agreements.id} = ${agreementId} and ${inArray(agreements.status, [...OPEN_AGREEMENT_STATUSES])} and ${agreements.expiresAt} > now())`;
const isOpen = (status: string) => OPEN_AGREEMENT_STATUSES.includes(status as AgreementStatus);

async function findMemberSigner(ctx: AppContext, viewer: Viewer, row: AgreementRow): Promise<SignerRow | undefined> {
  const [signer] = await ctx.db
    .select()
    .from(agreementSigners)
    .where(and(eq(agreementSigners.agreementId, row.id), eq(agreementSigners.userId, viewer.id), eq(agreementSigners.role, 'listing_broker')));
  return signer;
}

/** The caller's unsigned part in an agreement still open; an expired one is settled on the way. */
async function openTurnOf(ctx: AppContext, viewer: Viewer, row: AgreementRow): Promise<SignerRow> {
  const signer = await findMemberSigner(ctx, viewer, row);
  if (!signer || signer.signedAt || signer.declinedAt) throw conflict(AGREEMENT_MESSAGES.notYourTurn);
  if (!isOpen(row.status)) throw notOpen();
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
    await expireAgreement(ctx, row.id);
    throw notOpen();
  }
  return signer;
}


/** The listing broker's first look: 'viewed', and the drafter hears it. Nothing for anyone else. */
export async function markViewedByMember(ctx: AppContext, viewer: Viewer, row: AgreementRow, origin: RequestOrigin): Promise<boolean> {
  if (row.ownerId === viewer.id || !isOpen(row.status)) return false;
  const signer = await findMemberSigner(ctx, viewer, row);
  if (!signer || signer.viewedAt) return false;
  const first = await ctx.db.transaction(async (tx) => {
    await lockAgreement(tx, row.id);
    const [viewed] = await tx
      .update(agreementSigners)
      .set({ viewedAt: sql`now()` })
      // Still open once locked: a cancel that committed first leaves no 'viewed' after it.
      .where(and(eq(agreementSigners.id, signer.id), isNull(agreementSigners.viewedAt), stillOpen(row.id)))
      .returning({ id: agreementSigners.id });
    if (!viewed) return false;
    await tx
      .update(agreements)
      .set({ status: 'viewed', updatedAt: sql`now()` })
      .where(and(eq(agreements.id, row.id), eq(agreements.status, 'sent')));
    await recordAgreementEvent(tx, { agreementId: row.id, type: 'viewed', actor: signer.name, signerId: signer.id, origin });
    return true;
  });
  if (first) await tellDrafter(ctx, row, 'viewed', signer.name);
  return first;
}

export async function signAsMember(
  ctx: AppContext,
  viewer: Viewer,
  row: AgreementRow,
  signature: BrokerSignature,
  origin: RequestOrigin,
): Promise<AgreementStatus> {
  const signer = await openTurnOf(ctx, viewer, row);
  const confirmedWith = await confirmBrokerSignature(ctx, viewer.id, signature);
  const status = await ctx.db.transaction(async (tx) => {
    await lockAgreement(tx, row.id);
    const [signed] = await tx
      .update(agreementSigners)
      .set({ viewedAt: sql`coalesce(${agreementSigners.viewedAt}, now())`, signedAt: sql`now()`, signedName: signer.name, signedDocumentSha256: row.documentSha256 })
      // Still unsigned, and the agreement still open: a cancel, expiry or double tap that
      // committed first leaves nothing to sign.
      .where(
        and(
          eq(agreementSigners.id, signer.id),
          isNull(agreementSigners.signedAt),
          isNull(agreementSigners.declinedAt),
          stillOpen(row.id),
        ),
      )
      .returning({ id: agreementSigners.id });
    if (!signed) throw notOpen();
    await recordAgreementEvent(tx, {
      agreementId: row.id,
      type: 'signed',
      actor: signer.name,
      signerId: signer.id,
      origin,
      detail: { document_sha256: row.documentSha256, confirmed_with: confirmedWith },
    });
    return executeIfAllSigned(tx, row, notOpen);
  });
  await tellDrafter(ctx, row, 'signed', signer.name);
  return status;
}

export async function declineAsMember(ctx: AppContext, viewer: Viewer, row: AgreementRow, reason: string, origin: RequestOrigin): Promise<void> {
  const signer = await openTurnOf(ctx, viewer, row);
  await ctx.db.transaction(async (tx) => {
    await lockAgreement(tx, row.id);
    const [declined] = await tx
      .update(agreements)
      .set({ status: 'declined', updatedAt: sql`now()` })
      .where(and(eq(agreements.id, row.id), inArray(agreements.status, [...OPEN_AGREEMENT_STATUSES]), gt(agreements.expiresAt, sql`now()`)))
      .returning({ id: agreements.id });
    if (!declined) throw notOpen();
    await tx
      .update(agreementSigners)
      .set({ declinedAt: sql`now()`, declineReason: reason || null })
      .where(eq(agreementSigners.id, signer.id));
    await recordAgreementEvent(tx, { agreementId: row.id, type: 'declined', actor: signer.name, signerId: signer.id, origin, detail: reason ? { reason } : {} });
  });
  await tellDrafter(ctx, row, 'declined', signer.name);
}

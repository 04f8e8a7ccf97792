// What a client without an account does with their link: open it (the broker hears it
// was viewed), ask for a one-time code by e-mail or SMS, sign with their full name and
// the code, or decline. The token is the only credential; every refusal changes nothing
// but the counters that stop guessing: SIGNING_CODE_MAX_ATTEMPTS wrong codes lock the
// link (the broker can send a new one), and codes are rationed per link and hour.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  AGREEMENT_MESSAGES,
  OPEN_AGREEMENT_STATUSES,
  SIGNING_CODE_LENGTH,
  SIGNING_CODE_MAX_ATTEMPTS,
  SIGNING_CODE_MINUTES,
  SIGNING_CODES_PER_HOUR,
  type AgreementStatus,
} from '#shared/schemas/agreements.ts';
import { normalizeIndianPhone } from '#shared/phone.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { agreementSigners, agreements } from '#server/db/schema.ts';
import { badRequest, forbidden, HttpError, notFound } from '#server/lib/http-errors.ts';
import { escapeHtml } from '#server/lib/mail.ts';
import { countHit } from '#server/lib/rate-limit-counters.ts';
import { hashToken, safeEqual, secureRandomInt } from '#server/lib/secure-random.ts';
import { canSendSms, sendSms } from '#server/lib/sms.ts';
import { recordAgreementEvent, type RequestOrigin } from './agreement-events';
import type { AgreementRow, SignerRow } from './agreement-queries';
import { signatureKeyOf, storeDrawnSignature } from './drawn-signature';
import { expireAgreement } from './expire-agreement';
import { executeIfAllSigned, lockAgreement } from './execute-agreement';
import { maskEmail, maskPhone } from './mask-contact';
import { tellDrafter } from './tell-drafter';

export type SigningLink = { agreement: AgreementRow; signer: SignerRow };

const HOUR_MS = 3_600_000;
const linkDead = () => notFound(AGREEMENT_MESSAGES.linkDead);
const linkLocked = () => forbidden(AGREEMENT_MESSAGES.linkLocked);
const isOpen = (status: string) => OPEN_AGREEMENT_STATUSES.includes(status as AgreementStatus);

async function findLink(db: Queryable, token: string): Promise<SigningLink | undefined> {
  const [found] = await db
    .select({ agreement: agreements, signer: agreementSigners })
    .from(agreementSigners)
    .innerJoin(agreements, eq(agreements.id, agreementSigners.agreementId))
    .where(eq(agreementSigners.tokenHash, hashToken(token)));
  return found;
}

/**
 * The link's agreement and signer while it may still be used; an expired one is settled
 * as expired on the way (the hourly job does the same for links nobody opens).
 */
export async function openSigningLink(ctx: AppContext, token: string): Promise<SigningLink> {
  const link = await findLink(ctx.db, token);
  if (!link || !isOpen(link.agreement.status) || link.signer.signedAt || link.signer.declinedAt) throw linkDead();
  if (link.agreement.expiresAt && link.agreement.expiresAt.getTime() <= Date.now()) {
    await expireAgreement(ctx, link.agreement.id);
    throw linkDead();
  }
  return link;
}

/** The first open of the link: the agreement is 'viewed' and its broker hears it. */
export async function markSigningLinkViewed(ctx: AppContext, link: SigningLink, origin: RequestOrigin): Promise<void> {
  if (link.signer.viewedAt) return;
  const first = await ctx.db.transaction(async (tx) => {
    await lockAgreement(tx, link.agreement.id);
    const [viewed] = await tx
      .update(agreementSigners)
      .set({ viewedAt: sql`now()` })
      .where(and(eq(agreementSigners.id, link.signer.id), isNull(agreementSigners.viewedAt)))
      .returning({ id: agreementSigners.id });
    if (!viewed) return false;
    await tx
      .update(agreements)
      .set({ status: 'viewed', updatedAt: sql`now()` })
      .where(and(eq(agreements.id, link.agreement.id), eq(agreements.status, 'sent')));
    await recordAgreementEvent(tx, { agreementId: link.agreement.id, type: 'viewed', actor: link.signer.name, signerId: link.signer.id, origin });
    return true;
  });
  if (first) await tellDrafter(ctx, link.agreement, 'viewed', link.signer.name);
}


const codeHashOf = (signerId: string, code: string) => hashToken(`${signerId}:${code}`);

export async function requestSigningCode(
  ctx: AppContext,
  token: string,
  channel: 'email' | 'sms',
  origin: RequestOrigin,
): Promise<{ message: string; sent_to: string }> {
  const link = await openSigningLink(ctx, token);
  const { signer } = link;
  if (signer.lockedAt) throw linkLocked();
  const to = channel === 'email' ? signer.email : signer.phone;
  if (!to) throw badRequest(channel === 'email' ? 'No e-mail address was given for you; ask for the code by SMS' : 'No phone number was given for you; ask for the code by e-mail', 'channel');
  if (channel === 'sms' && !canSendSms(ctx)) throw badRequest('Codes by SMS are not available; ask for the code by e-mail', 'channel');
  // Counted before anything is sent, atomically in PostgreSQL: racing requests share the budget.
  const { hits } = await countHit(ctx.db, `signing-code:${signer.id}`, HOUR_MS);
  if (hits > SIGNING_CODES_PER_HOUR) throw new HttpError(429, 'too_many_requests', AGREEMENT_MESSAGES.tooManyCodes);

  const code = String(secureRandomInt(10 ** SIGNING_CODE_LENGTH)).padStart(SIGNING_CODE_LENGTH, '0');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(agreementSigners)
      .set({ codeHash: codeHashOf(signer.id, code), codeExpiresAt: sql`now() + ${`${SIGNING_CODE_MINUTES} minutes`}::interval` })
      .where(eq(agreementSigners.id, signer.id));
    await recordAgreementEvent(tx, { agreementId: link.agreement.id, type: 'code_sent', actor: signer.name, signerId: signer.id, origin, detail: { channel } });
  });
  const text = `Your BrokerCircle signing code is ${code}. It works for ${SIGNING_CODE_MINUTES} minutes. Do not share it; your broker will never ask for it.`;
  try {
    await deliverCode(ctx, channel, to, code, text);
  } catch (error) {
    ctx.log.error({ err: error, channel }, 'a signing code could not be sent');
    throw new HttpError(503, 'unavailable', 'The code could not be sent just now. Please try again in a minute.');
  }
  return { message: AGREEMENT_MESSAGES.codeSent, sent_to: channel === 'email' ? maskEmail(to) : maskPhone(to) };
}

async function deliverCode(ctx: AppContext, channel: 'email' | 'sms', to: string, code: string, text: string): Promise<void> {
  if (channel === 'email') {
    await ctx.mailer.send({
      kind: 'agreement_code',
      to,
      subject: `Your signing code: ${code}`,
      text,
      html: `<p>${escapeHtml(text)}</p>`,
      links: [],
    });
  } else {
    await sendSms(ctx, normalizeIndianPhone(to) ?? to, text);
  }
}

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** A wrong code: counted, and the link locks at the last allowed try. */
async function refuseCode(ctx: AppContext, link: SigningLink, origin: RequestOrigin): Promise<never> {
  const locked = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(agreementSigners)
      .set({ codeAttempts: sql`${agreementSigners.codeAttempts} + 1` })
      .where(and(eq(agreementSigners.id, link.signer.id), isNull(agreementSigners.lockedAt)))
      .returning({ attempts: agreementSigners.codeAttempts });
    // Locked meanwhile by a parallel guess: this one is refused like it.
    if (!row) return true;
    const attempts = row.attempts;
    if (attempts < SIGNING_CODE_MAX_ATTEMPTS) {
      await recordAgreementEvent(tx, { agreementId: link.agreement.id, type: 'code_failed', actor: link.signer.name, signerId: link.signer.id, origin });
      return false;
    }
    await tx
      .update(agreementSigners)
      .set({ lockedAt: sql`coalesce(${agreementSigners.lockedAt}, now())`, codeHash: null })
      .where(eq(agreementSigners.id, link.signer.id));
    await recordAgreementEvent(tx, { agreementId: link.agreement.id, type: 'link_locked', actor: link.signer.name, signerId: link.signer.id, origin });
    return true;
  });
  throw locked ? linkLocked() : badRequest(AGREEMENT_MESSAGES.codeWrong, 'code');
}

export async function signAsClient(
  ctx: AppContext,
  token: string,
  input: { full_name: string; code: string; drawn_signature?: string },
  origin: RequestOrigin,
): Promise<{ message: string; status: AgreementStatus }> {
  const link = await openSigningLink(ctx, token);
  const { signer, agreement } = link;
  if (signer.lockedAt) throw linkLocked();
  if (!signer.codeHash || !signer.codeExpiresAt) throw badRequest(AGREEMENT_MESSAGES.codeMissing, 'code');
  if (signer.codeExpiresAt.getTime() <= Date.now()) throw badRequest(AGREEMENT_MESSAGES.codeExpired, 'code');
  if (!safeEqual(codeHashOf(signer.id, input.code), signer.codeHash)) return refuseCode(ctx, link, origin);
  if (!sameName(input.full_name, signer.name)) throw badRequest(AGREEMENT_MESSAGES.signedNameMismatch, 'full_name');

  // A key of its own per attempt: a double-tapped Sign that loses cannot remove the winner's file.
  const signatureKey = input.drawn_signature ? signatureKeyOf(agreement.id, signer.id) : null;
  if (signatureKey && input.drawn_signature) await storeDrawnSignature(ctx.storage, signatureKey, input.drawn_signature);
  let status: AgreementStatus;
  try {
    status = await ctx.db.transaction(async (tx) => {
      await lockAgreement(tx, agreement.id);
      const [signed] = await tx
        .update(agreementSigners)
        .set({
          signedAt: sql`now()`,
          signedName: input.full_name.trim(),
          signedDocumentSha256: agreement.documentSha256,
          signatureKey,
          tokenHash: null,
          codeHash: null,
        })
        // Everything checked above, again in the one statement that signs: a parallel wrong
        // guess that locked the link, or a new code, leaves this update with nothing to do.
        .where(
          and(
            eq(agreementSigners.id, signer.id),
            isNull(agreementSigners.signedAt),
            isNull(agreementSigners.lockedAt),
            eq(agreementSigners.tokenHash, hashToken(token)),
            eq(agreementSigners.codeHash, codeHashOf(signer.id, input.code)),
            gt(agreementSigners.codeExpiresAt, sql`now()`),
          ),
        )
        .returning({ id: agreementSigners.id });
      if (!signed) throw linkDead();
      await recordAgreementEvent(tx, {
        agreementId: agreement.id,
        type: 'signed',
        actor: input.full_name.trim(),
        signerId: signer.id,
        origin,
        detail: { document_sha256: agreement.documentSha256 },
      });
      return executeIfAllSigned(tx, agreement, linkDead);
    });
  } catch (error) {
    if (signatureKey) await ctx.storage.delete(signatureKey);
    throw error;
  }
  await tellDrafter(ctx, link.agreement, 'signed', link.signer.name);
  return { message: AGREEMENT_MESSAGES.signed, status };
}

export async function declineAsClient(
  ctx: AppContext,
  token: string,
  reason: string,
  origin: RequestOrigin,
): Promise<{ message: string; status: AgreementStatus }> {
  const link = await openSigningLink(ctx, token);
  const { signer, agreement } = link;
  if (signer.lockedAt) throw linkLocked();
  await ctx.db.transaction(async (tx) => {
    await lockAgreement(tx, agreement.id);
    const [declined] = await tx
      .update(agreementSigners)
      .set({ declinedAt: sql`now()`, declineReason: reason || null, tokenHash: null, codeHash: null })
      .where(
        and(
          eq(agreementSigners.id, signer.id),
          isNull(agreementSigners.signedAt),
          isNull(agreementSigners.lockedAt),
          eq(agreementSigners.tokenHash, hashToken(token)),
        ),
      )
      .returning({ id: agreementSigners.id });
    if (!declined) throw linkDead();
    await tx
      .update(agreements)
      .set({ status: 'declined', updatedAt: sql`now()` })
      .where(and(eq(agreements.id, agreement.id), inArray(agreements.status, [...OPEN_AGREEMENT_STATUSES])));
    await tx.update(agreementSigners).set({ tokenHash: null, codeHash: null }).where(eq(agreementSigners.agreementId, agreement.id));
    await recordAgreementEvent(tx, { agreementId: agreement.id, type: 'declined', actor: signer.name, signerId: signer.id, origin, detail: reason ? { reason } : {} });
  });
  await tellDrafter(ctx, link.agreement, 'declined', link.signer.name);
  return { message: AGREEMENT_MESSAGES.declined, status: 'declined' };
}

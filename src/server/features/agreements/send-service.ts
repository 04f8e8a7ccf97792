// Sending: the broker signs the draft (their password or authenticator code again: a
// stolen session alone cannot bind them), the document is frozen (its facts and SHA-256),
// and the other party is asked to sign: a mandate's client through a link, by e-mail when
// their address is known and as a WhatsApp message the broker sends; co-broking's listing
// broker in the app, told by a notification. Also a new link for a sent mandate, and
// cancelling an agreement still waiting for signatures.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AgreementDocumentFacts, BrokerFacts } from '#shared/agreements/agreement-document.ts';
import { buildAgreementDocument, documentText } from '#shared/agreements/build-agreement-document.ts';
import {
  AGREEMENT_LINK_DAYS,
  AGREEMENT_MESSAGES,
  OPEN_AGREEMENT_STATUSES,
  type AgreementLink,
  type AgreementTerms,
  type BrokerSignature,
} from '#shared/schemas/agreements.ts';
import { whatsAppMessageUrl } from '#shared/phone.ts';
import type { AppContext } from '#server/app-context.ts';
import { agreementSigners, agreements } from '#server/db/schema.ts';
import { badRequest, conflict } from '#server/lib/http-errors.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { notifyAgreementEvent } from '../notifications';
import { recordAgreementEvent, type RequestOrigin } from './agreement-events';
import { memberPartyIds, type AgreementRow } from './agreement-queries';
import { findCoBrokingListing } from './agreement-references';
import { confirmBrokerSignature } from './broker-signature';
import { documentFactsOf } from './document-facts';
import { sha256Hex } from './document/sha256';
import { sentAgreementTitle } from './presenter';
import { createSigningToken, mailSigningLink, signUrlOf, whatsAppLinkOf } from './signing-link';
import { brokerNameOf, presentOne } from './write-service';

/** The party who signs after the drafter: a mandate's client (by link) or the listing broker. */
function otherSignerOf(facts: AgreementDocumentFacts, listingBrokerId: string | null, tokenHash: string) {
  switch (facts.kind) {
    case 'seller_to_broker':
    case 'buyer_to_broker': {
      const client = linkClientOf(facts.terms);
      return { role: 'client', name: client?.name ?? '', email: client?.email || null, phone: client?.phone || null, tokenHash };
    }
    case 'broker_to_broker':
      return { role: 'listing_broker', userId: listingBrokerId, name: facts.listingBroker.name, email: facts.listingBroker.email, phone: facts.listingBroker.phone };
  }
}

/** The client a mandate's link goes to. */
function linkClientOf(terms: AgreementTerms): { name: string; email: string; phone: string } | null {
  if ('owner_name' in terms) return { name: terms.owner_name, email: terms.owner_email, phone: terms.owner_phone };
  if ('client_name' in terms) return { name: terms.client_name, email: terms.client_email, phone: terms.client_phone };
  return null;
}

export async function sendAgreement(
  ctx: AppContext,
  viewer: Viewer,
  current: AgreementRow,
  signature: BrokerSignature,
  origin: RequestOrigin,
): Promise<AgreementLink> {
  if (current.status !== 'draft') throw conflict(AGREEMENT_MESSAGES.notDraft);
  // The facts first: a send refused for its terms must not spend an authenticator code.
  const facts = await documentFactsOf(ctx.db, current, viewer);
  const confirmedWith = await confirmBrokerSignature(ctx, viewer.id, signature);
  const documentSha256 = sha256Hex(documentText(buildAgreementDocument(facts)));
  const brokerName = facts.broker.name;
  const { token, tokenHash } = createSigningToken();
  const listingBrokerId = facts.kind === 'broker_to_broker' ? ((await findCoBrokingListing(ctx.db, viewer, facts.terms.property_id))?.userId ?? null) : null;
  if (facts.kind === 'broker_to_broker' && !listingBrokerId) throw badRequest(AGREEMENT_MESSAGES.listingNotOpen, 'terms.property_id');

  const row = await ctx.db.transaction(async (tx) => {
    const [sent] = await tx
      .update(agreements)
      .set({
        status: 'sent',
        documentFacts: facts,
        documentSha256,
        sentAt: sql`now()`,
        expiresAt: sql`now() + ${`${AGREEMENT_LINK_DAYS} days`}::interval`,
        updatedAt: sql`now()`,
      })
      // The draft as read: an edit that committed since would send terms the document
      // above does not hold.
      .where(
        and(
          eq(agreements.id, current.id),
          eq(agreements.status, 'draft'),
          // To the millisecond, as the row was read (the column holds microseconds).
          sql`date_trunc('milliseconds', ${agreements.updatedAt}) = ${current.updatedAt.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!sent) throw conflict(AGREEMENT_MESSAGES.changedMeanwhile);
    const signers = await tx
      .insert(agreementSigners)
      .values([
        {
          agreementId: current.id,
          role: 'broker',
          userId: viewer.id,
          name: brokerName,
          email: facts.broker.email,
          phone: facts.broker.phone,
          viewedAt: sql`now()`,
          signedAt: sql`now()`,
          signedName: brokerName,
          signedDocumentSha256: documentSha256,
        },
        { agreementId: current.id, ...otherSignerOf(facts, listingBrokerId, tokenHash) },
      ])
      .returning({ id: agreementSigners.id, role: agreementSigners.role });
    const brokerSignerId = signers.find((s) => s.role === 'broker')?.id ?? null;
    await recordAgreementEvent(tx, {
      agreementId: current.id,
      type: 'signed',
      actor: brokerName,
      signerId: brokerSignerId,
      origin,
      detail: { document_sha256: documentSha256, confirmed_with: confirmedWith },
    });
    await recordAgreementEvent(tx, { agreementId: current.id, type: 'sent', actor: brokerName, origin });
    return sent;
  });
  if (facts.kind === 'broker_to_broker' && listingBrokerId) {
    return proposalAnswer(ctx, viewer, row, listingBrokerId, facts.listingBroker, brokerName);
  }
  return linkAnswer(ctx, viewer, row, token, brokerName);
}

/** Co-broking: the listing broker hears it in the app; the drafter may also nudge them on WhatsApp. */
async function proposalAnswer(
  ctx: AppContext,
  viewer: Viewer,
  row: AgreementRow,
  listingBrokerId: string,
  listingBroker: BrokerFacts,
  brokerName: string,
): Promise<AgreementLink> {
  const title = sentAgreementTitle(row);
  const url = `${ctx.config.publicUrl}/agreement/${row.id}`;
  await notifyAgreementEvent(ctx, { recipientIds: [listingBrokerId], agreementId: row.id, agreementTitle: title, event: 'proposed', partyName: brokerName });
  const text = `Namaste ${listingBroker.name}, I have sent you co-broking terms on BrokerCircle for ${title}. Please read and sign them here: ${url}`;
  return {
    agreement: await presentOne(ctx.db, viewer, row),
    sign_url: url,
    whatsapp_url: whatsAppMessageUrl(listingBroker.phone, text),
    emailed: false,
  };
}

async function linkAnswer(ctx: AppContext, viewer: Viewer, row: AgreementRow, token: string, brokerName: string): Promise<AgreementLink> {
  const client = linkClientOf(row.terms as AgreementTerms);
  if (!client) throw conflict(AGREEMENT_MESSAGES.noLink);
  const message = { clientName: client.name, brokerName, title: sentAgreementTitle(row), url: signUrlOf(ctx, token) };
  if (client.email) mailSigningLink(ctx, client.email, message);
  return {
    agreement: await presentOne(ctx.db, viewer, row),
    sign_url: message.url,
    whatsapp_url: whatsAppLinkOf(client.phone || null, message),
    emailed: !!client.email,
  };
}

/** A new link for a sent agreement; the old one dies, and a locked link opens again. */
export async function renewAgreementLink(ctx: AppContext, viewer: Viewer, current: AgreementRow, origin: RequestOrigin): Promise<AgreementLink> {
  if (current.kind === 'broker_to_broker') throw conflict(AGREEMENT_MESSAGES.noLink);
  if (!OPEN_AGREEMENT_STATUSES.includes(current.status as never)) throw conflict(AGREEMENT_MESSAGES.notOpen);
  const brokerName = await brokerNameOf(ctx.db, viewer.id);
  const { token, tokenHash } = createSigningToken();
  const row = await ctx.db.transaction(async (tx) => {
    // A new link gets the full time again.
    const [open] = await tx
      .update(agreements)
      .set({ updatedAt: sql`now()`, expiresAt: sql`now() + ${`${AGREEMENT_LINK_DAYS} days`}::interval`, remindedAt: null })
      .where(and(eq(agreements.id, current.id), inArray(agreements.status, [...OPEN_AGREEMENT_STATUSES]), sql`${agreements.expiresAt} > now()`))
      .returning();
    if (!open) throw conflict(AGREEMENT_MESSAGES.notOpen);
    const renewed = await tx
      .update(agreementSigners)
      .set({ tokenHash, codeHash: null, codeExpiresAt: null, codeAttempts: 0, lockedAt: null })
      .where(and(eq(agreementSigners.agreementId, current.id), eq(agreementSigners.role, 'client'), isNull(agreementSigners.signedAt), isNull(agreementSigners.declinedAt)))
      .returning({ id: agreementSigners.id });
    if (renewed.length === 0) throw conflict(AGREEMENT_MESSAGES.notOpen);
    await recordAgreementEvent(tx, { agreementId: current.id, type: 'link_renewed', actor: brokerName, origin });
    return open;
  });
  return linkAnswer(ctx, viewer, row, token, brokerName);
}

export async function cancelAgreement(ctx: AppContext, viewer: Viewer, current: AgreementRow, origin: RequestOrigin) {
  const brokerName = await brokerNameOf(ctx.db, viewer.id);
  const row = await ctx.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(agreements)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(agreements.id, current.id), inArray(agreements.status, [...OPEN_AGREEMENT_STATUSES])))
      .returning();
    if (!cancelled) throw conflict(AGREEMENT_MESSAGES.notOpen);
    await tx.update(agreementSigners).set({ tokenHash: null, codeHash: null }).where(eq(agreementSigners.agreementId, current.id));
    await recordAgreementEvent(tx, { agreementId: current.id, type: 'cancelled', actor: brokerName, origin });
    return cancelled;
  });
  const others = await memberPartyIds(ctx.db, row, viewer.id);
  if (others.length > 0) {
    await notifyAgreementEvent(ctx, { recipientIds: others, agreementId: row.id, agreementTitle: sentAgreementTitle(row), event: 'cancelled', partyName: brokerName });
  }
  return presentOne(ctx.db, viewer, row);
}

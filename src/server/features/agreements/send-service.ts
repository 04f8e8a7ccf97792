// Sending: the broker signs the draft (their password again: a stolen session alone
// cannot bind them), the document is frozen (its facts and SHA-256), and the client's
// signing link goes out, by e-mail when their address is known and as a WhatsApp message
// the broker sends. Also a new link for a sent agreement, and cancelling one.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AgreementDocumentFacts } from '#shared/agreements/agreement-document.ts';
import { buildAgreementDocument, documentText } from '#shared/agreements/build-agreement-document.ts';
import {
  AGREEMENT_LINK_DAYS,
  AGREEMENT_MESSAGES,
  OPEN_AGREEMENT_STATUSES,
  type AgreementLink,
  type SellerMandateTerms,
} from '#shared/schemas/agreements.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { agreementSigners, agreements, authUsers, cities, profiles, properties } from '#server/db/schema.ts';
import { badRequest, conflict, unauthorized } from '#server/lib/http-errors.ts';
import { verifyPassword } from '#server/lib/passwords.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { recordAgreementEvent, type RequestOrigin } from './agreement-events';
import type { AgreementRow } from './agreement-queries';
import { sha256Hex } from './document/sha256';
import { agreementTitle } from './presenter';
import { createSigningToken, mailSigningLink, signUrlOf, whatsAppLinkOf } from './signing-link';
import { brokerNameOf, presentOne } from './write-service';


async function documentFactsOf(db: Queryable, row: AgreementRow, viewer: Viewer): Promise<AgreementDocumentFacts> {
  const terms = row.terms as SellerMandateTerms;
  const [[property], [broker]] = await Promise.all([
    db
      .select({ title: properties.title, area: properties.area, city: cities.name, type: properties.propertyType, userId: properties.userId })
      .from(properties)
      .leftJoin(cities, eq(cities.id, properties.cityId))
      .where(eq(properties.id, terms.property_id)),
    db
      .select({ name: profiles.fullName, company: profiles.companyName, email: profiles.email, phone: profiles.phone, rera: profiles.reraNumber })
      .from(profiles)
      .where(eq(profiles.id, viewer.id)),
  ]);
  if (!property || property.userId !== viewer.id) throw badRequest(AGREEMENT_MESSAGES.propertyNotYours, 'terms.property_id');
  if (!broker) throw unauthorized(AGREEMENT_MESSAGES.notFound);
  return {
    kind: 'seller_to_broker',
    language: row.language as AgreementDocumentFacts['language'],
    agreementId: row.id,
    // The registration prints on every agreement: the profile's when the draft left it empty.
    terms: { ...terms, rera_number: terms.rera_number || broker.rera || '' },
    property: {
      title: property.title,
      place: [property.area, property.city].filter(Boolean).join(', '),
      propertyType: property.type === 'Rent' ? 'Rent' : 'Sale',
    },
    broker: { name: broker.name, company: broker.company, email: broker.email, phone: broker.phone },
  };
}

async function assertPassword(db: Queryable, viewer: Viewer, password: string): Promise<void> {
  const [user] = await db.select({ passwordHash: authUsers.passwordHash }).from(authUsers).where(eq(authUsers.id, viewer.id));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw badRequest(AGREEMENT_MESSAGES.passwordWrong, 'password');
  }
}

export async function sendAgreement(
  ctx: AppContext,
  viewer: Viewer,
  current: AgreementRow,
  password: string,
  origin: RequestOrigin,
): Promise<AgreementLink> {
  if (current.status !== 'draft') throw conflict(AGREEMENT_MESSAGES.notDraft);
  await assertPassword(ctx.db, viewer, password);
  const facts = await documentFactsOf(ctx.db, current, viewer);
  const documentSha256 = sha256Hex(documentText(buildAgreementDocument(facts)));
  const terms = facts.terms;
  const brokerName = facts.broker.name;
  const { token, tokenHash } = createSigningToken();

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
        {
          agreementId: current.id,
          role: 'client',
          name: terms.owner_name,
          email: terms.owner_email || null,
          phone: terms.owner_phone || null,
          tokenHash,
        },
      ])
      .returning({ id: agreementSigners.id, role: agreementSigners.role });
    const brokerSignerId = signers.find((s) => s.role === 'broker')?.id ?? null;
    await recordAgreementEvent(tx, { agreementId: current.id, type: 'signed', actor: brokerName, signerId: brokerSignerId, origin, detail: { document_sha256: documentSha256 } });
    await recordAgreementEvent(tx, { agreementId: current.id, type: 'sent', actor: brokerName, origin });
    return sent;
  });
  return linkAnswer(ctx, row, token, brokerName);
}

async function linkAnswer(ctx: AppContext, row: AgreementRow, token: string, brokerName: string): Promise<AgreementLink> {
  const terms = row.terms as SellerMandateTerms;
  const message = { clientName: terms.owner_name, brokerName, title: agreementTitle(row, null), url: signUrlOf(ctx, token) };
  if (terms.owner_email) mailSigningLink(ctx, terms.owner_email, message);
  return {
    agreement: await presentOne(ctx.db, row),
    sign_url: message.url,
    whatsapp_url: whatsAppLinkOf(terms.owner_phone || null, message),
    emailed: !!terms.owner_email,
  };
}

/** A new link for a sent agreement; the old one dies, and a locked link opens again. */
export async function renewAgreementLink(ctx: AppContext, viewer: Viewer, current: AgreementRow, origin: RequestOrigin): Promise<AgreementLink> {
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
  return linkAnswer(ctx, row, token, brokerName);
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
  return presentOne(ctx.db, row);
}

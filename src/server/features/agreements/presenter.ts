// The exact answer for an agreement. Only its parties ever reach this (agreement-queries
// scopes every read), so the terms, the client's contact included, are the drafting
// broker's own data shown back to them.
import type { AgreementDocumentFacts } from '#shared/agreements/agreement-document.ts';
import {
  AGREEMENT_LINK_DAYS,
  type Agreement,
  type AgreementEventType,
  type AgreementStatus,
  type AgreementSummary,
  type SellerMandateTerms,
  type SignerRole,
} from '#shared/schemas/agreements.ts';
import type { AgreementParts, AgreementRow, SignerRow } from './agreement-queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** 'Listing mandate: Lake view 2 BHK': the listing's title as sent, or as it is now for a draft. */
export function agreementTitle(row: AgreementRow, currentPropertyTitle: string | null): string {
  const facts = row.documentFacts as AgreementDocumentFacts | null;
  const title = facts?.property.title ?? currentPropertyTitle ?? 'a listing no longer on BrokerCircle';
  return `Listing mandate: ${title}`;
}

const DAY_MS = 86_400_000;
function sinceText(from: Date | null, now: Date): string {
  if (!from) return '';
  const days = Math.floor((now.getTime() - from.getTime()) / DAY_MS);
  return days <= 0 ? ' since today' : days === 1 ? ' since 1 day' : ` since ${days} days`;
}

/** What should happen next, in words, from the drafting broker's side. */
export function nextStepOf(row: AgreementRow, signers: readonly SignerRow[], now: Date): string {
  const client = signers.find((s) => s.role === 'client');
  const status = row.status as AgreementStatus;
  switch (status) {
    case 'draft':
      return 'Draft: check the terms, then sign and send it to the owner';
    case 'sent':
      return `Waiting for the client to open the link${sinceText(row.sentAt, now)}`;
    case 'viewed':
      return `Waiting for the client's signature${sinceText(row.sentAt, now)}`;
    case 'executed':
      return 'Executed: every party signed; the PDF is ready';
    case 'declined':
      return `Declined by ${client?.name ?? 'the client'}`;
    case 'cancelled':
      return 'Cancelled: the link no longer works';
    case 'expired':
      return `Expired: not signed within ${AGREEMENT_LINK_DAYS} days`;
  }
}

function presentSigner(s: SignerRow) {
  return {
    id: s.id,
    role: s.role as SignerRole,
    name: s.name,
    contact: [s.email, s.phone].filter(Boolean).join(', '),
    viewed_at: iso(s.viewedAt),
    signed_at: iso(s.signedAt),
    declined_at: iso(s.declinedAt),
  };
}

export function presentAgreementSummary(parts: AgreementParts, now = new Date()): AgreementSummary {
  const { row, signers, propertyTitle } = parts;
  const facts = row.documentFacts as AgreementDocumentFacts | null;
  const terms = row.terms as SellerMandateTerms;
  return {
    id: row.id,
    kind: row.kind as Agreement['kind'],
    status: row.status as AgreementStatus,
    language: row.language as Agreement['language'],
    title: agreementTitle(row, propertyTitle),
    property:
      row.propertyId || facts
        ? { id: row.propertyId ?? terms.property_id, title: facts?.property.title ?? propertyTitle ?? '' }
        : null,
    signers: signers.map(presentSigner),
    next_step: nextStepOf(row, signers, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    sent_at: iso(row.sentAt),
    expires_at: iso(row.expiresAt),
    executed_at: iso(row.executedAt),
    pdf_sha256: row.pdfSha256,
  };
}

export function presentAgreement(parts: AgreementParts, now = new Date()): Agreement {
  return {
    ...presentAgreementSummary(parts, now),
    terms: parts.row.terms as SellerMandateTerms,
    events: parts.events.map((e) => ({ type: e.type as AgreementEventType, at: e.createdAt.toISOString(), actor: e.actor })),
  };
}

// The exact answer for an agreement. Only its parties ever reach this (agreement-queries
// scopes every read). The terms are the drafting broker's; in a co-broking agreement, the
// only kind with a second member, they hold no client data (the client's note comes apart,
// under the rule in agreement-queries), and the mandates' client contact is shown only to
// their drafter, the mandates' one member party.
import type { AgreementDocument, AgreementDocumentFacts } from '#shared/agreements/agreement-document.ts';
import {
  AGREEMENT_LINK_DAYS,
  type Agreement,
  type AgreementEventType,
  type AgreementStatus,
  type AgreementSummary,
  type SignerRole,
  type SignWith,
} from '#shared/schemas/agreements.ts';
import type { AgreementParts, AgreementRow, SignerRow } from './agreement-queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * 'Listing mandate: Lake view 2 BHK', 'Buyer mandate: 3 BHK to buy in Whitefield',
 * 'Co-broking: Lake view 2 BHK': the listing's or requirement's title as sent, or as it is
 * now for a draft.
 */
export function agreementTitle(row: AgreementRow, current: { property: string | null; requirement: string | null }): string {
  const facts = row.documentFacts as AgreementDocumentFacts | null;
  const gone = 'a listing no longer on BrokerCircle';
  switch (row.kind) {
    case 'buyer_to_broker': {
      const requirement = facts?.kind === 'buyer_to_broker' ? facts.requirement : null;
      const noun = requirement?.propertyType === 'Rent' ? 'Tenant mandate' : 'Buyer mandate';
      return `${noun}: ${requirement?.title ?? current.requirement ?? 'a requirement no longer on BrokerCircle'}`;
    }
    case 'broker_to_broker': {
      const title = facts?.kind === 'broker_to_broker' ? facts.property.title : null;
      return `Co-broking: ${title ?? current.property ?? gone}`;
    }
    default: {
      const title = facts?.kind === 'seller_to_broker' ? facts.property.title : null;
      return `Listing mandate: ${title ?? current.property ?? gone}`;
    }
  }
}

/** The title when only the row is at hand (notices, mails: always a sent agreement). */
export const sentAgreementTitle = (row: AgreementRow) => agreementTitle(row, { property: null, requirement: null });

const DAY_MS = 86_400_000;
function sinceText(from: Date | null, now: Date): string {
  if (!from) return '';
  const days = Math.floor((now.getTime() - from.getTime()) / DAY_MS);
  return days <= 0 ? ' since today' : days === 1 ? ' since 1 day' : ` since ${days} days`;
}

const SEND_TO: Record<string, string> = {
  seller_to_broker: 'the owner',
  buyer_to_broker: 'the client',
  broker_to_broker: 'the listing broker',
};

/** What should happen next, in words, from the caller's side. */
export function nextStepOf(row: AgreementRow, signers: readonly SignerRow[], now: Date, viewerRole: 'owner' | 'listing_broker' = 'owner'): string {
  const other = signers.find((s) => s.role !== 'broker');
  const status = row.status as AgreementStatus;
  const coBroking = row.kind === 'broker_to_broker';
  switch (status) {
    case 'draft':
      return `Draft: check the terms, then sign and send it to ${SEND_TO[row.kind] ?? 'the client'}`;
    case 'sent':
    case 'viewed':
      if (viewerRole === 'listing_broker') return `Waiting for your signature${sinceText(row.sentAt, now)}`;
      if (coBroking) return `Waiting for ${other?.name ?? 'the listing broker'} to sign${sinceText(row.sentAt, now)}`;
      return status === 'sent'
        ? `Waiting for the client to open the link${sinceText(row.sentAt, now)}`
        : `Waiting for the client's signature${sinceText(row.sentAt, now)}`;
    case 'executed':
      return 'Executed: every party signed; the PDF is ready';
    case 'declined':
      return viewerRole === 'listing_broker' ? 'Declined by you' : `Declined by ${other?.name ?? 'the client'}`;
    case 'cancelled':
      return coBroking ? 'Cancelled: nothing is left to sign' : 'Cancelled: the link no longer works';
    case 'expired':
      return `Expired: not signed within ${AGREEMENT_LINK_DAYS} days`;
  }
}

function presentSigner(s: SignerRow, viewerRole: 'owner' | 'listing_broker') {
  // A mandate's client is the drafter's to see; in co-broking both parties are members,
  // whose contact is on their profiles for every member anyway.
  const contact = viewerRole === 'owner' || s.role !== 'client' ? [s.email, s.phone].filter(Boolean).join(', ') : '';
  return {
    id: s.id,
    role: s.role as SignerRole,
    name: s.name,
    contact,
    viewed_at: iso(s.viewedAt),
    signed_at: iso(s.signedAt),
    declined_at: iso(s.declinedAt),
  };
}

export function presentAgreementSummary(parts: AgreementParts, now = new Date()): AgreementSummary {
  const { row, signers, propertyTitle, requirementTitle, viewerRole } = parts;
  const facts = row.documentFacts as AgreementDocumentFacts | null;
  const terms = row.terms as { property_id?: string; requirement_id?: string };
  const frozenProperty = facts && 'property' in facts ? facts.property.title : null;
  const frozenRequirement = facts && 'requirement' in facts ? facts.requirement.title : null;
  const propertyId = row.propertyId ?? terms.property_id ?? null;
  const requirementId = row.requirementId ?? terms.requirement_id ?? null;
  return {
    id: row.id,
    kind: row.kind as Agreement['kind'],
    status: row.status as AgreementStatus,
    language: row.language as Agreement['language'],
    title: agreementTitle(row, { property: propertyTitle, requirement: requirementTitle }),
    property: propertyId ? { id: propertyId, title: frozenProperty ?? propertyTitle ?? '' } : null,
    requirement: requirementId ? { id: requirementId, title: frozenRequirement ?? requirementTitle ?? '' } : null,
    viewer_role: viewerRole,
    signers: signers.map((s) => presentSigner(s, viewerRole)),
    next_step: nextStepOf(row, signers, now, viewerRole),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    sent_at: iso(row.sentAt),
    expires_at: iso(row.expiresAt),
    executed_at: iso(row.executedAt),
    pdf_sha256: row.pdfSha256,
  };
}

export function presentAgreement(parts: AgreementParts, signWith: SignWith, document: AgreementDocument | null, now = new Date()): Agreement {
  return {
    ...presentAgreementSummary(parts, now),
    // The stored terms passed their kind's schema on write; the kind says which.
    terms: parts.row.terms,
    client_note: parts.clientNote,
    sign_with: signWith,
    document,
    events: parts.events.map((e) => ({
      type: e.type as AgreementEventType,
      at: e.createdAt.toISOString(),
      actor: e.actor,
      reason: e.type === 'declined' ? ((e.detail as { reason?: string }).reason ?? null) : null,
    })),
  } as Agreement;
}

// Test-only: agreements as the API returns them, with overrides.
import type { AgreementLink, AgreementList, AgreementOfKind, AgreementSummary } from '#shared/schemas/agreements.ts';

type Agreement = AgreementOfKind<'seller_to_broker'>;

export const AGREEMENT_ID = '5a1b2c3d-0000-4000-8000-000000000001';
export const LISTING_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_LISTING_ID = '11111111-1111-4111-8111-111111111112';
const BROKER_SIGNER = '5a1b2c3d-0000-4000-8000-0000000000b1';
const CLIENT_SIGNER = '5a1b2c3d-0000-4000-8000-0000000000c1';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export function anAgreement(overrides: Partial<Agreement> = {}): Agreement {
  return {
    id: AGREEMENT_ID,
    kind: 'seller_to_broker',
    status: 'draft',
    language: 'en',
    title: 'Listing mandate: Spacious 3 BHK in Indiranagar',
    terms: {
      owner_name: 'Meera Shah',
      owner_email: 'meera@example.com',
      owner_phone: '9845012345',
      property_id: LISTING_ID,
      asking_price: 12_000_000,
      commission_basis: 'percent',
      commission_value: 2,
      start_date: '2026-11-26',
      end_date: '2027-02-24',
      exclusivity: 'exclusive',
      rera_number: 'PRM/KA/RERA/1251/446/AG/180512/001234',
    },
    property: { id: LISTING_ID, title: 'Spacious 3 BHK in Indiranagar' },
    requirement: null,
    viewer_role: 'owner',
    client_note: null,
    sign_with: 'password',
    document: null,
    signers: [
      { id: BROKER_SIGNER, role: 'broker', name: 'Asha Rao', contact: 'broker1@example.com', viewed_at: null, signed_at: null, declined_at: null },
      { id: CLIENT_SIGNER, role: 'client', name: 'Meera Shah', contact: 'meera@example.com', viewed_at: null, signed_at: null, declined_at: null },
    ],
    events: [{ type: 'created', at: minutesAgo(120), actor: 'Asha Rao', reason: null }],
    next_step: 'Sign it and send it to Meera Shah',
    created_at: minutesAgo(120),
    updated_at: minutesAgo(120),
    sent_at: null,
    expires_at: null,
    executed_at: null,
    pdf_sha256: null,
    ...overrides,
  };
}

/** Sent and opened by the client two minutes ago. */
export function aViewedAgreement(overrides: Partial<Agreement> = {}): Agreement {
  const draft = anAgreement();
  return anAgreement({
    status: 'viewed',
    next_step: "Waiting for Meera Shah's signature",
    sent_at: minutesAgo(60),
    signers: [
      { ...draft.signers[0]!, signed_at: minutesAgo(60) },
      { ...draft.signers[1]!, viewed_at: minutesAgo(2) },
    ],
    events: [
      { type: 'viewed', at: minutesAgo(2), actor: 'Meera Shah', reason: null },
      { type: 'created', at: minutesAgo(120), actor: 'Asha Rao', reason: null },
      { type: 'sent', at: minutesAgo(60), actor: 'Asha Rao', reason: null },
    ],
    ...overrides,
  });
}

export const PDF_SHA256 = 'ab'.repeat(32);

export function anExecutedAgreement(overrides: Partial<Agreement> = {}): Agreement {
  const viewed = aViewedAgreement();
  return aViewedAgreement({
    status: 'executed',
    next_step: 'Signed by every party. Download the PDF.',
    executed_at: minutesAgo(1),
    pdf_sha256: PDF_SHA256,
    signers: [viewed.signers[0]!, { ...viewed.signers[1]!, signed_at: minutesAgo(1) }],
    events: [...viewed.events, { type: 'signed', at: minutesAgo(1), actor: 'Meera Shah', reason: null }, { type: 'executed', at: minutesAgo(1), actor: 'BrokerCircle', reason: null }],
    ...overrides,
  });
}

export function aLink(agreement: AgreementLink['agreement'], overrides: Partial<AgreementLink> = {}): AgreementLink {
  return {
    agreement,
    sign_url: 'https://app.test/sign/tok_abcdefghijklmnopqrstuvwxyz',
    whatsapp_url: 'https://wa.me/919845012345?text=Please%20sign',
    emailed: true,
    ...overrides,
  };
}

export function aSummary(overrides: Partial<AgreementSummary> = {}): AgreementSummary {
  const { terms: _terms, events: _events, ...summary } = anAgreement();
  return { ...summary, ...overrides };
}

export function anAgreementList(items: AgreementSummary[], overrides: Partial<AgreementList> = {}): AgreementList {
  return { items, total: items.length, page: 1, page_size: 10, ...overrides };
}

export const REQUIREMENT_ID = '33333333-3333-4333-8333-333333333333';
const LISTING_BROKER_SIGNER = '5a1b2c3d-0000-4000-8000-0000000000d1';
export const CLIENT_NOTE = 'Mrs Fernandes, 98860 22334';

/** A buyer mandate's draft, for a requirement to buy. */
export function aBuyerMandate(overrides: Partial<AgreementOfKind<'buyer_to_broker'>> = {}): AgreementOfKind<'buyer_to_broker'> {
  const { terms: _terms, kind: _kind, ...base } = anAgreement();
  return {
    ...base,
    kind: 'buyer_to_broker',
    title: 'Buyer mandate: 3 BHK to buy in Whitefield',
    terms: {
      client_name: 'Ravi Kumar',
      client_email: 'ravi@example.com',
      client_phone: '9845012399',
      requirement_id: REQUIREMENT_ID,
      fee_basis: 'percent',
      fee_value: 1,
      start_date: '2026-11-26',
      end_date: '2027-02-24',
      exclusivity: 'non_exclusive',
      rera_number: 'A51800012345',
    },
    property: null,
    requirement: { id: REQUIREMENT_ID, title: '3 BHK to buy in Whitefield' },
    signers: [base.signers[0]!, { ...base.signers[1]!, name: 'Ravi Kumar', contact: 'ravi@example.com' }],
    next_step: 'Draft: check the terms, then sign and send it to the client',
    ...overrides,
  };
}

/**
 * Co-broking terms Asha Rao (the client's broker) sent to Vikram Nair (the listing
 * broker), seen by `viewer`; Vikram opened them a minute ago. The client note is there
 * for Asha, and null for Vikram as the server answers before execution.
 */
export function aCoBroking(
  viewer: 'owner' | 'listing_broker',
  overrides: Partial<AgreementOfKind<'broker_to_broker'>> = {},
): AgreementOfKind<'broker_to_broker'> {
  const { terms: _terms, kind: _kind, ...base } = aViewedAgreement();
  return {
    ...base,
    kind: 'broker_to_broker',
    title: 'Co-broking: Spacious 3 BHK in Indiranagar',
    terms: {
      requirement_id: REQUIREMENT_ID,
      property_id: LISTING_ID,
      client_broker_share: 40,
      invoicing: 'listing_broker_collects',
      protection_days: 90,
      payment_days: 7,
      rera_number: 'A51800012345',
    },
    requirement: { id: REQUIREMENT_ID, title: '3 BHK to buy in Indiranagar' },
    viewer_role: viewer,
    client_note: viewer === 'owner' ? CLIENT_NOTE : null,
    signers: [
      { ...base.signers[0]!, contact: 'asha@example.com' },
      { id: LISTING_BROKER_SIGNER, role: 'listing_broker', name: 'Vikram Nair', contact: 'vikram@example.com', viewed_at: minutesAgo(1), signed_at: null, declined_at: null },
    ],
    events: [
      { type: 'created', at: minutesAgo(120), actor: 'Asha Rao', reason: null },
      { type: 'sent', at: minutesAgo(60), actor: 'Asha Rao', reason: null },
      { type: 'viewed', at: minutesAgo(1), actor: 'Vikram Nair', reason: null },
    ],
    next_step: viewer === 'owner' ? 'Waiting for Vikram Nair to sign since today' : 'Waiting for your signature since today',
    ...overrides,
  };
}

/** The same co-broking terms signed by both: the note reaches the listing broker too. */
export function anExecutedCoBroking(
  viewer: 'owner' | 'listing_broker',
  overrides: Partial<AgreementOfKind<'broker_to_broker'>> = {},
): AgreementOfKind<'broker_to_broker'> {
  const open = aCoBroking(viewer);
  return aCoBroking(viewer, {
    status: 'executed',
    client_note: CLIENT_NOTE,
    executed_at: minutesAgo(0),
    pdf_sha256: PDF_SHA256,
    next_step: 'Executed: every party signed; the PDF is ready',
    signers: [open.signers[0]!, { ...open.signers[1]!, signed_at: minutesAgo(0) }],
    events: [...open.events, { type: 'signed', at: minutesAgo(0), actor: 'Vikram Nair', reason: null }, { type: 'executed', at: minutesAgo(0), actor: 'BrokerCircle', reason: null }],
    ...overrides,
  });
}

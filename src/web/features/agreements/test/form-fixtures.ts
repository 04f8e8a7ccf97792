// Test-only: drafts of the buyer mandate and co-broking kinds, and the requirements and
// listings their builders choose from.
import type { AgreementOfKind } from '#shared/schemas/agreements.ts';
import type { Requirement, RequirementList } from '#shared/schemas/requirements.ts';
import { aMatch, aRequirement } from '#web/features/requirements/test/fixtures.ts';
import { anAgreement, AGREEMENT_ID } from './fixtures';

export const BUY_REQUIREMENT_ID = '55555555-5555-4555-8555-555555555555';
export const RENT_REQUIREMENT_ID = '55555555-5555-4555-8555-555555555556';
export const THEIR_LISTING_ID = '11111111-1111-4111-8111-111111111121';
export const MY_LISTING_ID = '11111111-1111-4111-8111-111111111122';

export const aBuyRequirement = (overrides: Partial<Requirement> = {}) =>
  aRequirement({ id: BUY_REQUIREMENT_ID, property_type: 'Sale', budget_max: 15_000_000, ...overrides });

export const aRentRequirement = (overrides: Partial<Requirement> = {}) =>
  aRequirement({
    id: RENT_REQUIREMENT_ID,
    title: '2 BHK to rent in HSR Layout, up to 45 K',
    property_type: 'Rent',
    budget_min: null,
    budget_max: 45_000,
    ...overrides,
  });

export function myRequirements(items: Requirement[] = [aBuyRequirement(), aRentRequirement()]): RequirementList {
  return { items, total: items.length, page: 1, page_size: 50 };
}

/** A match of the Buy requirement on Vikram Shah's listing. */
export const theirMatch = () =>
  aMatch(
    { requirement_id: BUY_REQUIREMENT_ID, property_id: THEIR_LISTING_ID },
    { id: THEIR_LISTING_ID, title: 'Garden villa in Koramangala' },
  );

/** A match on the broker's own listing (no co-broking there). */
export const myOwnMatch = () =>
  aMatch(
    { id: '66666666-6666-4666-8666-666666666667', requirement_id: BUY_REQUIREMENT_ID, property_id: MY_LISTING_ID },
    { id: MY_LISTING_ID, title: 'My own 3 BHK in Indiranagar', is_owner: true, can_edit: true },
  );

const base = () => {
  const { terms: _terms, kind: _kind, ...rest } = anAgreement();
  return rest;
};

export function aBuyerDraft(overrides: Partial<AgreementOfKind<'buyer_to_broker'>> = {}): AgreementOfKind<'buyer_to_broker'> {
  return {
    ...base(),
    id: AGREEMENT_ID,
    kind: 'buyer_to_broker',
    language: 'hi',
    title: "Buyer's mandate: 3 BHK to buy in Indiranagar or Koramangala",
    property: null,
    requirement: { id: BUY_REQUIREMENT_ID, title: aBuyRequirement().title },
    terms: {
      client_name: 'Rohan Mehta',
      client_email: 'rohan@example.com',
      client_phone: '9845012345',
      requirement_id: BUY_REQUIREMENT_ID,
      fee_basis: 'percent',
      fee_value: 1,
      start_date: '2026-12-01',
      end_date: '2027-03-01',
      exclusivity: 'non_exclusive',
      rera_number: 'PRM/KA/RERA/1251',
    },
    ...overrides,
  };
}

export function aCoBrokingDraft(overrides: Partial<AgreementOfKind<'broker_to_broker'>> = {}): AgreementOfKind<'broker_to_broker'> {
  return {
    ...base(),
    id: AGREEMENT_ID,
    kind: 'broker_to_broker',
    title: 'Co-broking: Garden villa in Koramangala',
    property: { id: THEIR_LISTING_ID, title: 'Garden villa in Koramangala' },
    requirement: { id: BUY_REQUIREMENT_ID, title: aBuyRequirement().title },
    client_note: 'Mr Mehta, 98450 12345',
    terms: {
      requirement_id: BUY_REQUIREMENT_ID,
      property_id: THEIR_LISTING_ID,
      client_broker_share: 40,
      invoicing: 'each_own_client',
      protection_days: 120,
      payment_days: 10,
      rera_number: 'PRM/KA/RERA/1251',
    },
    ...overrides,
  };
}


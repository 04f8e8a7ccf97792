import { describe, expect, it } from 'vitest';
import type { BuyerMandateFacts, CoBrokingFacts } from '../agreement-document';
import { buildAgreementDocument, documentText } from '../build-agreement-document';

const broker = { name: 'Priya Shah', company: 'Shah Realty', email: 'priya@shahrealty.in', phone: '9123456780', rera: 'A51800012345' };

const buyerFacts: BuyerMandateFacts = {
  kind: 'buyer_to_broker',
  language: 'en',
  agreementId: '0b6f1c9e-5a43-4c1b-9d2e-7f1a2b3c4d5e',
  terms: {
    client_name: 'Anil Kapoor',
    client_email: 'anil@example.com',
    client_phone: '9820155555',
    requirement_id: '7c1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    fee_basis: 'percent',
    fee_value: 1,
    start_date: '2026-12-01',
    end_date: '2027-03-01',
    exclusivity: 'exclusive',
    rera_number: '',
  },
  requirement: { title: '3 BHK to buy in Whitefield, up to 1.5 Cr', propertyType: 'Sale', budgetMax: 15_000_000 },
  broker,
};

const coBrokingFacts: CoBrokingFacts = {
  kind: 'broker_to_broker',
  language: 'en',
  agreementId: '0b6f1c9e-5a43-4c1b-9d2e-7f1a2b3c4d5e',
  terms: {
    requirement_id: '7c1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    property_id: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    client_broker_share: 40,
    invoicing: 'listing_broker_collects',
    protection_days: 90,
    payment_days: 7,
    rera_number: '',
  },
  property: { title: 'Palm Grove 3 BHK', place: 'Whitefield, Bangalore', propertyType: 'Sale' },
  requirement: { title: '3 BHK to buy in Whitefield, up to 1.5 Cr', propertyType: 'Sale', budgetMax: 15_000_000 },
  broker,
  listingBroker: { name: 'Ravi Menon', company: null, email: 'ravi@example.com', phone: null, rera: 'PRM/KA/RERA/1251' },
};

const textOf = (facts: BuyerMandateFacts | CoBrokingFacts) => documentText(buildAgreementDocument(facts));

describe('the buyer mandate', () => {
  it('names the client, the requirement, the fee with GST and its example on the budget', () => {
    const doc = buildAgreementDocument(buyerFacts);
    expect(doc.title).toBe('Buyer to Broker Agreement: buyer representation');
    const text = documentText(doc);
    expect(text).toContain('The client: Anil Kapoor (anil@example.com, 9820155555).');
    // The profile's RERA number prints when the draft left it empty.
    expect(text).toContain('RERA registration number A51800012345');
    expect(text).toContain('3 BHK to buy in Whitefield, up to 1.5 Cr.');
    expect(text).toContain('a fee of 1 % of the final purchase price, plus GST at 18 % on the fee');
    expect(text).toContain("On a price of ₹1,50,00,000, the top of the client's budget, that is ₹1,50,000 plus GST ₹27,000, ₹1,77,000 in all.");
    expect(text).toContain('starts on 1 December 2026 and ends on 1 March 2027, 90 days later');
  });

  it("for a tenant: months' rent, the example on the monthly budget, the lease", () => {
    const text = textOf({
      ...buyerFacts,
      terms: { ...buyerFacts.terms, fee_basis: 'months_rent', fee_value: 1, exclusivity: 'non_exclusive' },
      requirement: { title: '2 BHK to rent in Koramangala', propertyType: 'Rent', budgetMax: 60_000 },
    });
    expect(text).toContain('Buyer to Broker Agreement: tenant representation');
    expect(text).toContain("a fee of 1 month's rent at the agreed monthly rent");
    expect(text).toContain('₹60,000 plus GST ₹10,800, ₹70,800 in all');
    expect(text).toContain('when the lease is signed');
    expect(text).toContain('Non-exclusive. The client may also use other brokers');
  });

  it('gives no example where the budget is not the base of the fee', () => {
    const text = textOf({ ...buyerFacts, terms: { ...buyerFacts.terms, fee_basis: 'months_rent', fee_value: 2 } });
    expect(text).not.toContain('in all.');
  });
});

describe('co-broking terms', () => {
  it('states both brokers, the split both ways, invoicing, payment and protection', () => {
    const doc = buildAgreementDocument(coBrokingFacts);
    expect(doc.title).toBe('Broker to Broker Agreement: co-broking terms');
    const text = documentText(doc);
    expect(text).toContain('The listing broker: Ravi Menon (e-mail ravi@example.com, RERA registration number PRM/KA/RERA/1251).');
    expect(text).toContain("The client's broker: Priya Shah (Shah Realty, e-mail priya@shahrealty.in, phone 9123456780, RERA registration number A51800012345).");
    expect(text).toContain("40 % to the client's broker and 60 % to the listing broker");
    expect(text).toContain("The broker who collects pays the other broker's share within 7 days of receiving the commission");
    expect(text).toContain('For 90 days from the day this agreement is signed by both brokers');
    expect(text).toContain('under the reference 7C1D2C3B');
  });

  it('says 50/50 when equal, and no payment line when each invoices their own client', () => {
    const text = textOf({ ...coBrokingFacts, terms: { ...coBrokingFacts.terms, client_broker_share: 50, invoicing: 'each_own_client' } });
    expect(text).toContain('share equally (50/50)');
    expect(text).not.toContain('The broker who collects');
  });

  it('holds nothing about the client but what they look for', () => {
    const text = textOf(coBrokingFacts);
    expect(text).not.toMatch(/Anil|9820155555|anil@/);
  });
});

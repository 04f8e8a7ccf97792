import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_MESSAGES } from '../schemas/agreements';
import type { SellerMandateFacts as AgreementDocumentFacts } from './agreement-document';
import { buildAgreementDocument, documentText } from './build-agreement-document';

const saleFacts: AgreementDocumentFacts = {
  kind: 'seller_to_broker',
  language: 'en',
  agreementId: '0b6f1c9e-5a43-4c1b-9d2e-7f1a2b3c4d5e',
  terms: {
    owner_name: 'Ramesh Iyer',
    owner_email: 'ramesh@example.com',
    owner_phone: '9876543210',
    property_id: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    asking_price: 12_000_000,
    commission_basis: 'percent',
    commission_value: 2,
    start_date: '2026-12-01',
    end_date: '2027-05-31',
    exclusivity: 'exclusive',
    rera_number: 'A51800012345',
  },
  property: {
    title: '3 BHK apartment with sea view',
    place: 'Bandra West, Mumbai',
    propertyType: 'Sale',
  },
  broker: {
    name: 'Priya Shah',
    company: 'Shah Realty',
    email: 'priya@shahrealty.in',
    phone: '9123456780',
  },
};

function withTerms(
  changes: Partial<AgreementDocumentFacts['terms']>,
  propertyType: 'Sale' | 'Rent' = 'Sale',
): AgreementDocumentFacts {
  return {
    ...saleFacts,
    terms: { ...saleFacts.terms, ...changes },
    property: { ...saleFacts.property, propertyType },
  };
}

function sectionText(facts: AgreementDocumentFacts, heading: string): string {
  const section = buildAgreementDocument(facts).sections.find((s) => s.heading.endsWith(heading));
  if (!section) throw new Error(`No section ${heading}`);
  return section.paragraphs.join('\n');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('buildAgreementDocument', () => {
  it('writes the numbered sections of a listing mandate in order, with the note', () => {
    const doc = buildAgreementDocument(saleFacts);
    expect(doc.title).toBe('Seller to Broker Agreement: listing mandate');
    expect(doc.reference).toBe('Reference 0b6f1c9e-5a43-4c1b-9d2e-7f1a2b3c4d5e');
    expect(doc.sections.map((s) => s.heading)).toEqual([
      '1. The parties',
      '2. The property',
      '3. Mandate',
      '4. Asking price',
      '5. Commission',
      '6. Term',
      "7. The broker's duties",
      "8. The owner's duties",
      '9. Ending the mandate',
      '10. Signatures',
    ]);
    expect(doc.note).toBe(AGREEMENT_MESSAGES.notLegalAdvice);
    for (const section of doc.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
  });

  it('names both parties with the contact details given, RERA number when there is one', () => {
    const parties = sectionText(saleFacts, 'The parties');
    expect(parties).toContain('The owner: Ramesh Iyer (ramesh@example.com, 9876543210).');
    expect(parties).toContain(
      'The broker: Priya Shah (Shah Realty, e-mail priya@shahrealty.in, phone 9123456780, RERA registration number A51800012345).',
    );
    const bare = sectionText(
      {
        ...withTerms({ rera_number: '', owner_email: '' }),
        broker: { ...saleFacts.broker, company: null, phone: null },
      },
      'The parties',
    );
    expect(bare).toContain('The owner: Ramesh Iyer (9876543210).');
    expect(bare).toContain('The broker: Priya Shah (e-mail priya@shahrealty.in).');
    expect(bare).not.toContain('RERA');
  });

  it('describes the property and says whether it is for sale or for rent', () => {
    expect(sectionText(saleFacts, 'The property')).toBe(
      '3 BHK apartment with sea view, Bandra West, Mumbai, offered for sale.',
    );
    expect(sectionText(withTerms({}, 'Rent'), 'The property')).toContain('offered for rent.');
  });

  it('says in one sentence what each exclusivity means; sole selling rights bind even a deal the owner finds', () => {
    expect(sectionText(withTerms({ exclusivity: 'sole_selling' }), 'Mandate')).toBe(
      'Sole selling rights. The broker alone markets the property, and the owner pays the commission on any sale during the term, even to a buyer the owner finds without the broker.',
    );
    expect(sectionText(withTerms({ exclusivity: 'exclusive' }), 'Mandate')).toMatch(
      /^Exclusive\. The owner appoints no other broker/,
    );
    expect(sectionText(withTerms({ exclusivity: 'non_exclusive' }), 'Mandate')).toMatch(
      /^Non-exclusive\. Other brokers may also market/,
    );
  });

  it('writes the asking price and a percentage commission with GST worked out in rupees, en-IN grouping', () => {
    expect(sectionText(saleFacts, 'Asking price')).toContain(
      'The owner asks ₹1,20,00,000 for the property.',
    );
    const commission = sectionText(saleFacts, 'Commission');
    expect(commission).toContain(
      'a commission of 2 % of the final sale price, plus GST at 18 % on the commission.',
    );
    expect(commission).toContain(
      'On the asking price of ₹1,20,00,000 that is ₹2,40,000 plus GST ₹43,200, ₹2,83,200 in all.',
    );
  });

  it('rounds a fractional percentage to whole rupees', () => {
    const commission = sectionText(
      withTerms({ asking_price: 8_765_432, commission_value: 1.5 }),
      'Commission',
    );
    // 1.5 % of 87,65,432 = 1,31,481.48 -> 1,31,481; GST 23,666.58 -> 23,667.
    expect(commission).toContain('a commission of 1.5 % of the final sale price');
    expect(commission).toContain(
      'On the asking price of ₹87,65,432 that is ₹1,31,481 plus GST ₹23,667, ₹1,55,148 in all.',
    );
  });

  it("writes the months' rent variant for a rental, singular and plural", () => {
    const rent = withTerms(
      { asking_price: 45_000, commission_basis: 'months_rent', commission_value: 1 },
      'Rent',
    );
    expect(sectionText(rent, 'Asking price')).toContain(
      'The owner asks a rent of ₹45,000 a month.',
    );
    const one = sectionText(rent, 'Commission');
    expect(one).toContain(
      "a commission of 1 month's rent at the agreed monthly rent, plus GST at 18 %",
    );
    expect(one).toContain(
      'On the asking rent of ₹45,000 a month that is ₹45,000 plus GST ₹8,100, ₹53,100 in all.',
    );
    expect(one).toContain('when the lease is signed');
    const twoAndHalf = sectionText(
      withTerms({ ...rent.terms, commission_value: 2.5 }, 'Rent'),
      'Commission',
    );
    expect(twoAndHalf).toContain("2.5 months' rent");
    expect(twoAndHalf).toContain('that is ₹1,12,500 plus GST ₹20,250, ₹1,32,750 in all.');
    expect(sectionText(rent, 'Mandate')).toContain('a tenant');
  });

  it('writes the term with dates in words and the number of days', () => {
    expect(sectionText(saleFacts, 'Term')).toBe(
      'The mandate starts on 1 December 2026 and ends on 31 May 2027, 181 days later.',
    );
  });

  it('numbers the duties and states the notice and the 90 days after the end', () => {
    const broker = sectionText(saleFacts, "The broker's duties").split('\n');
    expect(broker[0]).toMatch(/^1\. Market the property/);
    expect(broker.some((c) => c.includes('never misrepresent'))).toBe(true);
    expect(sectionText(saleFacts, "The owner's duties")).toContain(
      'Tell the broker of every offer',
    );
    const ending = sectionText(saleFacts, 'Ending the mandate');
    expect(ending).toContain("15 days' written notice");
    expect(ending).toContain(
      'within 90 days after the agreement ends, the commission is still due.',
    );
    expect(sectionText(saleFacts, 'Signatures')).toContain('Information Technology Act, 2000');
  });

  it('depends on the facts alone, not on the clock or the time zone', () => {
    const before = documentText(buildAgreementDocument(saleFacts));
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-03-15T23:59:59Z'));
    const tz = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(documentText(buildAgreementDocument(saleFacts))).toBe(before);
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });
});

describe('documentText', () => {
  it('is one line per heading and paragraph, title, reference and note first', () => {
    const doc = buildAgreementDocument(saleFacts);
    const lines = documentText(doc).split('\n');
    expect(lines.slice(0, 4)).toEqual([doc.title, doc.reference, doc.note, '1. The parties']);
    const paragraphs = doc.sections.reduce((n, s) => n + 1 + s.paragraphs.length, 0);
    expect(lines).toHaveLength(3 + paragraphs);
    expect(lines.at(-1)).toBe(doc.sections.at(-1)?.paragraphs.at(-1));
  });

  it('folds a line break inside a paragraph so each stays one line', () => {
    const doc = {
      title: 'T',
      reference: 'R',
      note: 'N',
      sections: [{ heading: 'H', paragraphs: ['one\r\n  two', 'three'] }],
    };
    expect(documentText(doc)).toBe('T\nR\nN\nH\none two\nthree');
  });

  it('changes when any term changes', () => {
    const a = documentText(buildAgreementDocument(saleFacts));
    const b = documentText(buildAgreementDocument(withTerms({ asking_price: 12_000_001 })));
    expect(a).not.toBe(b);
  });
});

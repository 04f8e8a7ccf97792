import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgreementDocumentFacts } from '../agreement-document';
import { buildAgreementDocument, documentText } from '../build-agreement-document';
import { HINDI_NOT_LEGAL_ADVICE } from './hindi-words';
import { buildSellerMandateDocumentHi } from './seller-mandate-hi';

type Facts = Extract<AgreementDocumentFacts, { kind: 'seller_to_broker' }>;

const saleFacts: Facts = {
  kind: 'seller_to_broker',
  language: 'en',
  agreementId: '0b6f1c9e-5a43-4c1b-9d2e-7f1a2b3c4d5e',
  terms: {
    owner_name: 'रमेश अय्यर',
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
    title: '3 BHK फ़्लैट, समुद्र की ओर',
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
  changes: Partial<Facts['terms']>,
  propertyType: 'Sale' | 'Rent' = 'Sale',
): Facts {
  return {
    ...saleFacts,
    terms: { ...saleFacts.terms, ...changes },
    property: { ...saleFacts.property, propertyType },
  };
}

const rentFacts = withTerms(
  { asking_price: 45_000, commission_basis: 'months_rent', commission_value: 1 },
  'Rent',
);

/** A section's paragraphs, found by its number (headings differ between sale and rent). */
function section(facts: Facts, number: number): string {
  const found = buildSellerMandateDocumentHi(facts).sections[number - 1];
  if (!found) throw new Error(`No section ${number}`);
  return found.paragraphs.join('\n');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('buildSellerMandateDocumentHi', () => {
  it('writes the ten sections of the English mandate, numbered and in the same order, with the note in Hindi', () => {
    const doc = buildSellerMandateDocumentHi(saleFacts);
    expect(doc.title).toBe('विक्रेता और ब्रोकर के बीच अनुबंध: लिस्टिंग मैंडेट');
    expect(doc.reference).toBe('संदर्भ 0b6f1c9e-5a43-4c1b-9d2e-7f1a2b3c4d5e');
    expect(doc.note).toBe(HINDI_NOT_LEGAL_ADVICE);
    expect(doc.note).toContain('क़ानूनी सलाह नहीं है');
    expect(doc.sections.map((s) => s.heading)).toEqual([
      '1. पक्ष',
      '2. संपत्ति',
      '3. मैंडेट का प्रकार',
      '4. माँगी गई क़ीमत',
      '5. कमीशन',
      '6. अवधि',
      '7. ब्रोकर की ज़िम्मेदारियाँ',
      '8. मालिक की ज़िम्मेदारियाँ',
      '9. मैंडेट की समाप्ति',
      '10. हस्ताक्षर',
    ]);
    // Paragraph for paragraph what the English document says.
    const english = buildAgreementDocument(saleFacts);
    expect(doc.sections.map((s) => s.paragraphs.length)).toEqual(
      english.sections.map((s) => s.paragraphs.length),
    );
  });

  it('names both parties with the contact details given, RERA number only when there is one', () => {
    const parties = section(saleFacts, 1);
    expect(parties).toContain('मालिक: रमेश अय्यर (ramesh@example.com, 9876543210)।');
    expect(parties).toContain(
      'ब्रोकर: Priya Shah (Shah Realty, ई-मेल priya@shahrealty.in, फ़ोन 9123456780, RERA पंजीकरण संख्या A51800012345)।',
    );
    expect(parties).toContain('ख़रीदार ढूँढने का काम');
    const bare = section(
      {
        ...withTerms({ rera_number: '', owner_email: '' }),
        broker: { ...saleFacts.broker, company: null, phone: null },
      },
      1,
    );
    expect(bare).toContain('मालिक: रमेश अय्यर (9876543210)।');
    expect(bare).toContain('ब्रोकर: Priya Shah (ई-मेल priya@shahrealty.in)।');
    expect(bare).not.toContain('RERA');
  });

  it('says what each exclusivity means; sole selling rights bind even a buyer the owner finds', () => {
    expect(section(withTerms({ exclusivity: 'sole_selling' }), 3)).toBe(
      'पूर्ण एकाधिकार (सोल सेलिंग राइट्स): संपत्ति की मार्केटिंग का अधिकार केवल इसी ब्रोकर को होगा, और मैंडेट की अवधि में बिक्री के हर सौदे पर मालिक को कमीशन देना होगा, चाहे ख़रीदार मालिक ने ब्रोकर के बिना ख़ुद ही क्यों न ढूँढा हो।',
    );
    const exclusive = section(withTerms({ exclusivity: 'exclusive' }), 3);
    expect(exclusive).toMatch(/^एकाधिकार \(एक्सक्लूसिव\): .*कोई दूसरा ब्रोकर नियुक्त नहीं/);
    expect(exclusive).toContain('कोई कमीशन नहीं बनता');
    const open = section(withTerms({ exclusivity: 'non_exclusive' }), 3);
    expect(open).toMatch(/^बिना एकाधिकार \(नॉन-एक्सक्लूसिव\): दूसरे ब्रोकर भी/);
    expect(open).toContain('जिसे इसी ब्रोकर ने मिलवाया हो');
  });

  it('writes the asking price and the commission with GST at 18 % worked out in rupees, en-IN grouping', () => {
    expect(section(saleFacts, 4)).toContain('मालिक द्वारा माँगी गई क़ीमत ₹1,20,00,000 है।');
    const commission = section(saleFacts, 5);
    expect(commission).toContain(
      'मालिक की ओर से ब्रोकर को अंतिम बिक्री मूल्य का 2 % कमीशन दिया जाएगा, और कमीशन पर 18 % की दर से GST अलग से लगेगा।',
    );
    expect(commission).toContain(
      'उदाहरण के लिए, ₹1,20,00,000 की माँगी गई क़ीमत पर यह ₹2,40,000 कमीशन और ₹43,200 GST, यानी कुल ₹2,83,200 होता है।',
    );
    expect(commission).toContain('सेल डीड की रजिस्ट्री होते ही कमीशन देय हो जाएगा');
  });

  it('rounds a fractional percentage to whole rupees, as the English does', () => {
    const commission = section(withTerms({ asking_price: 8_765_432, commission_value: 1.5 }), 5);
    expect(commission).toContain('अंतिम बिक्री मूल्य का 1.5 %');
    expect(commission).toContain(
      '₹87,65,432 की माँगी गई क़ीमत पर यह ₹1,31,481 कमीशन और ₹23,667 GST, यानी कुल ₹1,55,148 होता है।',
    );
  });

  it('writes a letting with a tenant, the monthly rent and a commission in months of rent', () => {
    const doc = buildSellerMandateDocumentHi(rentFacts);
    expect(doc.sections[3]?.heading).toBe('4. माँगा गया किराया');
    expect(section(rentFacts, 1)).toContain('किरायेदार ढूँढने का काम');
    expect(section(rentFacts, 2)).toBe(
      '3 BHK फ़्लैट, समुद्र की ओर, Bandra West, Mumbai। यह संपत्ति किराये के लिए है।',
    );
    expect(section(rentFacts, 4)).toContain('मालिक द्वारा माँगा गया किराया ₹45,000 प्रति माह है।');
    const commission = section(rentFacts, 5);
    expect(commission).toContain('तय मासिक किराये के हिसाब से 1 महीने के किराये के बराबर कमीशन');
    expect(commission).toContain(
      '₹45,000 प्रति माह के माँगे गए किराये पर यह ₹45,000 कमीशन और ₹8,100 GST, यानी कुल ₹53,100 होता है।',
    );
    expect(commission).toContain('किरायानामा (लीज़ एग्रीमेंट) पर हस्ताक्षर होते ही');
    const twoAndHalf = section(withTerms({ ...rentFacts.terms, commission_value: 2.5 }, 'Rent'), 5);
    expect(twoAndHalf).toContain('2.5 महीने के किराये के बराबर');
    expect(twoAndHalf).toContain('₹1,12,500 कमीशन और ₹20,250 GST, यानी कुल ₹1,32,750');
    expect(section(rentFacts, 7)).toContain('संभावित किरायेदारों के साथ साइट विज़िट');
    expect(section(rentFacts, 8)).toContain('मालिकाना हक़ का सबूत और सोसाइटी की अनुमति');
    expect(section(rentFacts, 8)).toContain('किराये पर देने का अधिकार');
    // Nothing of the sale is left in a letting, and the other way round.
    const rentText = documentText(doc);
    for (const saleWord of ['ख़रीदार', 'सेल डीड', 'बिक्री के लिए', 'माँगी गई क़ीमत']) {
      expect(rentText).not.toContain(saleWord);
    }
    const saleText = documentText(buildSellerMandateDocumentHi(saleFacts));
    for (const rentWord of ['किरायेदार', 'किरायानामा', 'प्रति माह']) {
      expect(saleText).not.toContain(rentWord);
    }
  });

  it('writes the term with the dates in Hindi month names and the number of days', () => {
    expect(section(saleFacts, 6)).toBe(
      'यह मैंडेट 1 दिसंबर 2026 से शुरू होगा और 181 दिन बाद, 31 मई 2027 को समाप्त होगा।',
    );
  });

  it('numbers the duties and states the 15 days of notice and the 90 days after the end', () => {
    const broker = section(saleFacts, 7).split('\n');
    expect(broker).toHaveLength(5);
    expect(broker[0]).toMatch(/^1\. मालिक द्वारा मंज़ूर/);
    expect(broker[4]).toMatch(/^5\. /);
    expect(section(saleFacts, 8).split('\n')[2]).toMatch(
      /^3\. .*हर ऑफ़र या पूछताछ की जानकारी ब्रोकर को देना।$/,
    );
    const ending = section(saleFacts, 9);
    expect(ending).toContain('15 दिन का लिखित नोटिस');
    expect(ending).toContain('अनुबंध समाप्त होने के 90 दिन के अंदर');
    const signatures = section(saleFacts, 10);
    expect(signatures).toContain('सूचना प्रौद्योगिकी अधिनियम, 2000');
    expect(signatures).toContain('SHA-256');
    expect(signatures).toContain('मालिक अपना पूरा नाम टाइप करके');
  });

  it('depends on the facts alone, not on the clock or the time zone', () => {
    const before = documentText(buildSellerMandateDocumentHi(saleFacts));
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-03-15T23:59:59Z'));
    const tz = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(documentText(buildSellerMandateDocumentHi(saleFacts))).toBe(before);
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
    expect(
      documentText(buildSellerMandateDocumentHi(withTerms({ asking_price: 12_000_001 }))),
    ).not.toBe(before);
  });
});

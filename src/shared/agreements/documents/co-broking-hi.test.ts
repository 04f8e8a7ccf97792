import { describe, expect, it } from 'vitest';
import type { CoBrokingFacts } from '../agreement-document';
import { buildAgreementDocument, documentText } from '../build-agreement-document';
import { buildCoBrokingDocumentHi } from './co-broking-hi';
import { HINDI_NOT_LEGAL_ADVICE } from './hindi-words';

const facts: CoBrokingFacts = {
  kind: 'broker_to_broker',
  language: 'hi',
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
  requirement: { title: 'Whitefield में 3 BHK, 1.5 Cr तक', propertyType: 'Sale', budgetMax: 15_000_000 },
  broker: {
    name: 'Priya Shah',
    company: 'Shah Realty',
    email: 'priya@shahrealty.in',
    phone: '9123456780',
    rera: 'A51800012345',
  },
  listingBroker: { name: 'रवि मेनन', company: null, email: 'ravi@example.com', phone: null, rera: 'PRM/KA/RERA/1251' },
};

const rentFacts: CoBrokingFacts = {
  ...facts,
  property: { ...facts.property, propertyType: 'Rent' },
  requirement: { title: 'Koramangala में 2 BHK किराये पर', propertyType: 'Rent', budgetMax: 60_000 },
};

function withTerms(changes: Partial<CoBrokingFacts['terms']>, base = facts): CoBrokingFacts {
  return { ...base, terms: { ...base.terms, ...changes } };
}

function section(of: CoBrokingFacts, number: number): string {
  const found = buildCoBrokingDocumentHi(of).sections[number - 1];
  if (!found) throw new Error(`No section ${number}`);
  return found.paragraphs.join('\n');
}

describe('buildCoBrokingDocumentHi', () => {
  it('writes the eight sections of the English terms, numbered and in the same order, paragraph for paragraph', () => {
    const doc = buildCoBrokingDocumentHi(facts);
    expect(doc.title).toBe('दो ब्रोकरों के बीच अनुबंध: को-ब्रोकिंग की शर्तें');
    expect(doc.reference).toBe('संदर्भ 0b6f1c9e-5a43-4c1b-9d2e-7f1a2b3c4d5e');
    expect(doc.note).toBe(HINDI_NOT_LEGAL_ADVICE);
    expect(doc.sections.map((s) => s.heading)).toEqual([
      '1. पक्ष',
      '2. संपत्ति',
      '3. क्लाइंट',
      '4. कमीशन का बँटवारा',
      '5. इनवॉइस और भुगतान',
      '6. क्लाइंट पर हक़ (क्लाइंट प्रोटेक्शन)',
      '7. आचरण',
      '8. हस्ताक्षर',
    ]);
    for (const variant of [
      facts,
      rentFacts,
      withTerms({ invoicing: 'client_broker_collects', payment_days: 0 }),
      withTerms({ invoicing: 'each_own_client', client_broker_share: 50 }),
    ]) {
      const english = buildAgreementDocument({ ...variant, language: 'en' });
      expect(buildCoBrokingDocumentHi(variant).sections.map((s) => s.paragraphs.length)).toEqual(
        english.sections.map((s) => s.paragraphs.length),
      );
    }
  });

  it('is what buildAgreementDocument writes for a Hindi agreement, and English stays English', () => {
    expect(buildAgreementDocument(facts)).toEqual(buildCoBrokingDocumentHi(facts));
    expect(buildAgreementDocument({ ...facts, language: 'en' }).title).toBe(
      'Broker to Broker Agreement: co-broking terms',
    );
  });

  it('names both brokers with their details, and the property offered through the listing broker', () => {
    const parties = section(facts, 1);
    expect(parties).toContain('लिस्टिंग ब्रोकर: रवि मेनन (ई-मेल ravi@example.com, RERA पंजीकरण संख्या PRM/KA/RERA/1251)।');
    expect(parties).toContain(
      'क्लाइंट का ब्रोकर: Priya Shah (Shah Realty, ई-मेल priya@shahrealty.in, फ़ोन 9123456780, RERA पंजीकरण संख्या A51800012345)।',
    );
    expect(section(withTerms({ rera_number: 'P52100000001' }), 1)).toContain(
      'क्लाइंट का ब्रोकर: Priya Shah (Shah Realty, ई-मेल priya@shahrealty.in, फ़ोन 9123456780, RERA पंजीकरण संख्या P52100000001)।',
    );
    expect(section(facts, 2)).toBe('Palm Grove 3 BHK, Whitefield, Bangalore। यह संपत्ति लिस्टिंग ब्रोकर के ज़रिए बिक्री के लिए है।');
    expect(section(rentFacts, 2)).toContain('लिस्टिंग ब्रोकर के ज़रिए किराये के लिए है।');
  });

  it('describes the client only by what they look for and the reference', () => {
    const client = section(facts, 3);
    expect(client).toContain('क्लाइंट एक ख़रीदार है, जिसकी ज़रूरत है: Whitefield में 3 BHK, 1.5 Cr तक।');
    expect(client).toContain('संदर्भ 7C1D2C3B के तहत');
    expect(section(rentFacts, 3)).toMatch(/^क्लाइंट एक किरायेदार है, जिसकी ज़रूरत है: Koramangala में 2 BHK किराये पर।/);
    const text = documentText(buildCoBrokingDocumentHi(facts));
    // Nothing else about the client: the requirement's own id appears only as the short reference.
    expect(text).not.toContain(facts.terms.requirement_id);
    expect(text).not.toContain(facts.terms.property_id);
    expect(text).not.toMatch(/अनिल|Anil|9820155555|anil@/);
    expect(text.match(/7C1D2C3B/g)).toHaveLength(1);
  });

  it('shares the commission both ways, or 50/50, with GST on each share', () => {
    const share = section(facts, 4);
    expect(share).toContain(
      'सौदे पर मिला कुल कमीशन इस तरह बाँटा जाएगा: 40 % क्लाइंट के ब्रोकर को और 60 % लिस्टिंग ब्रोकर को, चाहे वह सौदे के किसी भी पक्ष से मिले।',
    );
    expect(share).toContain('हर ब्रोकर के हिस्से पर 18 % की दर से GST');
    expect(section(withTerms({ client_broker_share: 65 }), 4)).toContain('65 % क्लाइंट के ब्रोकर को और 35 % लिस्टिंग ब्रोकर को');
    const equal = section(withTerms({ client_broker_share: 50 }), 4);
    expect(equal).toContain('दोनों ब्रोकरों में बराबर (50/50) बाँटा जाएगा');
    expect(equal).not.toContain('50 %');
  });

  it('writes the three ways of invoicing, and when the collecting broker pays, 0 days included', () => {
    const listing = section(facts, 5).split('\n');
    expect(listing[0]).toMatch(/^लिस्टिंग ब्रोकर की ओर से मालिक को कमीशन का इनवॉइस भेजा जाएगा/);
    expect(listing[1]).toBe(
      'कमीशन लेने वाले ब्रोकर की ओर से दूसरे ब्रोकर का हिस्सा कमीशन मिलने के 7 दिन के अंदर, दूसरे ब्रोकर के टैक्स इनवॉइस पर चुकाया जाएगा।',
    );
    const client = section(withTerms({ invoicing: 'client_broker_collects', payment_days: 0 }), 5).split('\n');
    expect(client[0]).toMatch(/^क्लाइंट के ब्रोकर की ओर से क्लाइंट को कमीशन का इनवॉइस भेजा जाएगा/);
    expect(client[1]).toContain('दूसरे ब्रोकर का हिस्सा कमीशन मिलने के दिन ही,');
    expect(section(withTerms({ payment_days: 1 }), 5)).toContain('कमीशन मिलने के 1 दिन के अंदर');
    const own = section(withTerms({ invoicing: 'each_own_client' }), 5);
    expect(own).toBe(
      'हर ब्रोकर की ओर से अपने हिस्से का इनवॉइस अपने ही पक्ष को भेजा जाएगा और वह हिस्सा उसी से लिया जाएगा: लिस्टिंग ब्रोकर की ओर से मालिक को, और क्लाइंट के ब्रोकर की ओर से क्लाइंट को।',
    );
    expect(own).not.toContain('कमीशन लेने वाले ब्रोकर');
  });

  it('protects the client for the days agreed, and binds both brokers to the same conduct', () => {
    const protection = section(withTerms({ protection_days: 120 }), 6);
    expect(protection).toContain('हस्ताक्षर होने के दिन से 120 दिन तक');
    expect(protection).toContain('इस संपत्ति की बिक्री का सौदा कर ले');
    expect(section(rentFacts, 6)).toContain('इस संपत्ति को किराये पर लेने का सौदा कर ले');
    const conduct = section(facts, 7).split('\n');
    expect(conduct).toHaveLength(5);
    expect(conduct[0]).toMatch(/^1\. लिस्टिंग ब्रोकर की ओर से यह पुष्टि/);
    expect(conduct[3]).toContain('केवल बिक्री के इसी सौदे के लिए');
    expect(section(rentFacts, 7)).toContain('केवल किराये के इसी सौदे के लिए');
    expect(conduct[4]).toMatch(/^5\. /);
  });

  it('has both brokers sign in BrokerCircle with their password or authenticator code', () => {
    const signatures = section(facts, 8).split('\n');
    expect(signatures[0]).toBe(
      'दोनों पक्ष इस अनुबंध पर BrokerCircle में इलेक्ट्रॉनिक रूप से हस्ताक्षर करते हैं: हर ब्रोकर अपने पासवर्ड से, या अपने ऑथेंटिकेटर ऐप के कोड से पुष्टि करके।',
    );
    expect(signatures[1]).toContain('सूचना प्रौद्योगिकी अधिनियम, 2000');
    expect(section(facts, 8)).not.toContain('वन-टाइम कोड');
  });

  it('has nothing of a sale in a letting, and depends on the facts alone', () => {
    const rentText = documentText(buildCoBrokingDocumentHi(rentFacts));
    for (const saleWord of ['ख़रीदार', 'बिक्री']) expect(rentText).not.toContain(saleWord);
    const text = documentText(buildCoBrokingDocumentHi(facts));
    expect(text).not.toContain('किराये');
    expect(documentText(buildCoBrokingDocumentHi(structuredClone(facts)))).toBe(text);
    expect(documentText(buildCoBrokingDocumentHi(withTerms({ payment_days: 8 })))).not.toBe(text);
  });
});

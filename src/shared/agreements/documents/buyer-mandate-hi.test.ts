import { describe, expect, it } from 'vitest';
import type { BuyerMandateFacts } from '../agreement-document';
import { buildAgreementDocument, documentText } from '../build-agreement-document';
import { buildBuyerMandateDocumentHi } from './buyer-mandate-hi';
import { HINDI_NOT_LEGAL_ADVICE } from './hindi-words';

const buyFacts: BuyerMandateFacts = {
  kind: 'buyer_to_broker',
  language: 'hi',
  agreementId: '0b6f1c9e-5a43-4c1b-9d2e-7f1a2b3c4d5e',
  terms: {
    client_name: 'अनिल कपूर',
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
  requirement: { title: 'Whitefield में 3 BHK, 1.5 Cr तक', propertyType: 'Sale', budgetMax: 15_000_000 },
  broker: {
    name: 'Priya Shah',
    company: 'Shah Realty',
    email: 'priya@shahrealty.in',
    phone: '9123456780',
    rera: 'A51800012345',
  },
};

const rentFacts: BuyerMandateFacts = {
  ...buyFacts,
  terms: { ...buyFacts.terms, fee_basis: 'months_rent', fee_value: 1, exclusivity: 'non_exclusive' },
  requirement: { title: 'Koramangala में 2 BHK किराये पर', propertyType: 'Rent', budgetMax: 60_000 },
};

function withTerms(changes: Partial<BuyerMandateFacts['terms']>, base = buyFacts): BuyerMandateFacts {
  return { ...base, terms: { ...base.terms, ...changes } };
}

function section(facts: BuyerMandateFacts, number: number): string {
  const found = buildBuyerMandateDocumentHi(facts).sections[number - 1];
  if (!found) throw new Error(`No section ${number}`);
  return found.paragraphs.join('\n');
}

describe('buildBuyerMandateDocumentHi', () => {
  it('writes the nine sections of the English agreement, numbered and in the same order, paragraph for paragraph', () => {
    const doc = buildBuyerMandateDocumentHi(buyFacts);
    expect(doc.title).toBe('क्रेता और ब्रोकर के बीच अनुबंध: ख़रीदार का प्रतिनिधित्व');
    expect(doc.reference).toBe('संदर्भ 0b6f1c9e-5a43-4c1b-9d2e-7f1a2b3c4d5e');
    expect(doc.note).toBe(HINDI_NOT_LEGAL_ADVICE);
    expect(doc.sections.map((s) => s.heading)).toEqual([
      '1. पक्ष',
      '2. क्लाइंट की ज़रूरत',
      '3. प्रतिनिधित्व का प्रकार',
      '4. ब्रोकर की फ़ीस',
      '5. अवधि',
      '6. ब्रोकर की ज़िम्मेदारियाँ',
      '7. क्लाइंट की ज़िम्मेदारियाँ',
      '8. अनुबंध की समाप्ति',
      '9. हस्ताक्षर',
    ]);
    for (const facts of [
      buyFacts,
      rentFacts,
      withTerms({ fee_basis: 'months_rent', fee_value: 2 }),
      { ...buyFacts, requirement: { ...buyFacts.requirement, budgetMax: null } },
    ]) {
      const english = buildAgreementDocument({ ...facts, language: 'en' });
      expect(buildBuyerMandateDocumentHi(facts).sections.map((s) => s.paragraphs.length)).toEqual(
        english.sections.map((s) => s.paragraphs.length),
      );
    }
  });

  it('is what buildAgreementDocument writes for a Hindi agreement, and English stays English', () => {
    expect(buildAgreementDocument(buyFacts)).toEqual(buildBuyerMandateDocumentHi(buyFacts));
    expect(buildAgreementDocument({ ...buyFacts, language: 'en' }).title).toBe(
      'Buyer to Broker Agreement: buyer representation',
    );
  });

  it("names the client and the broker, the profile's RERA number when the draft has none", () => {
    const parties = section(buyFacts, 1);
    expect(parties).toContain('क्लाइंट: अनिल कपूर (anil@example.com, 9820155555)।');
    expect(parties).toContain(
      'ब्रोकर: Priya Shah (Shah Realty, ई-मेल priya@shahrealty.in, फ़ोन 9123456780, RERA पंजीकरण संख्या A51800012345)।',
    );
    expect(parties).toContain('ख़रीदने के लिए संपत्ति ढूँढें');
    expect(section(withTerms({ rera_number: 'P52100000001' }), 1)).toContain('RERA पंजीकरण संख्या P52100000001');
    const bare = section(
      {
        ...withTerms({ client_email: '' }),
        broker: { ...buyFacts.broker, company: null, phone: null, rera: null },
      },
      1,
    );
    expect(bare).toContain('क्लाइंट: अनिल कपूर (9820155555)।');
    expect(bare).toContain('ब्रोकर: Priya Shah (ई-मेल priya@shahrealty.in)।');
    expect(bare).not.toContain('RERA');
  });

  it('states the requirement as written and what each kind of representation means', () => {
    expect(section(buyFacts, 2)).toMatch(/^Whitefield में 3 BHK, 1.5 Cr तक।\n/);
    expect(section(buyFacts, 3)).toMatch(/^एकाधिकार \(एक्सक्लूसिव\): .*कोई दूसरा ब्रोकर नियुक्त नहीं/);
    expect(section(buyFacts, 3)).toContain('इस ब्रोकर की कोई फ़ीस नहीं बनती');
    expect(section(withTerms({ exclusivity: 'non_exclusive' }), 3)).toBe(
      'बिना एकाधिकार (नॉन-एक्सक्लूसिव): क्लाइंट की ओर से दूसरे ब्रोकरों की मदद भी ली जा सकती है; इस ब्रोकर को फ़ीस तभी मिलेगी जब क्लाइंट ऐसी संपत्ति ख़रीदे जो इसी ब्रोकर के ज़रिए मिली हो।',
    );
  });

  it('writes the fee with GST at 18 % and its example on the top of the budget, en-IN grouping', () => {
    const fee = section(buyFacts, 4);
    expect(fee).toContain(
      'क्लाइंट की ओर से ब्रोकर को अंतिम ख़रीद मूल्य का 1 % फ़ीस दी जाएगी, और फ़ीस पर 18 % की दर से GST अलग से लगेगा।',
    );
    expect(fee).toContain(
      'उदाहरण के लिए, ₹1,50,00,000 की क़ीमत पर (क्लाइंट के बजट की ऊपरी सीमा) यह ₹1,50,000 फ़ीस और ₹27,000 GST, यानी कुल ₹1,77,000 होता है।',
    );
    expect(fee).toContain('सेल डीड की रजिस्ट्री होते ही फ़ीस देय हो जाएगी');
    expect(fee).toContain('सौदे के दूसरे पक्ष से भी कमीशन');
    const fractional = section(
      { ...withTerms({ fee_value: 1.5 }), requirement: { ...buyFacts.requirement, budgetMax: 8_765_432 } },
      4,
    );
    expect(fractional).toContain('अंतिम ख़रीद मूल्य का 1.5 %');
    expect(fractional).toContain('₹87,65,432 की क़ीमत पर (क्लाइंट के बजट की ऊपरी सीमा) यह ₹1,31,481 फ़ीस और ₹23,667 GST, यानी कुल ₹1,55,148 होता है।');
  });

  it('gives no example where the English gives none: no budget, or a budget that is not the base', () => {
    for (const facts of [
      withTerms({ fee_basis: 'months_rent', fee_value: 2 }),
      { ...buyFacts, requirement: { ...buyFacts.requirement, budgetMax: null } },
      withTerms({ fee_basis: 'percent', fee_value: 8 }, rentFacts),
    ]) {
      expect(section(facts, 4)).not.toContain('उदाहरण');
      expect(section(facts, 4).split('\n')).toHaveLength(2);
    }
    expect(section(withTerms({ fee_basis: 'percent', fee_value: 8 }, rentFacts), 4)).toContain(
      'पूरी लीज़ अवधि के तय कुल किराये का 8 % फ़ीस',
    );
  });

  it("for a tenant: months' rent, the example on the monthly budget, the lease, nothing of a purchase", () => {
    const doc = buildBuyerMandateDocumentHi(rentFacts);
    expect(doc.title).toBe('क्रेता और ब्रोकर के बीच अनुबंध: किरायेदार का प्रतिनिधित्व');
    expect(section(rentFacts, 1)).toContain('किराये पर लेने के लिए संपत्ति ढूँढें');
    expect(section(rentFacts, 3)).toMatch(/^बिना एकाधिकार \(नॉन-एक्सक्लूसिव\):.*ऐसी संपत्ति किराये पर ले जो/);
    const fee = section(rentFacts, 4);
    expect(fee).toContain('तय मासिक किराये के हिसाब से 1 महीने के किराये के बराबर फ़ीस');
    expect(fee).toContain(
      '₹60,000 प्रति माह के किराये पर (क्लाइंट के बजट की ऊपरी सीमा) यह ₹60,000 फ़ीस और ₹10,800 GST, यानी कुल ₹70,800 होता है।',
    );
    expect(fee).toContain('किरायानामा (लीज़ एग्रीमेंट) पर हस्ताक्षर होते ही फ़ीस देय हो जाएगी');
    expect(section(rentFacts, 6)).toContain('मकान-मालिक का मालिकाना हक़ और सोसाइटी की अनुमति');
    expect(section(rentFacts, 7)).toContain('कोई भी डिपॉज़िट देने से पहले किरायानामा पढ़ना');
    expect(section(rentFacts, 8)).toContain('क्लाइंट ऐसी कोई संपत्ति किराये पर ले जो');
    expect(section(rentFacts, 9)).toContain('किरायेदार अपना पूरा नाम टाइप करके');
    const rentText = documentText(doc);
    for (const saleWord of ['ख़रीद', 'सेल डीड', 'एडवांस', 'विक्रेता', 'NOC']) {
      expect(rentText).not.toContain(saleWord);
    }
    const buyText = documentText(buildBuyerMandateDocumentHi(buyFacts));
    for (const rentWord of ['किराये', 'किरायेदार', 'किरायानामा', 'प्रति माह']) {
      expect(buyText).not.toContain(rentWord);
    }
  });

  it('writes the term with Hindi months, and numbers the duties, the notice and the 90 days after', () => {
    expect(section(buyFacts, 5)).toBe(
      'यह अनुबंध 1 दिसंबर 2026 से शुरू होगा और 90 दिन बाद, 1 मार्च 2027 को समाप्त होगा।',
    );
    const broker = section(buyFacts, 6).split('\n');
    expect(broker).toHaveLength(5);
    expect(broker[0]).toMatch(/^1\. BrokerCircle के सदस्यों की लिस्टिंग/);
    expect(broker[2]).toContain('नए प्रोजेक्ट का RERA पंजीकरण और सोसाइटी का अनापत्ति प्रमाणपत्र (NOC)');
    const client = section(buyFacts, 7).split('\n');
    expect(client).toHaveLength(5);
    expect(client[4]).toBe('5. कोई भी एडवांस देने से पहले टाइटल और सेल डीड पर अपनी ओर से क़ानूनी सलाह लेना।');
    const ending = section(buyFacts, 8);
    expect(ending).toContain('15 दिन का लिखित नोटिस');
    expect(ending).toContain('अनुबंध समाप्त होने के 90 दिन के अंदर क्लाइंट ऐसी कोई संपत्ति ख़रीदे');
    const signatures = section(buyFacts, 9);
    expect(signatures).toContain('ब्रोकर BrokerCircle में अपने पासवर्ड या ऑथेंटिकेटर ऐप के कोड से पुष्टि करके');
    expect(signatures).toContain('ख़रीदार अपना पूरा नाम टाइप करके');
    expect(signatures).toContain('सूचना प्रौद्योगिकी अधिनियम, 2000');
  });

  it('depends on the facts alone', () => {
    const text = documentText(buildBuyerMandateDocumentHi(buyFacts));
    expect(documentText(buildBuyerMandateDocumentHi(structuredClone(buyFacts)))).toBe(text);
    expect(documentText(buildBuyerMandateDocumentHi(withTerms({ fee_value: 1.25 })))).not.toBe(text);
  });
});

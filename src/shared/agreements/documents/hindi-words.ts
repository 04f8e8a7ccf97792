// The words every Hindi agreement shares: the kinds' names, the reference line, the
// not-legal-advice note, the electronic-signatures section and the numbering, so the
// buyer-to-broker and co-broking builders say them the same way as the listing mandate.
//
// The Hindi is everyday written Hindi, not court Hindi: the English words brokers and owners
// use for property (BHK, RERA, GST, NOC) stay in Latin letters, and sentences about a party
// are built so the verb does not depend on whether that person is a man or a woman (the
// 'को' and passive forms), since the same text serves every owner and broker.
import { daysBetween, type AgreementKind, type Exclusivity } from '../../schemas/agreements';
import type { AgreementDocument, AgreementSection, BrokerFacts } from '../agreement-document';
import { formatLongDateHi } from '../format-agreement-figures';

export const HINDI_KIND_LABELS: Record<AgreementKind, string> = {
  seller_to_broker: 'विक्रेता और ब्रोकर के बीच अनुबंध',
  buyer_to_broker: 'क्रेता और ब्रोकर के बीच अनुबंध',
  broker_to_broker: 'दो ब्रोकरों के बीच अनुबंध',
};

/** The Hindi name first, then the term brokers know, so an owner and a broker both recognise it. */
export const HINDI_EXCLUSIVITY_LABELS: Record<Exclusivity, string> = {
  sole_selling: 'पूर्ण एकाधिकार (सोल सेलिंग राइट्स)',
  exclusive: 'एकाधिकार (एक्सक्लूसिव)',
  non_exclusive: 'बिना एकाधिकार (नॉन-एक्सक्लूसिव)',
};

/** AGREEMENT_MESSAGES.notLegalAdvice in Hindi, printed on every Hindi copy. */
export const HINDI_NOT_LEGAL_ADVICE =
  'यह टेम्पलेट BrokerCircle का बनाया एक शुरुआती ढाँचा है। यह क़ानूनी सलाह नहीं है; इसे सभी पक्षों के साथ पढ़ें और अपने सौदे की ज़रूरत के हिसाब से बदलें।';

type Unnumbered = { heading: string; paragraphs: string[] };

/**
 * A Hindi agreement from its kind, what it is about ('लिस्टिंग मैंडेट') and its sections in
 * reading order: the title, the reference line, the note, and the sections numbered.
 */
export function composeDocumentHi(input: {
  kind: AgreementKind;
  subject: string;
  agreementId: string;
  sections: Unnumbered[];
}): AgreementDocument {
  return {
    title: `${HINDI_KIND_LABELS[input.kind]}: ${input.subject}`,
    reference: `संदर्भ ${input.agreementId}`,
    sections: input.sections.map((section, index): AgreementSection => ({
      ...section,
      heading: `${index + 1}. ${section.heading}`,
    })),
    note: HINDI_NOT_LEGAL_ADVICE,
  };
}

/** '1. …', '2. …': clauses numbered as the English documents number them. */
export function numberClausesHi(clauses: string[]): string[] {
  return clauses.map((clause, index) => `${index + 1}. ${clause}`);
}

/**
 * 'Priya Shah (Shah Realty, ई-मेल priya@shahrealty.in, फ़ोन 9123456780, RERA पंजीकरण संख्या A518…)':
 * what is not known is left out.
 */
export function describeBrokerHi(broker: BrokerFacts, reraNumber: string | null | undefined): string {
  const details = [
    broker.company,
    `ई-मेल ${broker.email}`,
    broker.phone ? `फ़ोन ${broker.phone}` : null,
    reraNumber ? `RERA पंजीकरण संख्या ${reraNumber}` : null,
  ].filter((v): v is string => v !== null && v !== '');
  return `${broker.name} (${details.join(', ')})`;
}

/** 'यह मैंडेट 1 दिसंबर 2026 से शुरू होगा और 181 दिन बाद, 31 मई 2027 को समाप्त होगा।' */
export function writeTermHi(subject: string, terms: { start_date: string; end_date: string }): string[] {
  const days = daysBetween(terms.start_date, terms.end_date);
  return [
    `${subject} ${formatLongDateHi(terms.start_date)} से शुरू होगा और ${days} दिन बाद, ${formatLongDateHi(terms.end_date)} को समाप्त होगा।`,
  ];
}

const LEGAL_RECORD_HI =
  'दोनों पक्ष इसे अपने हस्ताक्षर के रूप में, और इस अनुबंध को सूचना प्रौद्योगिकी अधिनियम, 2000 के तहत इलेक्ट्रॉनिक रिकॉर्ड के रूप में स्वीकार करते हैं। हस्ताक्षर की गई प्रति के अंत में हर चरण का ऑडिट प्रमाणपत्र होता है, और हर पक्ष ने जिस पाठ पर हस्ताक्षर किए, उसका SHA-256 फ़िंगरप्रिंट भी।';

/**
 * The signatures section: the broker signs in the app with their password, `client` (the
 * party who signs by link, 'मालिक' or 'क्रेता') with their typed name and a one-time code.
 */
export function writeSignaturesHi(client: string): Unnumbered {
  return {
    heading: 'हस्ताक्षर',
    paragraphs: [
      `दोनों पक्ष इस अनुबंध पर इलेक्ट्रॉनिक रूप से हस्ताक्षर करते हैं: ब्रोकर BrokerCircle में अपने पासवर्ड या ऑथेंटिकेटर ऐप के कोड से पुष्टि करके, और ${client} अपना पूरा नाम टाइप करके तथा अपने ई-मेल या फ़ोन पर आए वन-टाइम कोड से उसकी पुष्टि करके। ${client} की ओर से स्क्रीन पर बनाया गया हस्ताक्षर भी जोड़ा जा सकता है।`,
      LEGAL_RECORD_HI,
    ],
  };
}

/**
 * The signatures section of co-broking: both brokers are members and sign in the app, each
 * with their password or, when they use one, their authenticator app's code.
 */
export function writeMemberSignaturesHi(): Unnumbered {
  return {
    heading: 'हस्ताक्षर',
    paragraphs: [
      'दोनों पक्ष इस अनुबंध पर BrokerCircle में इलेक्ट्रॉनिक रूप से हस्ताक्षर करते हैं: हर ब्रोकर अपने पासवर्ड से, या अपने ऑथेंटिकेटर ऐप के कोड से पुष्टि करके।',
      LEGAL_RECORD_HI,
    ],
  };
}

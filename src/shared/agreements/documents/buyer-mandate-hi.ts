// The buyer-to-broker (or tenant-to-broker) representation agreement in Hindi: the same
// sections, in the same order and with the same figures, as buildBuyerMandateDocumentEn,
// for a purchase and for a letting. Pure, like every document builder: a signature's
// SHA-256 is taken of this text.
//
// The client is 'क्लाइंट', the word the Hindi PDF prints for them in the signature boxes
// and the audit certificate. Sentences about the client or the broker use the passive,
// the subjunctive ('ख़रीदे') or infinitives, so they read the same for a man or a woman.
import { GST_PERCENT, type BuyerMandateTerms } from '../../schemas/agreements';
import type { AgreementDocument, BuyerMandateFacts } from '../agreement-document';
import { formatDecimal, formatRupees } from '../format-agreement-figures';
import { computeCommissionExample, feeExampleBase, MANDATE_NOTICE_DAYS, MANDATE_TAIL_DAYS } from '../mandate-commission';
import {
  HINDI_EXCLUSIVITY_LABELS,
  composeDocumentHi,
  describeBrokerHi,
  numberClausesHi,
  writeSignaturesHi,
  writeTermHi,
} from './hindi-words';

/** The words that change between buying and renting, in the forms the sentences need. */
type Deal = {
  buy: boolean;
  /** Who the client is: 'ख़रीदार' or 'किरायेदार'. */
  party: string;
  /** What the client does with a property, subjunctive: 'जो भी संपत्ति ख़रीदे'. */
  takes: string;
  /** Why the broker looks: 'ख़रीदने के लिए संपत्ति'. */
  toTake: string;
  /** 'सेल डीड की रजिस्ट्री होते ही' or 'किरायानामा … पर हस्ताक्षर होते ही'. */
  closing: string;
};

export function buildBuyerMandateDocumentHi(facts: BuyerMandateFacts): AgreementDocument {
  const { terms } = facts;
  const deal = describeDeal(facts.requirement.propertyType);
  return composeDocumentHi({
    kind: facts.kind,
    subject: deal.buy ? 'ख़रीदार का प्रतिनिधित्व' : 'किरायेदार का प्रतिनिधित्व',
    agreementId: facts.agreementId,
    sections: [
      { heading: 'पक्ष', paragraphs: writeParties(facts, deal) },
      { heading: 'क्लाइंट की ज़रूरत', paragraphs: writeRequirement(facts, deal) },
      { heading: 'प्रतिनिधित्व का प्रकार', paragraphs: writeRepresentation(terms, deal) },
      { heading: 'ब्रोकर की फ़ीस', paragraphs: writeFee(facts, deal) },
      { heading: 'अवधि', paragraphs: writeTermHi('यह अनुबंध', terms) },
      { heading: 'ब्रोकर की ज़िम्मेदारियाँ', paragraphs: numberClausesHi(writeBrokerDuties(deal)) },
      { heading: 'क्लाइंट की ज़िम्मेदारियाँ', paragraphs: numberClausesHi(writeClientDuties(deal)) },
      { heading: 'अनुबंध की समाप्ति', paragraphs: writeEnding(deal) },
      writeSignaturesHi(deal.party),
    ],
  });
}

function describeDeal(propertyType: 'Sale' | 'Rent'): Deal {
  return propertyType === 'Sale'
    ? {
        buy: true,
        party: 'ख़रीदार',
        takes: 'ख़रीदे',
        toTake: 'ख़रीदने के लिए',
        closing: 'सेल डीड की रजिस्ट्री होते ही',
      }
    : {
        buy: false,
        party: 'किरायेदार',
        takes: 'किराये पर ले',
        toTake: 'किराये पर लेने के लिए',
        closing: 'किरायानामा (लीज़ एग्रीमेंट) पर हस्ताक्षर होते ही',
      };
}

function writeParties({ terms, broker }: BuyerMandateFacts, deal: Deal): string[] {
  const contact = [terms.client_email, terms.client_phone].filter((v) => v !== '').join(', ');
  return [
    `क्लाइंट: ${terms.client_name} (${contact})।`,
    `ब्रोकर: ${describeBrokerHi(broker, terms.rera_number || broker.rera)}।`,
    `इस अनुबंध की शर्तों पर, क्लाइंट द्वारा ब्रोकर को यह काम सौंपा जाता है कि वे नीचे लिखी ज़रूरत के अनुसार ${deal.toTake} संपत्ति ढूँढें, और सौदे में क्लाइंट की ओर से काम करें।`,
  ];
}

function writeRequirement({ requirement }: BuyerMandateFacts, deal: Deal): string[] {
  return [
    `${requirement.title}।`,
    `ब्रोकर को बताकर क्लाइंट की ज़रूरत में बदलाव किया जा सकता है; अनुबंध की अवधि में क्लाइंट ब्रोकर के ज़रिए मिली जो भी संपत्ति ${deal.takes}, उस पर यह अनुबंध लागू होगा।`,
  ];
}

function writeRepresentation(terms: BuyerMandateTerms, deal: Deal): string[] {
  return terms.exclusivity === 'exclusive'
    ? [
        `${HINDI_EXCLUSIVITY_LABELS.exclusive}: अनुबंध की अवधि में ऐसी संपत्ति ढूँढने के लिए क्लाइंट की ओर से कोई दूसरा ब्रोकर नियुक्त नहीं किया जाएगा; लेकिन अगर क्लाइंट को कोई संपत्ति पूरी तरह ख़ुद, बिना किसी ब्रोकर की मदद के मिलती है, तो उस पर इस ब्रोकर की कोई फ़ीस नहीं बनती।`,
      ]
    : [
        `${HINDI_EXCLUSIVITY_LABELS.non_exclusive}: क्लाइंट की ओर से दूसरे ब्रोकरों की मदद भी ली जा सकती है; इस ब्रोकर को फ़ीस तभी मिलेगी जब क्लाइंट ऐसी संपत्ति ${deal.takes} जो इसी ब्रोकर के ज़रिए मिली हो।`,
      ];
}

function writeFee({ terms, requirement }: BuyerMandateFacts, deal: Deal): string[] {
  const value = formatDecimal(terms.fee_value);
  const percent = terms.fee_basis === 'percent';
  // 'X महीने के किराये' is the same for one month and for several, unlike the English.
  const rate = percent
    ? `${deal.buy ? 'अंतिम ख़रीद मूल्य' : 'पूरी लीज़ अवधि के तय कुल किराये'} का ${value} %`
    : `तय मासिक किराये के हिसाब से ${value} महीने के किराये के बराबर`;
  const lines = [
    `क्लाइंट की ओर से ब्रोकर को ${rate} फ़ीस दी जाएगी, और फ़ीस पर ${GST_PERCENT} % की दर से GST अलग से लगेगा।`,
  ];
  // The worked example only where the budget is the fee's base, as in the English: a
  // price for a % fee on a purchase, a monthly rent for months' rent on a letting.
  const base = feeExampleBase(terms.fee_basis, requirement.propertyType, requirement.budgetMax);
  if (base !== null) {
    const example = computeCommissionExample(terms.fee_basis, terms.fee_value, base);
    const on = deal.buy
      ? `${formatRupees(example.base)} की क़ीमत पर`
      : `${formatRupees(example.base)} प्रति माह के किराये पर`;
    lines.push(
      `उदाहरण के लिए, ${on} (क्लाइंट के बजट की ऊपरी सीमा) यह ${formatRupees(example.commission)} फ़ीस और ${formatRupees(example.gst)} GST, यानी कुल ${formatRupees(example.total)} होता है।`,
    );
  }
  lines.push(
    `${deal.closing} फ़ीस देय हो जाएगी; इसका भुगतान ब्रोकर के टैक्स इनवॉइस पर किया जाएगा। अगर ब्रोकर को सौदे के दूसरे पक्ष से भी कमीशन मिलता है, तो इसकी जानकारी ब्रोकर द्वारा क्लाइंट को दी जाएगी।`,
  );
  return lines;
}

// Duties as infinitives ('…करना'), as in the listing mandate.
function writeBrokerDuties(deal: Deal): string[] {
  const checks = deal.buy
    ? 'विक्रेता का मालिकाना हक़ (टाइटल), नए प्रोजेक्ट का RERA पंजीकरण और सोसाइटी का अनापत्ति प्रमाणपत्र (NOC)'
    : 'मकान-मालिक का मालिकाना हक़ और सोसाइटी की अनुमति';
  return [
    'BrokerCircle के सदस्यों की लिस्टिंग में और दूसरी जगहों पर उपयुक्त संपत्तियाँ ढूँढना, और जो संपत्तियाँ क्लाइंट की ज़रूरत से मेल खाएँ, उन्हें क्लाइंट के सामने रखना।',
    'क्लाइंट से तय किए गए समय पर साइट विज़िट करवाना, और विज़िट में क्लाइंट के साथ मौजूद रहना।',
    `जहाँ तक एक ब्रोकर के लिए संभव हो, ${checks} की जाँच करना, और जो पता चले, वह क्लाइंट को बताना।`,
    'क्लाइंट के हित में मोल-भाव करना, और हर ऑफ़र और हर जवाब तुरंत आगे पहुँचाना।',
    'क्लाइंट की निजी जानकारी और बजट गोपनीय रखना, और सौदे के लिए जितना ज़रूरी हो, उतना ही साझा करना।',
  ];
}

function writeClientDuties(deal: Deal): string[] {
  return [
    'अपनी ज़रूरत और अपना बजट ब्रोकर को सही-सही बताना।',
    'ब्रोकर के ज़रिए मिली संपत्तियाँ ब्रोकर के साथ ही देखने जाना, या उनके मालिकों से संपर्क करने से पहले ब्रोकर को बताना।',
    'ब्रोकर के ज़रिए मिली किसी संपत्ति के मालिक से सीधे बात हो, तो इसकी जानकारी ब्रोकर को देना।',
    'फ़ीस देय होने पर उसका भुगतान करना।',
    deal.buy
      ? 'कोई भी एडवांस देने से पहले टाइटल और सेल डीड पर अपनी ओर से क़ानूनी सलाह लेना।'
      : 'कोई भी डिपॉज़िट देने से पहले किरायानामा पढ़ना, और उस पर सलाह लेना।',
  ];
}

function writeEnding(deal: Deal): string[] {
  return [
    `कोई भी पक्ष दूसरे पक्ष को ${MANDATE_NOTICE_DAYS} दिन का लिखित नोटिस देकर इस अनुबंध को अवधि पूरी होने से पहले समाप्त कर सकता है।`,
    `अगर अनुबंध समाप्त होने के ${MANDATE_TAIL_DAYS} दिन के अंदर क्लाइंट ऐसी कोई संपत्ति ${deal.takes} जो अनुबंध की अवधि में ब्रोकर के ज़रिए मिली थी, तो फ़ीस फिर भी देय होगी।`,
  ];
}

// Broker-to-broker co-broking terms in Hindi: the same sections, in the same order and with
// the same figures, as buildCoBrokingDocumentEn. The client is described by what they look
// for and the reference clientReferenceOf gives, never by name: the listing broker signs
// these terms before the client's identity reaches them.
//
// The parties are named as the Hindi PDF names them: 'लिस्टिंग ब्रोकर', 'क्लाइंट का ब्रोकर'
// and 'क्लाइंट'; the listing broker's principal is the owner, 'मालिक'. What each broker
// does is written in the passive ('…की ओर से भेजा जाएगा'), so it reads the same whoever
// the broker is.
import { GST_PERCENT, type CoBrokingTerms, type Invoicing } from '../../schemas/agreements';
import type { AgreementDocument, CoBrokingFacts } from '../agreement-document';
import { clientReferenceOf } from './co-broking-en';
import { composeDocumentHi, describeBrokerHi, numberClausesHi, writeMemberSignaturesHi } from './hindi-words';

/** The words that change between a sale and a letting. */
type Deal = {
  /** Who the client is: 'ख़रीदार' or 'किरायेदार'. */
  party: string;
  /** 'बिक्री के लिए' or 'किराये के लिए'. */
  offered: string;
  /** The deal the protection covers: 'इस संपत्ति की बिक्री का सौदा'. */
  closing: string;
  /** 'बिक्री' or 'किराये', before 'के इसी सौदे'. */
  dealOf: string;
};

export function buildCoBrokingDocumentHi(facts: CoBrokingFacts): AgreementDocument {
  const { terms } = facts;
  const deal = describeDeal(facts.property.propertyType);
  return composeDocumentHi({
    kind: facts.kind,
    subject: 'को-ब्रोकिंग की शर्तें',
    agreementId: facts.agreementId,
    sections: [
      { heading: 'पक्ष', paragraphs: writeParties(facts) },
      {
        heading: 'संपत्ति',
        paragraphs: [
          `${facts.property.title}, ${facts.property.place}। यह संपत्ति लिस्टिंग ब्रोकर के ज़रिए ${deal.offered} है।`,
        ],
      },
      { heading: 'क्लाइंट', paragraphs: writeClient(facts, deal) },
      { heading: 'कमीशन का बँटवारा', paragraphs: writeShare(terms) },
      { heading: 'इनवॉइस और भुगतान', paragraphs: writeInvoicing(terms) },
      { heading: 'क्लाइंट पर हक़ (क्लाइंट प्रोटेक्शन)', paragraphs: writeProtection(terms, deal) },
      { heading: 'आचरण', paragraphs: numberClausesHi(writeConduct(deal)) },
      writeMemberSignaturesHi(),
    ],
  });
}

function describeDeal(propertyType: 'Sale' | 'Rent'): Deal {
  return propertyType === 'Sale'
    ? {
        party: 'ख़रीदार',
        offered: 'बिक्री के लिए',
        closing: 'इस संपत्ति की बिक्री का सौदा',
        dealOf: 'बिक्री',
      }
    : {
        party: 'किरायेदार',
        offered: 'किराये के लिए',
        closing: 'इस संपत्ति को किराये पर लेने का सौदा',
        dealOf: 'किराये',
      };
}

function writeParties({ terms, broker, listingBroker }: CoBrokingFacts): string[] {
  return [
    `लिस्टिंग ब्रोकर: ${describeBrokerHi(listingBroker, listingBroker.rera)}।`,
    `क्लाइंट का ब्रोकर: ${describeBrokerHi(broker, terms.rera_number || broker.rera)}।`,
    'BrokerCircle के सदस्य ये दोनों ब्रोकर, नीचे लिखी संपत्ति के मालिक (लिस्टिंग ब्रोकर का पक्ष) और क्लाइंट (क्लाइंट के ब्रोकर का पक्ष) के बीच सौदे पर, इन शर्तों के अनुसार साथ काम करने के लिए सहमत हैं।',
  ];
}

function writeClient({ requirement, terms }: CoBrokingFacts, deal: Deal): string[] {
  return [
    `क्लाइंट एक ${deal.party} है, जिसकी ज़रूरत है: ${requirement.title}। क्लाइंट को संदर्भ ${clientReferenceOf(terms.requirement_id)} के तहत क्लाइंट के ब्रोकर ने मिलवाया है।`,
    'दोनों ब्रोकरों के इस अनुबंध पर हस्ताक्षर हो जाने के बाद क्लाइंट का नाम और संपर्क BrokerCircle में लिस्टिंग ब्रोकर को दिखाए जाते हैं, और उनका उपयोग केवल इसी सौदे के लिए किया जाएगा।',
  ];
}

function writeShare(terms: CoBrokingTerms): string[] {
  const listingShare = 100 - terms.client_broker_share;
  const split =
    terms.client_broker_share === 50
      ? 'सौदे पर मिला कुल कमीशन दोनों ब्रोकरों में बराबर (50/50) बाँटा जाएगा'
      : `सौदे पर मिला कुल कमीशन इस तरह बाँटा जाएगा: ${terms.client_broker_share} % क्लाइंट के ब्रोकर को और ${listingShare} % लिस्टिंग ब्रोकर को`;
  return [
    `${split}, चाहे वह सौदे के किसी भी पक्ष से मिले।`,
    `हर ब्रोकर के हिस्से पर ${GST_PERCENT} % की दर से GST उसी ब्रोकर की ओर से लगाया जाएगा।`,
  ];
}

const INVOICING_TEXT: Record<Invoicing, string> = {
  listing_broker_collects:
    'लिस्टिंग ब्रोकर की ओर से मालिक को कमीशन का इनवॉइस भेजा जाएगा और उनसे कमीशन लिया जाएगा; क्लाइंट के ब्रोकर की ओर से अपने हिस्से का इनवॉइस लिस्टिंग ब्रोकर को भेजा जाएगा।',
  client_broker_collects:
    'क्लाइंट के ब्रोकर की ओर से क्लाइंट को कमीशन का इनवॉइस भेजा जाएगा और उनसे कमीशन लिया जाएगा; लिस्टिंग ब्रोकर की ओर से अपने हिस्से का इनवॉइस क्लाइंट के ब्रोकर को भेजा जाएगा।',
  each_own_client:
    'हर ब्रोकर की ओर से अपने हिस्से का इनवॉइस अपने ही पक्ष को भेजा जाएगा और वह हिस्सा उसी से लिया जाएगा: लिस्टिंग ब्रोकर की ओर से मालिक को, और क्लाइंट के ब्रोकर की ओर से क्लाइंट को।',
};

function writeInvoicing(terms: CoBrokingTerms): string[] {
  // 'N दिन' is the same for one day and for several, unlike the English.
  const when =
    terms.payment_days === 0 ? 'कमीशन मिलने के दिन ही' : `कमीशन मिलने के ${terms.payment_days} दिन के अंदर`;
  const lines = [INVOICING_TEXT[terms.invoicing]];
  if (terms.invoicing !== 'each_own_client') {
    lines.push(
      `कमीशन लेने वाले ब्रोकर की ओर से दूसरे ब्रोकर का हिस्सा ${when}, दूसरे ब्रोकर के टैक्स इनवॉइस पर चुकाया जाएगा।`,
    );
  }
  return lines;
}

function writeProtection(terms: CoBrokingTerms, deal: Deal): string[] {
  return [
    `दोनों ब्रोकरों के इस अनुबंध पर हस्ताक्षर होने के दिन से ${terms.protection_days} दिन तक, इस संपत्ति के लिए क्लाइंट, क्लाइंट के ब्रोकर का ही क्लाइंट माना जाएगा।`,
    `अगर इस दौरान क्लाइंट, या उनकी ओर से कोई और, सीधे या किसी और के ज़रिए ${deal.closing} कर ले, तो क्लाइंट के ब्रोकर का हिस्सा ऐसे देय होगा जैसे सौदा उन्हीं के ज़रिए हुआ हो।`,
  ];
}

function writeConduct(deal: Deal): string[] {
  return [
    'लिस्टिंग ब्रोकर की ओर से यह पुष्टि की जाती है कि उन्हें मालिक की ओर से इस संपत्ति की मार्केटिंग का अधिकार है, और उनकी जानकारी में संपत्ति का दिया गया विवरण सही है।',
    'क्लाइंट के ब्रोकर की ओर से यह पुष्टि की जाती है कि क्लाइंट को सच में ऐसी संपत्ति की तलाश है, और क्लाइंट की ज़रूरत का विवरण सही-सही दिया गया है।',
    'किसी भी ब्रोकर की ओर से इस सौदे के बारे में दूसरे ब्रोकर के पक्ष (मालिक या क्लाइंट) से सीधे संपर्क नहीं किया जाएगा; ऐसा संपर्क दूसरे ब्रोकर के ज़रिए, या उनकी सहमति से ही होगा।',
    `हर ब्रोकर की ओर से दूसरे ब्रोकर के क्लाइंट या मालिक की जानकारी गोपनीय रखी जाएगी, और उसका उपयोग केवल ${deal.dealOf} के इसी सौदे के लिए किया जाएगा।`,
    'कोई असहमति हो, तो उसे आगे ले जाने से पहले दोनों ब्रोकरों के बीच ईमानदारी से उस पर बात की जाएगी।',
  ];
}

// The seller-to-broker listing mandate in Hindi: the same sections, in the same order and
// with the same figures, as buildAgreementDocument writes in English, for a sale and for
// a letting. Pure, like the English builder: a signature's SHA-256 is taken of this text,
// so the same facts must give the same words on every machine and day.
import {
  GST_PERCENT,
  type Exclusivity,
  type SellerMandateTerms,
} from '../../schemas/agreements';
import type { AgreementDocument, AgreementDocumentFacts } from '../agreement-document';
import { formatDecimal, formatRupees } from '../format-agreement-figures';
import { computeCommissionExample, MANDATE_NOTICE_DAYS, MANDATE_TAIL_DAYS } from '../mandate-commission';
import {
  HINDI_EXCLUSIVITY_LABELS,
  composeDocumentHi,
  describeBrokerHi,
  numberClausesHi,
  writeSignaturesHi,
  writeTermHi,
} from './hindi-words';

type SellerMandateFacts = Extract<AgreementDocumentFacts, { kind: 'seller_to_broker' }>;

/** The words that change between a sale and a letting, in the forms the sentences need. */
type Deal = {
  sale: boolean;
  /** Who the broker looks for: 'ख़रीदार' or 'किरायेदार' (the same in the oblique singular). */
  party: string;
  /** The same, oblique plural: 'संभावित ख़रीदारों के साथ'. */
  parties: string;
  /** 'बिक्री के हर सौदे पर' or 'किराये के हर सौदे पर'. */
  dealOf: string;
  /** What the owner may do with the property: 'उसे बेचने का अधिकार'. */
  right: string;
  /** The price or the rent after 'संपत्ति,': 'उसकी क़ीमत' or 'उसके किराये'. */
  priceOf: string;
};

export function buildSellerMandateDocumentHi(facts: SellerMandateFacts): AgreementDocument {
  const { terms } = facts;
  const deal = describeDeal(facts.property.propertyType);
  return composeDocumentHi({
    kind: facts.kind,
    subject: 'लिस्टिंग मैंडेट',
    agreementId: facts.agreementId,
    sections: [
      { heading: 'पक्ष', paragraphs: writeParties(facts, deal) },
      { heading: 'संपत्ति', paragraphs: writeProperty(facts, deal) },
      { heading: 'मैंडेट का प्रकार', paragraphs: writeMandate(terms.exclusivity, deal) },
      {
        heading: deal.sale ? 'माँगी गई क़ीमत' : 'माँगा गया किराया',
        paragraphs: writeAskingPrice(terms, deal),
      },
      { heading: 'कमीशन', paragraphs: writeCommission(terms, deal) },
      { heading: 'अवधि', paragraphs: writeTermHi('यह मैंडेट', terms) },
      { heading: 'ब्रोकर की ज़िम्मेदारियाँ', paragraphs: numberClausesHi(writeBrokerDuties(deal)) },
      { heading: 'मालिक की ज़िम्मेदारियाँ', paragraphs: numberClausesHi(writeOwnerDuties(deal)) },
      { heading: 'मैंडेट की समाप्ति', paragraphs: writeEnding(deal) },
      writeSignaturesHi('मालिक'),
    ],
  });
}

function describeDeal(propertyType: 'Sale' | 'Rent'): Deal {
  return propertyType === 'Sale'
    ? {
        sale: true,
        party: 'ख़रीदार',
        parties: 'ख़रीदारों',
        dealOf: 'बिक्री',
        right: 'बेचने',
        priceOf: 'उसकी क़ीमत',
      }
    : {
        sale: false,
        party: 'किरायेदार',
        parties: 'किरायेदारों',
        dealOf: 'किराये',
        right: 'किराये पर देने',
        priceOf: 'उसके किराये',
      };
}

function writeParties({ terms, broker }: SellerMandateFacts, deal: Deal): string[] {
  const ownerContact = [terms.owner_email, terms.owner_phone].filter((v) => v !== '').join(', ');
  return [
    `मालिक: ${terms.owner_name} (${ownerContact})।`,
    `ब्रोकर: ${describeBrokerHi(broker, terms.rera_number)}।`,
    `इस अनुबंध की शर्तों पर, नीचे लिखी संपत्ति के लिए ${deal.party} ढूँढने का काम मालिक की ओर से ब्रोकर को सौंपा जाता है।`,
  ];
}

function writeProperty({ property }: SellerMandateFacts, deal: Deal): string[] {
  const offered = deal.sale ? 'बिक्री के लिए' : 'किराये के लिए';
  return [`${property.title}, ${property.place}। यह संपत्ति ${offered} है।`];
}

function writeMandate(exclusivity: Exclusivity, deal: Deal): string[] {
  const meaning: Record<Exclusivity, string> = {
    sole_selling: `संपत्ति की मार्केटिंग का अधिकार केवल इसी ब्रोकर को होगा, और मैंडेट की अवधि में ${deal.dealOf} के हर सौदे पर मालिक को कमीशन देना होगा, चाहे ${deal.party} मालिक ने ब्रोकर के बिना ख़ुद ही क्यों न ढूँढा हो।`,
    exclusive: `मैंडेट की अवधि में इस संपत्ति के लिए कोई दूसरा ब्रोकर नियुक्त नहीं किया जाएगा; लेकिन अगर मालिक को ${deal.party} पूरी तरह ख़ुद, बिना किसी ब्रोकर की मदद के मिलता है, तो उस सौदे पर इस ब्रोकर का कोई कमीशन नहीं बनता।`,
    non_exclusive: `दूसरे ब्रोकर भी इस संपत्ति की मार्केटिंग कर सकते हैं; इस ब्रोकर को कमीशन तभी मिलेगा जब सौदा ऐसे ${deal.party} से हो जिसे इसी ब्रोकर ने मिलवाया हो।`,
  };
  return [`${HINDI_EXCLUSIVITY_LABELS[exclusivity]}: ${meaning[exclusivity]}`];
}

function writeAskingPrice(terms: SellerMandateTerms, deal: Deal): string[] {
  const asking = deal.sale
    ? `मालिक द्वारा माँगी गई क़ीमत ${formatRupees(terms.asking_price)} है।`
    : `मालिक द्वारा माँगा गया किराया ${formatRupees(terms.asking_price)} प्रति माह है।`;
  const at = deal.sale ? 'किस क़ीमत पर' : 'किस किराये पर';
  return [`${asking} कोई ऑफ़र स्वीकार करना है या नहीं, और ${at}, यह फ़ैसला केवल मालिक का होगा।`];
}

function writeCommission(terms: SellerMandateTerms, deal: Deal): string[] {
  const value = formatDecimal(terms.commission_value);
  const percent = terms.commission_basis === 'percent';
  // 'X महीने के किराये' is the same for one month and for several, unlike the English.
  const rate = percent
    ? `अंतिम बिक्री मूल्य का ${value} %`
    : `तय मासिक किराये के हिसाब से ${value} महीने के किराये के बराबर`;
  const example = computeCommissionExample(
    terms.commission_basis,
    terms.commission_value,
    terms.asking_price,
  );
  const on = percent
    ? `${formatRupees(example.base)} की माँगी गई क़ीमत पर`
    : `${formatRupees(example.base)} प्रति माह के माँगे गए किराये पर`;
  const closing = deal.sale
    ? 'सेल डीड की रजिस्ट्री होते ही'
    : 'किरायानामा (लीज़ एग्रीमेंट) पर हस्ताक्षर होते ही';
  return [
    `मालिक की ओर से ब्रोकर को ${rate} कमीशन दिया जाएगा, और कमीशन पर ${GST_PERCENT} % की दर से GST अलग से लगेगा।`,
    `उदाहरण के लिए, ${on} यह ${formatRupees(example.commission)} कमीशन और ${formatRupees(example.gst)} GST, यानी कुल ${formatRupees(example.total)} होता है।`,
    `${closing} कमीशन देय हो जाएगा; इसका भुगतान ब्रोकर के टैक्स इनवॉइस पर किया जाएगा।`,
  ];
}

// The duties are written as infinitives ('…करना'), the way a Hindi list of duties reads,
// which also keeps them the same for a man or a woman.
function writeBrokerDuties(deal: Deal): string[] {
  return [
    'मालिक द्वारा मंज़ूर किए गए विवरण और फ़ोटो के साथ, संपत्ति की मार्केटिंग ईमानदारी से करना।',
    `मालिक से तय किए गए समय पर संभावित ${deal.parties} के साथ साइट विज़िट करवाना, और उनके साथ मौजूद रहना।`,
    `संपत्ति, ${deal.priceOf} और उसके काग़ज़ात के बारे में सही-सही जानकारी देना; किसी ${deal.party} से इनके बारे में कभी कोई ग़लत बात न कहना।`,
    'हर ऑफ़र तुरंत मालिक तक पहुँचाना, और मालिक की लिखित सहमति के बिना उनकी ओर से कोई डिपॉज़िट या एडवांस न लेना।',
    'मालिक की निजी जानकारी और काग़ज़ात गोपनीय रखना, और सौदे के लिए जितना ज़रूरी हो, उतना ही साझा करना।',
  ];
}

function writeOwnerDuties(deal: Deal): string[] {
  const papers = deal.sale
    ? 'टाइटल डीड, टैक्स की रसीदें और सोसाइटी का अनापत्ति प्रमाणपत्र (NOC)'
    : 'मालिकाना हक़ का सबूत और सोसाइटी की अनुमति';
  return [
    `यह पुष्टि करना कि संपत्ति उनकी है या उसे ${deal.right} का अधिकार उनके पास है, और दी गई जानकारी सही है।`,
    'उचित पूर्व सूचना मिलने पर साइट विज़िट की अनुमति देना।',
    'मैंडेट की अवधि में सीधे मालिक तक पहुँचने वाले हर ऑफ़र या पूछताछ की जानकारी ब्रोकर को देना।',
    `कोई गंभीर ${deal.party} माँगे, तो ${papers} दिखाना।`,
    'कमीशन देय होने पर उसका भुगतान करना।',
  ];
}

function writeEnding(deal: Deal): string[] {
  return [
    `कोई भी पक्ष दूसरे पक्ष को ${MANDATE_NOTICE_DAYS} दिन का लिखित नोटिस देकर इस अनुबंध को अवधि पूरी होने से पहले समाप्त कर सकता है।`,
    `अगर अनुबंध समाप्त होने के ${MANDATE_TAIL_DAYS} दिन के अंदर मालिक का सौदा किसी ऐसे ${deal.party} से होता है जिसे ब्रोकर ने मैंडेट की अवधि में मिलवाया था, तो कमीशन फिर भी देय होगा।`,
  ];
}

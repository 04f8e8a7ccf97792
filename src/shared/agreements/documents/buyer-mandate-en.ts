// The buyer-to-broker (or tenant-to-broker) representation agreement in English: the
// client appoints the broker to find a property matching their requirement. Pure, like
// every document builder: its text is what the signatures' SHA-256 are taken of.
import { AGREEMENT_KIND_LABELS, GST_PERCENT, type BuyerMandateTerms } from '../../schemas/agreements';
import type { AgreementDocument, AgreementSection, BuyerMandateFacts } from '../agreement-document';
import { computeCommissionExample, feeExampleBase, MANDATE_NOTICE_DAYS, MANDATE_TAIL_DAYS } from '../mandate-commission';
import { formatDecimal, formatRupees } from '../format-agreement-figures';
import {
  assembleDocument,
  contactOf,
  describeBroker,
  describeDeal,
  numberClauses,
  writeLinkSignatures,
  writeTerm,
  type Deal,
} from './english-parts';

export function buildBuyerMandateDocumentEn(facts: BuyerMandateFacts): AgreementDocument {
  const { terms, requirement } = facts;
  const deal = describeDeal(requirement.propertyType);
  const sections: AgreementSection[] = [
    { heading: 'The parties', paragraphs: writeParties(facts, deal) },
    { heading: 'What the client looks for', paragraphs: writeRequirement(facts, deal) },
    { heading: 'Representation', paragraphs: writeRepresentation(terms, deal) },
    { heading: "The broker's fee", paragraphs: writeFee(facts, deal) },
    { heading: 'Term', paragraphs: writeTerm('This agreement', terms) },
    { heading: "The broker's duties", paragraphs: numberClauses(writeBrokerDuties(deal)) },
    { heading: "The client's duties", paragraphs: numberClauses(writeClientDuties(deal)) },
    { heading: 'Ending the agreement', paragraphs: writeEnding(deal) },
    { heading: 'Signatures', paragraphs: writeLinkSignatures(deal.party) },
  ];
  const what = deal.party === 'buyer' ? 'buyer representation' : 'tenant representation';
  return assembleDocument(`${AGREEMENT_KIND_LABELS[facts.kind]}: ${what}`, facts.agreementId, sections);
}

function writeParties({ terms, broker }: BuyerMandateFacts, deal: Deal): string[] {
  const find = deal.party === 'buyer' ? 'to buy' : 'to rent';
  return [
    `The client: ${terms.client_name} (${contactOf(terms.client_email, terms.client_phone)}).`,
    `The broker: ${describeBroker(broker, terms.rera_number || broker.rera)}.`,
    `The client appoints the broker to find a property ${find} as described below, and to act for the client in the deal, on the terms of this agreement.`,
  ];
}

function writeRequirement({ requirement }: BuyerMandateFacts, deal: Deal): string[] {
  return [
    `${requirement.title}.`,
    `The client may change what they look for by telling the broker; this agreement covers any property the client ${deal.party === 'buyer' ? 'buys' : 'rents'} through the broker's introduction during the term.`,
  ];
}

function writeRepresentation(terms: BuyerMandateTerms, deal: Deal): string[] {
  const verb = deal.party === 'buyer' ? 'buys' : 'rents';
  return terms.exclusivity === 'exclusive'
    ? [
        `Exclusive. The client appoints no other broker to find such a property during the term; a property the client finds entirely on their own, with no broker, owes the broker nothing.`,
      ]
    : [
        `Non-exclusive. The client may also use other brokers; the fee is due to this broker when the client ${verb} a property this broker introduced.`,
      ];
}

function writeFee({ terms, requirement }: BuyerMandateFacts, deal: Deal): string[] {
  const value = formatDecimal(terms.fee_value);
  const rate =
    terms.fee_basis === 'percent'
      ? `${value} % of the final ${deal.party === 'buyer' ? 'purchase price' : 'rent for the whole lease'}`
      : `${value} ${terms.fee_value === 1 ? "month's" : "months'"} rent at the agreed monthly rent`;
  const lines = [`The client pays the broker a fee of ${rate}, plus GST at ${GST_PERCENT} % on the fee.`];
  // The worked example only where the budget is the fee's base: a price for a % fee on a
  // purchase, a monthly rent for months' rent on a letting.
  const base = feeExampleBase(terms.fee_basis, requirement.propertyType, requirement.budgetMax);
  if (base !== null) {
    const example = computeCommissionExample(terms.fee_basis, terms.fee_value, base);
    const on =
      deal.party === 'buyer'
        ? `a price of ${formatRupees(example.base)}, the top of the client's budget,`
        : `a rent of ${formatRupees(example.base)} a month, the top of the client's budget,`;
    lines.push(`On ${on} that is ${formatRupees(example.commission)} plus GST ${formatRupees(example.gst)}, ${formatRupees(example.total)} in all.`);
  }
  lines.push(
    `The fee falls due when ${deal.closing}, against the broker's tax invoice. The broker tells the client of any commission the broker also receives from the other side of the deal.`,
  );
  return lines;
}


function writeBrokerDuties(deal: Deal): string[] {
  return [
    `Search for suitable properties, among BrokerCircle members' listings and elsewhere, and introduce those that fit what the client looks for.`,
    'Arrange site visits at times agreed with the client, and accompany them.',
    `Check, as far as a broker can, the ${deal.party === 'buyer' ? "seller's title, the RERA registration of a new project and the society's no-objection certificate" : "landlord's ownership and the society's permission"}, and tell the client what was found.`,
    `Negotiate in the client's interest, and pass every offer and answer promptly.`,
    "Keep the client's personal details and budget confidential, sharing only what the deal needs.",
  ];
}

function writeClientDuties(deal: Deal): string[] {
  return [
    'Tell the broker truthfully what they look for and what they can pay.',
    'Visit the properties the broker introduces with the broker, or tell the broker before contacting their owners.',
    `Tell the broker if they deal directly with the owner of a property the broker introduced.`,
    `Pay the fee when it falls due.`,
    deal.party === 'buyer'
      ? 'Take their own legal advice on the title and the sale deed before paying any advance.'
      : 'Read the lease, and take advice, before paying any deposit.',
  ];
}

function writeEnding(deal: Deal): string[] {
  return [
    `Either party may end this agreement before the end of the term by ${MANDATE_NOTICE_DAYS} days' written notice to the other.`,
    `If the client ${deal.party === 'buyer' ? 'buys' : 'rents'} a property the broker introduced during the term within ${MANDATE_TAIL_DAYS} days after the agreement ends, the fee is still due.`,
  ];
}

// The seller-to-broker listing mandate in English. Pure: the same facts give the same
// text on every machine and day, or a signer's hash could not be checked again later.
import {
  AGREEMENT_KIND_LABELS,
  EXCLUSIVITY_LABELS,
  GST_PERCENT,
  type Exclusivity,
  type SellerMandateTerms,
} from '../../schemas/agreements';
import type { AgreementDocument, AgreementSection, SellerMandateFacts } from '../agreement-document';
import { computeCommissionExample, MANDATE_NOTICE_DAYS, MANDATE_TAIL_DAYS } from '../mandate-commission';
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

export function buildSellerMandateDocumentEn(facts: SellerMandateFacts): AgreementDocument {
  const { terms } = facts;
  const deal = describeDeal(facts.property.propertyType);
  const sections: AgreementSection[] = [
    { heading: 'The parties', paragraphs: writeParties(facts, deal) },
    { heading: 'The property', paragraphs: writeProperty(facts, deal) },
    { heading: 'Mandate', paragraphs: writeMandate(terms.exclusivity, deal) },
    { heading: 'Asking price', paragraphs: writeAskingPrice(terms, deal) },
    { heading: 'Commission', paragraphs: writeCommission(terms, deal) },
    { heading: 'Term', paragraphs: writeTerm('The mandate', terms) },
    { heading: "The broker's duties", paragraphs: numberClauses(writeBrokerDuties(deal)) },
    { heading: "The owner's duties", paragraphs: numberClauses(writeOwnerDuties(deal)) },
    { heading: 'Ending the mandate', paragraphs: writeEnding(deal) },
    { heading: 'Signatures', paragraphs: writeLinkSignatures('owner') },
  ];
  return assembleDocument(`${AGREEMENT_KIND_LABELS[facts.kind]}: listing mandate`, facts.agreementId, sections);
}


function writeParties({ terms, broker }: SellerMandateFacts, deal: Deal): string[] {
  return [
    `The owner: ${terms.owner_name} (${contactOf(terms.owner_email, terms.owner_phone)}).`,
    `The broker: ${describeBroker(broker, terms.rera_number)}.`,
    `The owner appoints the broker to find a ${deal.party} for the property below, on the terms of this agreement.`,
  ];
}

function writeProperty({ property }: SellerMandateFacts, deal: Deal): string[] {
  return [`${property.title}, ${property.place}, offered ${deal.offered}.`];
}

function writeMandate(exclusivity: Exclusivity, deal: Deal): string[] {
  const meaning: Record<Exclusivity, string> = {
    sole_selling: `The broker alone markets the property, and the owner pays the commission on any ${deal.noun} during the term, even to a ${deal.party} the owner finds without the broker.`,
    exclusive: `The owner appoints no other broker for the property during the term; a ${deal.party} the owner finds entirely on their own owes the broker nothing.`,
    non_exclusive: `Other brokers may also market the property; the commission is due to this broker on a ${deal.noun} to a ${deal.party} this broker introduced.`,
  };
  return [`${EXCLUSIVITY_LABELS[exclusivity]}. ${meaning[exclusivity]}`];
}

function writeAskingPrice(terms: SellerMandateTerms, deal: Deal): string[] {
  const asking =
    deal.noun === 'sale'
      ? `The owner asks ${formatRupees(terms.asking_price)} for the property.`
      : `The owner asks a rent of ${formatRupees(terms.asking_price)} a month.`;
  return [`${asking} The owner alone decides whether to accept an offer, and at what price.`];
}

function writeCommission(terms: SellerMandateTerms, deal: Deal): string[] {
  const value = formatDecimal(terms.commission_value);
  const rate =
    terms.commission_basis === 'percent'
      ? `${value} % of the final sale price`
      : `${value} ${terms.commission_value === 1 ? "month's" : "months'"} rent at the agreed monthly rent`;
  const example = computeCommissionExample(
    terms.commission_basis,
    terms.commission_value,
    terms.asking_price,
  );
  const on =
    terms.commission_basis === 'percent'
      ? `the asking price of ${formatRupees(example.base)}`
      : `the asking rent of ${formatRupees(example.base)} a month`;
  return [
    `The owner pays the broker a commission of ${rate}, plus GST at ${GST_PERCENT} % on the commission.`,
    `On ${on} that is ${formatRupees(example.commission)} plus GST ${formatRupees(example.gst)}, ${formatRupees(example.total)} in all.`,
    `The commission falls due when ${deal.closing}, against the broker's tax invoice.`,
  ];
}


function writeBrokerDuties(deal: Deal): string[] {
  return [
    'Market the property in good faith, with the details and photographs the owner approves.',
    `Arrange site visits with prospective ${deal.party}s at times agreed with the owner, and accompany them.`,
    `Describe the property, its price and its papers truthfully; never misrepresent them to a ${deal.party}.`,
    `Pass every offer to the owner promptly, and take no deposit or advance on the owner's behalf without the owner's written consent.`,
    "Keep the owner's personal details and papers confidential, sharing only what the deal needs.",
  ];
}

function writeOwnerDuties(deal: Deal): string[] {
  const papers =
    deal.noun === 'sale'
      ? 'title deeds, tax receipts and society no-objection certificate'
      : 'ownership proof and society permission';
  return [
    `Confirm that they own the property, or may ${deal.noun === 'sale' ? 'sell' : 'let'} it, and that the details given are true.`,
    'Allow site visits at reasonable notice.',
    `Tell the broker of every offer or enquiry that reaches the owner directly during the term.`,
    `Show the ${papers} when a serious ${deal.party} asks.`,
    'Pay the commission when it falls due.',
  ];
}

function writeEnding(deal: Deal): string[] {
  return [
    `Either party may end this agreement before the end of the term by ${MANDATE_NOTICE_DAYS} days' written notice to the other.`,
    `If the owner closes a deal with a ${deal.party} the broker introduced during the term, within ${MANDATE_TAIL_DAYS} days after the agreement ends, the commission is still due.`,
  ];
}



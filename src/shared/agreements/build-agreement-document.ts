// The seller-to-broker listing mandate in words: what the signing page shows, the PDF
// prints and each signature's SHA-256 is taken of. Pure: the same facts give the same
// text on every machine and day, or a signer's hash could not be checked again later.
import {
  AGREEMENT_KIND_LABELS,
  AGREEMENT_MESSAGES,
  EXCLUSIVITY_LABELS,
  GST_PERCENT,
  daysBetween,
  type Exclusivity,
  type SellerMandateTerms,
} from '../schemas/agreements';
import type {
  AgreementDocument,
  AgreementDocumentFacts,
  AgreementSection,
} from './agreement-document';
import { computeCommissionExample } from './mandate-commission';
import { formatDecimal, formatLongDate, formatRupees } from './format-agreement-figures';

/** Either party may end the mandate early by this much written notice. */
export const MANDATE_NOTICE_DAYS = 15;
/** A deal with a buyer the broker introduced still earns the commission this long after the end. */
export const MANDATE_TAIL_DAYS = 90;

type Deal = {
  noun: 'sale' | 'letting';
  party: 'buyer' | 'tenant';
  offered: 'for sale' | 'for rent';
};

export function buildAgreementDocument(facts: AgreementDocumentFacts): AgreementDocument {
  const { terms } = facts;
  const deal = describeDeal(facts.property.propertyType);
  const sections: AgreementSection[] = [
    { heading: 'The parties', paragraphs: writeParties(facts, deal) },
    { heading: 'The property', paragraphs: writeProperty(facts, deal) },
    { heading: 'Mandate', paragraphs: writeMandate(terms.exclusivity, deal) },
    { heading: 'Asking price', paragraphs: writeAskingPrice(terms, deal) },
    { heading: 'Commission', paragraphs: writeCommission(terms, deal) },
    { heading: 'Term', paragraphs: writeTerm(terms) },
    { heading: "The broker's duties", paragraphs: numberClauses(writeBrokerDuties(deal)) },
    { heading: "The owner's duties", paragraphs: numberClauses(writeOwnerDuties(deal)) },
    { heading: 'Ending the mandate', paragraphs: writeEnding(deal) },
    { heading: 'Signatures', paragraphs: writeSignatures() },
  ];
  return {
    title: `${AGREEMENT_KIND_LABELS[facts.kind]}: listing mandate`,
    reference: `Reference ${facts.agreementId}`,
    sections: sections.map((section, index) => ({
      ...section,
      heading: `${index + 1}. ${section.heading}`,
    })),
    note: AGREEMENT_MESSAGES.notLegalAdvice,
  };
}

/**
 * The canonical text of a document: one line per heading and paragraph, in reading order.
 * A signature's SHA-256 is taken of this, so its shape must never change for a document
 * already signed; line breaks inside a paragraph are folded to spaces to keep it one line.
 */
export function documentText(doc: AgreementDocument): string {
  const lines = [doc.title, doc.reference, doc.note];
  for (const section of doc.sections) {
    lines.push(section.heading, ...section.paragraphs);
  }
  return lines.map((line) => line.replace(/\s*[\r\n]+\s*/g, ' ').trim()).join('\n');
}

function describeDeal(propertyType: 'Sale' | 'Rent'): Deal {
  return propertyType === 'Sale'
    ? { noun: 'sale', party: 'buyer', offered: 'for sale' }
    : { noun: 'letting', party: 'tenant', offered: 'for rent' };
}

function writeParties({ terms, broker }: AgreementDocumentFacts, deal: Deal): string[] {
  const ownerContact = [terms.owner_email, terms.owner_phone].filter((v) => v !== '').join(', ');
  const brokerDetails = [
    broker.company,
    `e-mail ${broker.email}`,
    broker.phone ? `phone ${broker.phone}` : null,
    terms.rera_number ? `RERA registration number ${terms.rera_number}` : null,
  ].filter((v): v is string => v !== null && v !== '');
  return [
    `The owner: ${terms.owner_name} (${ownerContact}).`,
    `The broker: ${broker.name} (${brokerDetails.join(', ')}).`,
    `The owner appoints the broker to find a ${deal.party} for the property below, on the terms of this agreement.`,
  ];
}

function writeProperty({ property }: AgreementDocumentFacts, deal: Deal): string[] {
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
  const closing = deal.noun === 'sale' ? 'the sale deed is registered' : 'the lease is signed';
  return [
    `The owner pays the broker a commission of ${rate}, plus GST at ${GST_PERCENT} % on the commission.`,
    `On ${on} that is ${formatRupees(example.commission)} plus GST ${formatRupees(example.gst)}, ${formatRupees(example.total)} in all.`,
    `The commission falls due when ${closing}, against the broker's tax invoice.`,
  ];
}

function writeTerm(terms: SellerMandateTerms): string[] {
  const days = daysBetween(terms.start_date, terms.end_date);
  return [
    `The mandate starts on ${formatLongDate(terms.start_date)} and ends on ${formatLongDate(terms.end_date)}, ${days} days later.`,
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

function writeSignatures(): string[] {
  return [
    'The parties sign this agreement electronically: the broker in BrokerCircle, confirming with their password; the owner by typing their full name and confirming it with a one-time code sent to their own e-mail or phone, and may add a drawn signature.',
    'They accept this as their signature and the agreement as an electronic record under the Information Technology Act, 2000. The signed copy ends with an audit certificate of each step, and the SHA-256 fingerprint of the text each party signed.',
  ];
}

function numberClauses(clauses: string[]): string[] {
  return clauses.map((clause, index) => `${index + 1}. ${clause}`);
}

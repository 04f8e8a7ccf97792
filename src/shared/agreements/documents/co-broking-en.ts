// Broker-to-broker co-broking terms in English. The client is described by what they look
// for and a reference, never by name: the listing broker signs these terms before the
// client's identity reaches them (it does once both have signed).
import { AGREEMENT_KIND_LABELS, GST_PERCENT, type CoBrokingTerms, type Invoicing } from '../../schemas/agreements';
import type { AgreementDocument, AgreementSection, CoBrokingFacts } from '../agreement-document';
import {
  assembleDocument,
  describeBroker,
  describeDeal,
  numberClauses,
  writeMemberSignatures,
  type Deal,
} from './english-parts';

/** The short reference a client is known by in a co-broking agreement. */
export const clientReferenceOf = (requirementId: string) => requirementId.slice(0, 8).toUpperCase();

export function buildCoBrokingDocumentEn(facts: CoBrokingFacts): AgreementDocument {
  const { terms } = facts;
  const deal = describeDeal(facts.property.propertyType);
  const sections: AgreementSection[] = [
    { heading: 'The parties', paragraphs: writeParties(facts) },
    { heading: 'The property', paragraphs: [`${facts.property.title}, ${facts.property.place}, offered ${deal.offered} through the listing broker.`] },
    { heading: 'The client', paragraphs: writeClient(facts, deal) },
    { heading: 'Sharing the commission', paragraphs: writeShare(terms) },
    { heading: 'Invoicing and payment', paragraphs: writeInvoicing(terms) },
    { heading: 'Client protection', paragraphs: writeProtection(terms, deal) },
    { heading: 'Conduct', paragraphs: numberClauses(writeConduct(deal)) },
    { heading: 'Signatures', paragraphs: writeMemberSignatures() },
  ];
  return assembleDocument(`${AGREEMENT_KIND_LABELS[facts.kind]}: co-broking terms`, facts.agreementId, sections);
}

function writeParties({ terms, broker, listingBroker }: CoBrokingFacts): string[] {
  return [
    `The listing broker: ${describeBroker(listingBroker, listingBroker.rera)}.`,
    `The client's broker: ${describeBroker(broker, terms.rera_number || broker.rera)}.`,
    "The two brokers, both members of BrokerCircle, agree to work together on a deal between the listing broker's principal for the property below and the client of the client's broker, on these terms.",
  ];
}

function writeClient({ requirement, terms }: CoBrokingFacts, deal: Deal): string[] {
  return [
    `A ${deal.party} looking for: ${requirement.title}, introduced by the client's broker under the reference ${clientReferenceOf(terms.requirement_id)}.`,
    "The client's name and contact are disclosed to the listing broker in BrokerCircle once both brokers have signed this agreement, and are used for this deal only.",
  ];
}

function writeShare(terms: CoBrokingTerms): string[] {
  const listingShare = 100 - terms.client_broker_share;
  const split =
    terms.client_broker_share === 50
      ? 'The two brokers share equally (50/50) the total commission earned on the deal'
      : `The total commission earned on the deal is shared: ${terms.client_broker_share} % to the client's broker and ${listingShare} % to the listing broker`;
  return [
    `${split}, whichever side of the deal pays it.`,
    `Each broker charges GST at ${GST_PERCENT} % on their own share.`,
  ];
}

const INVOICING_TEXT: Record<Invoicing, string> = {
  listing_broker_collects:
    "The listing broker invoices and collects the commission from their principal; the client's broker invoices the listing broker for the client's broker's share.",
  client_broker_collects:
    "The client's broker invoices and collects the commission from the client; the listing broker invoices the client's broker for the listing broker's share.",
  each_own_client:
    "Each broker invoices and collects their own share from their own principal: the listing broker from the owner, the client's broker from the client.",
};

function writeInvoicing(terms: CoBrokingTerms): string[] {
  const when =
    terms.payment_days === 0
      ? 'on the day the commission is received'
      : `within ${terms.payment_days} ${terms.payment_days === 1 ? 'day' : 'days'} of receiving the commission`;
  const lines = [INVOICING_TEXT[terms.invoicing]];
  if (terms.invoicing !== 'each_own_client') {
    lines.push(`The broker who collects pays the other broker's share ${when}, against the other broker's tax invoice.`);
  }
  return lines;
}

function writeProtection(terms: CoBrokingTerms, deal: Deal): string[] {
  return [
    `For ${terms.protection_days} days from the day this agreement is signed by both brokers, the client stays the client broker's client for this property.`,
    `If, within that time, the client or anyone acting for them closes a ${deal.noun} of the property, directly or through anyone else, the client broker's share is due as if the deal had been made through them.`,
  ];
}

function writeConduct(deal: Deal): string[] {
  return [
    `The listing broker confirms that they may market the property for its owner, and that the details given of it are true as far as they know.`,
    `The client's broker confirms that the client is genuinely looking for such a property, and describes the client's requirement truthfully.`,
    `Neither broker contacts the other's principal about this deal except through, or with the agreement of, the other broker.`,
    `Each broker keeps the other's client and principal details confidential, and uses them for this ${deal.noun} only.`,
    'A disagreement is first discussed in good faith between the two brokers before either takes it further.',
  ];
}

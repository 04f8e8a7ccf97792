// What an agreement says, as plain structured text: the one source for the public signing
// page, the broker's preview and the PDF, and what each signature's SHA-256 is taken of
// (the document as that party saw it). Built from the terms and the facts the server
// looks up when the agreement is sent (the listing, the requirement, the brokers), which
// are frozen with it.
import type {
  AgreementLanguage,
  BuyerMandateTerms,
  CoBrokingTerms,
  SellerMandateTerms,
} from '../schemas/agreements';

export type BrokerFacts = {
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  /** The profile's RERA registration number (a mandate's own field comes first). */
  rera?: string | null;
};
export type PropertyFacts = { title: string; place: string; propertyType: 'Sale' | 'Rent' };
export type RequirementFacts = {
  /** '3 BHK to buy in Whitefield, 1.2–1.5 Cr': never the client's name or contact. */
  title: string;
  propertyType: 'Sale' | 'Rent';
  /** The top of the budget (price, or rent a month) when given: the fee's worked example. */
  budgetMax: number | null;
};

type FactsBase = { language: AgreementLanguage; agreementId: string };

export type SellerMandateFacts = FactsBase & {
  kind: 'seller_to_broker';
  terms: SellerMandateTerms;
  property: PropertyFacts;
  broker: BrokerFacts;
};
export type BuyerMandateFacts = FactsBase & {
  kind: 'buyer_to_broker';
  terms: BuyerMandateTerms;
  requirement: RequirementFacts;
  broker: BrokerFacts;
};
/** `broker` drafted it: the client's broker. */
export type CoBrokingFacts = FactsBase & {
  kind: 'broker_to_broker';
  terms: CoBrokingTerms;
  property: PropertyFacts;
  requirement: RequirementFacts;
  broker: BrokerFacts;
  listingBroker: BrokerFacts;
};

export type AgreementDocumentFacts = SellerMandateFacts | BuyerMandateFacts | CoBrokingFacts;

export type AgreementSection = { heading: string; paragraphs: string[] };

export type AgreementDocument = {
  title: string;
  /** One line under the title: the agreement's reference. */
  reference: string;
  sections: AgreementSection[];
  /** The not-legal-advice note, printed on every copy. */
  note: string;
};

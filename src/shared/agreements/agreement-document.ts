// What an agreement says, as plain structured text: the one source for the public signing
// page, the broker's preview and the PDF, and what each signature's SHA-256 is taken of
// (the document as that party saw it). Built from the terms and the facts the server
// looks up (the listing, the broker).
import type { AgreementLanguage, SellerMandateTerms } from '../schemas/agreements';

export type AgreementDocumentFacts = {
  kind: 'seller_to_broker';
  language: AgreementLanguage;
  agreementId: string;
  terms: SellerMandateTerms;
  property: { title: string; place: string; propertyType: 'Sale' | 'Rent' };
  broker: { name: string; company: string | null; email: string; phone: string | null };
};

export type AgreementSection = { heading: string; paragraphs: string[] };

export type AgreementDocument = {
  title: string;
  /** One line under the title: the agreement's reference. */
  reference: string;
  sections: AgreementSection[];
  /** The not-legal-advice note, printed on every copy. */
  note: string;
};

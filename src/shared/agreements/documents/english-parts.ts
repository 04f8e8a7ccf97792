// Pieces every English agreement shares: section numbering, the parties' details as a
// sentence, and the electronic-signature clause.
import type { AgreementDocument, AgreementSection, BrokerFacts } from '../agreement-document';
import { AGREEMENT_MESSAGES, daysBetween } from '../../schemas/agreements';
import { formatLongDate } from '../format-agreement-figures';

export function numberClauses(clauses: string[]): string[] {
  return clauses.map((clause, index) => `${index + 1}. ${clause}`);
}

/** Title, reference and note around numbered sections ('1. The parties'). */
export function assembleDocument(title: string, agreementId: string, sections: AgreementSection[]): AgreementDocument {
  return {
    title,
    reference: `Reference ${agreementId}`,
    sections: sections.map((section, index) => ({ ...section, heading: `${index + 1}. ${section.heading}` })),
    note: AGREEMENT_MESSAGES.notLegalAdvice,
  };
}

/** 'Shah Realty, e-mail priya@shahrealty.in, phone 9123456780, RERA registration number A518…'. */
export function describeBroker(broker: BrokerFacts, reraNumber: string | null | undefined): string {
  const details = [
    broker.company,
    `e-mail ${broker.email}`,
    broker.phone ? `phone ${broker.phone}` : null,
    reraNumber ? `RERA registration number ${reraNumber}` : null,
  ].filter((v): v is string => v !== null && v !== '');
  return `${broker.name} (${details.join(', ')})`;
}

export function contactOf(email: string, phone: string): string {
  return [email, phone].filter((v) => v !== '').join(', ');
}

const LEGAL_RECORD =
  'They accept this as their signature and the agreement as an electronic record under the Information Technology Act, 2000. The signed copy ends with an audit certificate of each step, and the SHA-256 fingerprint of the text each party signed.';

/** A mandate: the broker signs in the app, the client (owner, buyer, tenant) through a link. */
export function writeLinkSignatures(clientNoun: string): string[] {
  return [
    `The parties sign this agreement electronically: the broker in BrokerCircle, confirming with their password or the code of their authenticator app; the ${clientNoun} by typing their full name and confirming it with a one-time code sent to their own e-mail or phone, and may add a drawn signature.`,
    LEGAL_RECORD,
  ];
}

/** Co-broking: both brokers sign in the app. */
export function writeMemberSignatures(): string[] {
  return [
    'Both brokers sign this agreement electronically in BrokerCircle, each confirming with their password or the code of their authenticator app.',
    LEGAL_RECORD,
  ];
}

export type Deal = {
  noun: 'sale' | 'letting';
  party: 'buyer' | 'tenant';
  offered: 'for sale' | 'for rent';
  closing: 'the sale deed is registered' | 'the lease is signed';
};

export function describeDeal(propertyType: 'Sale' | 'Rent'): Deal {
  return propertyType === 'Sale'
    ? { noun: 'sale', party: 'buyer', offered: 'for sale', closing: 'the sale deed is registered' }
    : { noun: 'letting', party: 'tenant', offered: 'for rent', closing: 'the lease is signed' };
}

/** 'The mandate starts on 1 December 2026 and ends on 28 February 2027, 89 days later.' */
export function writeTerm(subject: string, terms: { start_date: string; end_date: string }): string[] {
  const days = daysBetween(terms.start_date, terms.end_date);
  return [`${subject} starts on ${formatLongDate(terms.start_date)} and ends on ${formatLongDate(terms.end_date)}, ${days} days later.`];
}

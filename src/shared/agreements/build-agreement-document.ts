// An agreement in words, in its kind and language: what the signing page shows, the PDF
// prints and each signature's SHA-256 is taken of. Pure: the same facts give the same
// text on every machine and day, or a signer's hash could not be checked again later.
import type { AgreementDocument, AgreementDocumentFacts } from './agreement-document';
import { buildBuyerMandateDocumentEn } from './documents/buyer-mandate-en';
import { buildBuyerMandateDocumentHi } from './documents/buyer-mandate-hi';
import { buildCoBrokingDocumentEn } from './documents/co-broking-en';
import { buildCoBrokingDocumentHi } from './documents/co-broking-hi';
import { buildSellerMandateDocumentEn } from './documents/seller-mandate-en';
import { buildSellerMandateDocumentHi } from './documents/seller-mandate-hi';

export { MANDATE_NOTICE_DAYS, MANDATE_TAIL_DAYS } from './mandate-commission';

export function buildAgreementDocument(facts: AgreementDocumentFacts): AgreementDocument {
  switch (facts.kind) {
    case 'seller_to_broker':
      return facts.language === 'hi' ? buildSellerMandateDocumentHi(facts) : buildSellerMandateDocumentEn(facts);
    case 'buyer_to_broker':
      return facts.language === 'hi' ? buildBuyerMandateDocumentHi(facts) : buildBuyerMandateDocumentEn(facts);
    case 'broker_to_broker':
      return facts.language === 'hi' ? buildCoBrokingDocumentHi(facts) : buildCoBrokingDocumentEn(facts);
  }
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

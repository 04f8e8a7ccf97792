// The agreement as a PDF: the text every party saw, their signatures, and an audit
// certificate as the last page(s). Printed with pdfkit in Noto Sans, which has ₹, and Noto
// Sans Devanagari for Hindi; the PDF's own words follow the agreement's language.
//
// Same input, same bytes: pdfkit 0.20 takes the file ID from the info dictionary (an MD5
// of CreationDate and the other entries, so generatedAt fixes it), compresses
// deterministically and uses randomness only to encrypt, which we never do. The tests
// check it, so a pdfkit upgrade that breaks it is noticed; nothing else relies on it,
// since the stored SHA-256 is of the bytes actually kept.
import PDFDocument from 'pdfkit';
import type { AgreementEventType } from '#shared/schemas/agreements.ts';
import type { AgreementDocument } from '#shared/agreements/agreement-document.ts';
import { loadAgreementFonts } from './agreement-fonts';
import { drawAuditCertificate } from './draw-audit-certificate';
import { drawSignatureBlocks } from './draw-signature-blocks';
import { heightOfText, writeText } from './mixed-script-text';
import { PDF_LABELS, type ConfirmedWith, type PdfLabels, type PdfLanguage } from './pdf-labels';
import { COLOR, FONT, PAGE, contentWidth, keepTogether, type Pdf } from './pdf-layout';

/** One party's signature as printed under the agreement. */
export type SignatureBlock = {
  /** The full name the signer typed. */
  name: string;
  /** The party's role as printed, in the agreement's language: 'Owner', 'ब्रोकर'. */
  role: string;
  signedAt: Date;
  /** SHA-256 (hex) of the document text (documentText) this party saw and signed. */
  documentSha256: string;
  /** The drawn signature, a PNG, when the signer drew one. */
  drawnSignaturePng: Buffer | null;
  confirmedWith: ConfirmedWith;
};

/** One row of the audit certificate. The caller masks the contact before it gets here. */
export type AuditEntry = {
  at: Date;
  event: AgreementEventType;
  /** Who acted: 'Priya Shah (broker)'; 'System' for expiry and the like. */
  party: string;
  contact: string;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 (hex) of the document text as this party saw it, on the steps that have one. */
  documentSha256: string | null;
};

export type AgreementPdfInput = {
  document: AgreementDocument;
  signatures: SignatureBlock[];
  audit: AuditEntry[];
  agreementId: string;
  generatedAt: Date;
  /**
   * The language of the PDF's own words (signature boxes, audit certificate, footers);
   * English when left out.
   */
  language?: PdfLanguage;
};

export function renderAgreementPdf(input: AgreementPdfInput): Promise<Buffer> {
  const fonts = loadAgreementFonts();
  const labels = PDF_LABELS[input.language ?? 'en'];
  const doc: Pdf = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    // The footers ('Page 2 of 4') are written once every page exists.
    bufferPages: true,
    lang: labels.lang,
    displayTitle: true,
    info: {
      Title: input.document.title,
      Subject: input.document.reference,
      Author: 'BrokerCircle',
      Creator: 'BrokerCircle',
      Producer: 'BrokerCircle',
      CreationDate: input.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.registerFont(FONT.devanagariRegular, fonts.devanagariRegular);
  doc.registerFont(FONT.devanagariBold, fonts.devanagariBold);

  drawDocument(doc, input.document);
  drawSignatureBlocks(doc, input.signatures, labels);
  drawAuditCertificate(doc, input, labels);
  drawFooters(doc, input.agreementId, labels);
  doc.end();
  return done;
}

function drawDocument(doc: Pdf, document: AgreementDocument): void {
  const width = contentWidth(doc);
  writeText(doc.fontSize(18).fillColor(COLOR.heading), 'bold', document.title, { width });
  doc.moveDown(0.2);
  writeText(doc.fontSize(9).fillColor(COLOR.muted), 'regular', document.reference, { width });
  doc.moveDown(1);
  drawNote(doc, document.note);
  for (const section of document.sections) {
    doc.moveDown(0.9);
    const headingHeight = heightOfText(doc.fontSize(11.5), 'bold', section.heading, { width });
    const first = section.paragraphs[0] ?? '';
    const firstHeight = heightOfText(doc.fontSize(10), 'regular', first, { width, lineGap: 2 });
    // A heading never ends a page without its first paragraph.
    keepTogether(doc, headingHeight + 4 + Math.min(firstHeight, 60));
    writeText(doc.fontSize(11.5).fillColor(COLOR.heading), 'bold', section.heading, { width });
    doc.moveDown(0.3);
    doc.fontSize(10).fillColor(COLOR.text);
    for (const paragraph of section.paragraphs) {
      writeText(doc, 'regular', paragraph, { width, lineGap: 2, paragraphGap: 4 });
    }
  }
}

function drawNote(doc: Pdf, note: string): void {
  const padding = 10;
  const width = contentWidth(doc);
  const x = doc.page.margins.left;
  const y = doc.y;
  const options = { width: width - 2 * padding, lineGap: 1 };
  const textHeight = heightOfText(doc.fontSize(9), 'regular', note, options);
  doc
    .roundedRect(x, y, width, textHeight + 2 * padding, 4)
    .lineWidth(0.75)
    .fillAndStroke(COLOR.noteFill, COLOR.rule);
  writeText(doc.fillColor(COLOR.text), 'regular', note, options, {
    x: x + padding,
    y: y + padding,
  });
  doc.x = x;
  doc.y = y + textHeight + 2 * padding;
}

function drawFooters(doc: Pdf, agreementId: string, labels: PdfLabels): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { left, bottom } = doc.page.margins;
    const width = contentWidth(doc);
    const y = doc.page.height - bottom + 20;
    // Text below the bottom margin would make pdfkit open a new page; lift the margin
    // while the footer is written.
    doc.page.margins.bottom = 0;
    doc.fontSize(8).fillColor(COLOR.muted);
    const footer = `BrokerCircle · ${labels.agreement(agreementId)}`;
    writeText(doc, 'regular', footer, { width, lineBreak: false }, { x: left, y });
    // Right-aligned, so it must be one script: pdfkit would align each run of a mixed
    // line on its own ('Page 2 of 4' and 'पृष्ठ 2 / 4' are).
    writeText(
      doc,
      'regular',
      labels.page(i - start + 1, count),
      {
        width,
        align: 'right',
        lineBreak: false,
      },
      { x: left, y },
    );
    doc.page.margins.bottom = bottom;
  }
}

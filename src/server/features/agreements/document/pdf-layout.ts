// The page geometry, fonts and colours every part of the agreement PDF shares.
import type PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

/** A4 with 2 cm margins, and room under the bottom margin for the page footer. */
export const PAGE = { size: 'A4', margin: 56 } as const;
export const FONT = {
  regular: 'Agreement-Regular',
  bold: 'Agreement-Bold',
  devanagariRegular: 'Agreement-Devanagari-Regular',
  devanagariBold: 'Agreement-Devanagari-Bold',
} as const;
export const COLOR = {
  text: '#1f2937',
  heading: '#111827',
  muted: '#6b7280',
  rule: '#d1d5db',
  noteFill: '#f3f4f6',
} as const;

export function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function pageBottom(doc: Pdf): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` points still fit on this one (keeps a block whole). */
export function keepTogether(doc: Pdf, height: number): void {
  if (doc.y + height > pageBottom(doc) && doc.y > doc.page.margins.top) {
    doc.addPage();
  }
}

/** A horizontal rule across the content width at the current position. */
export function drawRule(doc: Pdf, y = doc.y): void {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, y)
    .lineTo(left + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();
}

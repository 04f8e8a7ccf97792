// The audit certificate, always on a page of its own at the end: every recorded step of
// the agreement with its time, party, masked contact, IP and device, and the SHA-256 of
// the text each party saw, so the trail travels with every copy of the PDF.
import { heightOfText, writeText } from './mixed-script-text';
import type { PdfLabels } from './pdf-labels';
import { COLOR, contentWidth, drawRule, type Pdf } from './pdf-layout';
import type { AgreementPdfInput, AuditEntry } from './render-agreement-pdf';
import { shortenUserAgent } from './shorten-user-agent';

/**
 * Column shares of the content width (they add up to 1; titles in PdfLabels.columns), sized
 * at 7.5 pt so a time ('26 Nov 2026, 14:05 IST'), 'Sent for signing', an IPv4 address and
 * 'Chrome 131 on Android 14' each fit on one line; an IPv6 address (and a longer Hindi time
 * or step) wraps.
 */
const COLUMN_SHARES = [0.18, 0.13, 0.165, 0.165, 0.14, 0.22] as const;
const CELL = { size: 7.5, gap: 6, padY: 4 } as const;
const HASH_SIZE = 7.5;

export function drawAuditCertificate(doc: Pdf, input: AgreementPdfInput, labels: PdfLabels): void {
  doc.addPage();
  const width = contentWidth(doc);
  writeText(doc.fontSize(18).fillColor(COLOR.heading), 'bold', labels.auditTitle, { width });
  doc.moveDown(0.3);
  doc.fontSize(10).fillColor(COLOR.text);
  writeText(doc, 'regular', labels.agreement(input.agreementId), { width });
  writeText(doc, 'regular', input.document.title, { width });
  writeText(doc, 'regular', labels.generated(labels.formatTime(input.generatedAt)), { width });
  doc.moveDown(0.5);
  writeText(doc.fontSize(8.5).fillColor(COLOR.muted), 'regular', labels.auditIntro, {
    width,
    lineGap: 1,
  });
  doc.moveDown(0.8);
  drawHeaderRow(doc, labels);
  for (const entry of input.audit) {
    drawEntry(doc, entry, labels);
  }
}

function columnXs(doc: Pdf): { x: number; width: number }[] {
  const total = contentWidth(doc);
  let x = doc.page.margins.left;
  return COLUMN_SHARES.map((share) => {
    const column = { x, width: total * share - CELL.gap };
    x += total * share;
    return column;
  });
}

function drawHeaderRow(doc: Pdf, labels: PdfLabels): void {
  const top = doc.y;
  doc.fontSize(CELL.size).fillColor(COLOR.heading);
  const columns = columnXs(doc);
  const height = Math.max(
    ...columns.map((column, i) =>
      heightOfText(doc, 'bold', labels.columns[i] ?? '', { width: column.width }),
    ),
  );
  columns.forEach((column, i) => {
    writeText(
      doc,
      'bold',
      labels.columns[i] ?? '',
      { width: column.width, lineBreak: false },
      { x: column.x, y: top },
    );
  });
  doc.y = top + height + CELL.padY;
  drawRule(doc);
  doc.x = doc.page.margins.left;
}

function entryCells(entry: AuditEntry, labels: PdfLabels): string[] {
  return [
    labels.formatTime(entry.at),
    labels.events[entry.event],
    entry.party,
    entry.contact || '-',
    entry.ip ?? '-',
    shortenUserAgent(entry.userAgent),
  ];
}

function drawEntry(doc: Pdf, entry: AuditEntry, labels: PdfLabels): void {
  const columns = columnXs(doc);
  const cells = entryCells(entry, labels);
  const hash = entry.documentSha256 ? labels.documentSha256(entry.documentSha256) : null;
  doc.fontSize(CELL.size);
  const cellsHeight = Math.max(
    ...cells.map((text, i) =>
      heightOfText(doc, 'regular', text, { width: columns[i]?.width ?? 0 }),
    ),
  );
  const hashHeight = hash
    ? heightOfText(doc.fontSize(HASH_SIZE), 'regular', hash, { width: contentWidth(doc) }) + 2
    : 0;
  const height = CELL.padY + cellsHeight + hashHeight + CELL.padY;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    writeText(doc.fontSize(11.5).fillColor(COLOR.heading), 'bold', labels.auditContinued, {});
    doc.moveDown(0.5);
    drawHeaderRow(doc, labels);
  }
  const top = doc.y + CELL.padY;
  doc.fontSize(CELL.size).fillColor(COLOR.text);
  cells.forEach((text, i) => {
    const column = columns[i];
    if (column) writeText(doc, 'regular', text, { width: column.width }, { x: column.x, y: top });
  });
  if (hash) {
    writeText(
      doc.fontSize(HASH_SIZE).fillColor(COLOR.muted),
      'regular',
      hash,
      { width: contentWidth(doc) },
      {
        x: doc.page.margins.left,
        y: top + cellsHeight + 2,
      },
    );
  }
  doc.y = top + cellsHeight + hashHeight + CELL.padY;
  drawRule(doc);
  doc.x = doc.page.margins.left;
}

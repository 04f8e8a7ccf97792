// The audit certificate, always on a page of its own at the end: every recorded step of
// the agreement with its time, party, masked contact, IP and device, and the SHA-256 of
// the text each party saw, so the trail travels with every copy of the PDF.
import type { AgreementEventType } from '#shared/schemas/agreements.ts';
import { formatIstTime } from './format-ist';
import { heightOfText, writeText } from './mixed-script-text';
import { COLOR, FONT, contentWidth, drawRule, type Pdf } from './pdf-layout';
import type { AgreementPdfInput, AuditEntry } from './render-agreement-pdf';
import { shortenUserAgent } from './shorten-user-agent';

const EVENT_LABELS: Record<AgreementEventType, string> = {
  created: 'Drafted',
  updated: 'Changed',
  sent: 'Sent for signing',
  link_renewed: 'Link renewed',
  viewed: 'Opened',
  code_sent: 'Code sent',
  code_failed: 'Wrong code',
  link_locked: 'Link locked',
  signed: 'Signed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  executed: 'Executed',
};

/**
 * Column shares of the content width (they add up to 1), sized at 7.5 pt so a time
 * ('26 Nov 2026, 14:05 IST'), 'Sent for signing', an IPv4 address and 'Chrome 131 on
 * Android 14' each fit on one line; an IPv6 address wraps.
 */
const COLUMNS = [
  { title: 'Time (IST)', share: 0.18 },
  { title: 'Event', share: 0.13 },
  { title: 'Party', share: 0.165 },
  { title: 'Contact', share: 0.165 },
  { title: 'IP address', share: 0.14 },
  { title: 'Device', share: 0.22 },
] as const;
const CELL = { size: 7.5, gap: 6, padY: 4 } as const;
const HASH_SIZE = 7.5;

export function drawAuditCertificate(doc: Pdf, input: AgreementPdfInput): void {
  doc.addPage();
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(18).fillColor(COLOR.heading).text('Audit certificate', { width });
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.text);
  doc.text(`Agreement ${input.agreementId}`, { width });
  writeText(doc, 'regular', input.document.title, { width });
  doc.font(FONT.regular);
  doc.text(`Certificate generated ${formatIstTime(input.generatedAt)}`, { width });
  doc.moveDown(0.5);
  doc
    .fontSize(8.5)
    .fillColor(COLOR.muted)
    .text(
      'Every step of this agreement as BrokerCircle recorded it. Times are Indian Standard Time (UTC+05:30); contacts are partly hidden. ' +
        "The SHA-256 is the fingerprint of the agreement's text as that party saw it: the same text always gives the same fingerprint, and any change gives another.",
      { width, lineGap: 1 },
    );
  doc.moveDown(0.8);
  drawHeaderRow(doc);
  for (const entry of input.audit) {
    drawEntry(doc, entry);
  }
}

function columnXs(doc: Pdf): { x: number; width: number }[] {
  const total = contentWidth(doc);
  let x = doc.page.margins.left;
  return COLUMNS.map(({ share }) => {
    const column = { x, width: total * share - CELL.gap };
    x += total * share;
    return column;
  });
}

function drawHeaderRow(doc: Pdf): void {
  const top = doc.y;
  doc.font(FONT.bold).fontSize(CELL.size).fillColor(COLOR.heading);
  columnXs(doc).forEach((column, i) => {
    doc.text(COLUMNS[i]?.title ?? '', column.x, top, { width: column.width, lineBreak: false });
  });
  doc.y = top + doc.currentLineHeight() + CELL.padY;
  drawRule(doc);
  doc.x = doc.page.margins.left;
}

function entryCells(entry: AuditEntry): string[] {
  return [
    formatIstTime(entry.at),
    EVENT_LABELS[entry.event],
    entry.party,
    entry.contact || '-',
    entry.ip ?? '-',
    shortenUserAgent(entry.userAgent),
  ];
}

function drawEntry(doc: Pdf, entry: AuditEntry): void {
  const columns = columnXs(doc);
  const cells = entryCells(entry);
  const hash = entry.documentSha256 ? `Document SHA-256: ${entry.documentSha256}` : null;
  doc.font(FONT.regular).fontSize(CELL.size);
  const cellsHeight = Math.max(
    ...cells.map((text, i) => heightOfText(doc, 'regular', text, { width: columns[i]?.width ?? 0 })),
  );
  doc.font(FONT.regular);
  const hashHeight = hash
    ? doc.fontSize(HASH_SIZE).heightOfString(hash, { width: contentWidth(doc) }) + 2
    : 0;
  const height = CELL.padY + cellsHeight + hashHeight + CELL.padY;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    doc
      .font(FONT.bold)
      .fontSize(11.5)
      .fillColor(COLOR.heading)
      .text('Audit certificate (continued)');
    doc.moveDown(0.5);
    drawHeaderRow(doc);
  }
  const top = doc.y + CELL.padY;
  doc.font(FONT.regular).fontSize(CELL.size).fillColor(COLOR.text);
  cells.forEach((text, i) => {
    const column = columns[i];
    if (column) writeText(doc, 'regular', text, { width: column.width }, { x: column.x, y: top });
  });
  doc.font(FONT.regular);
  if (hash) {
    doc
      .fontSize(HASH_SIZE)
      .fillColor(COLOR.muted)
      .text(hash, doc.page.margins.left, top + cellsHeight + 2, { width: contentWidth(doc) });
  }
  doc.y = top + cellsHeight + hashHeight + CELL.padY;
  drawRule(doc);
  doc.x = doc.page.margins.left;
}

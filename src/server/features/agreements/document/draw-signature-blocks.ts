// Under the agreement, one box per signer: what they typed, when, their drawn signature
// and the fingerprint of the text they signed, so a printed copy can be checked too.
import { heightOfText, writeText } from './mixed-script-text';
import type { PdfLabels } from './pdf-labels';
import { COLOR, contentWidth, keepTogether, type Pdf } from './pdf-layout';
import type { SignatureBlock } from './render-agreement-pdf';

const PADDING = 10;
const DRAWN = { width: 180, height: 60 } as const;

export function drawSignatureBlocks(
  doc: Pdf,
  signatures: SignatureBlock[],
  labels: PdfLabels,
): void {
  if (signatures.length === 0) return;
  const width = contentWidth(doc);
  doc.moveDown(1.2);
  keepTogether(doc, 20 + measureBlock(doc, signatures[0] as SignatureBlock, labels));
  writeText(doc.fontSize(11.5).fillColor(COLOR.heading), 'bold', labels.signedBy, { width });
  doc.moveDown(0.4);
  for (const signature of signatures) {
    const height = measureBlock(doc, signature, labels);
    keepTogether(doc, height);
    drawBlock(doc, signature, height, labels);
    doc.y += 8;
  }
}

function blockLines(signature: SignatureBlock, labels: PdfLabels) {
  return {
    meta: labels.signedWith(
      signature.role,
      labels.formatTime(signature.signedAt),
      signature.confirmedWith,
    ),
    hash: labels.documentSha256(signature.documentSha256),
  };
}

function measureBlock(doc: Pdf, signature: SignatureBlock, labels: PdfLabels): number {
  const inner = contentWidth(doc) - 2 * PADDING;
  const lines = blockLines(signature, labels);
  const name = heightOfText(doc.fontSize(12), 'bold', signature.name, { width: inner });
  const meta = heightOfText(doc.fontSize(9), 'regular', lines.meta, { width: inner });
  const hash = heightOfText(doc.fontSize(8), 'regular', lines.hash, { width: inner });
  const drawn = signature.drawnSignaturePng ? DRAWN.height + 6 : 0;
  return PADDING + name + 2 + meta + 6 + drawn + hash + PADDING;
}

function drawBlock(doc: Pdf, signature: SignatureBlock, height: number, labels: PdfLabels): void {
  const x = doc.page.margins.left;
  const top = doc.y;
  const inner = contentWidth(doc) - 2 * PADDING;
  const lines = blockLines(signature, labels);
  doc
    .roundedRect(x, top, contentWidth(doc), height, 4)
    .lineWidth(0.75)
    .strokeColor(COLOR.rule)
    .stroke();
  writeText(
    doc.fontSize(12).fillColor(COLOR.heading),
    'bold',
    signature.name,
    { width: inner },
    { x: x + PADDING, y: top + PADDING },
  );
  doc.y += 2;
  writeText(doc.fontSize(9).fillColor(COLOR.muted), 'regular', lines.meta, { width: inner });
  doc.y += 6;
  if (signature.drawnSignaturePng) {
    doc.image(signature.drawnSignaturePng, x + PADDING, doc.y, {
      fit: [DRAWN.width, DRAWN.height],
    });
    doc.y += DRAWN.height + 6;
  }
  writeText(
    doc.fontSize(8).fillColor(COLOR.text),
    'regular',
    lines.hash,
    { width: inner },
    { x: x + PADDING, y: doc.y },
  );
  doc.x = x;
  doc.y = top + height;
}

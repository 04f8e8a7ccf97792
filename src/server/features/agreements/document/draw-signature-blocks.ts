// Under the agreement, one box per signer: what they typed, when, their drawn signature
// and the fingerprint of the text they signed, so a printed copy can be checked too.
import { formatIstTime } from './format-ist';
import { heightOfText, writeText } from './mixed-script-text';
import { COLOR, FONT, contentWidth, keepTogether, type Pdf } from './pdf-layout';
import type { SignatureBlock } from './render-agreement-pdf';

const PADDING = 10;
const DRAWN = { width: 180, height: 60 } as const;

const CONFIRMED_WITH_TEXT: Record<SignatureBlock['confirmedWith'], string> = {
  password: 'their password',
  'authenticator code': 'their authenticator code',
  'one-time code': 'a one-time code',
};

export function drawSignatureBlocks(doc: Pdf, signatures: SignatureBlock[]): void {
  if (signatures.length === 0) return;
  const width = contentWidth(doc);
  doc.moveDown(1.2);
  keepTogether(doc, 20 + measureBlock(doc, signatures[0] as SignatureBlock));
  doc.font(FONT.bold).fontSize(11.5).fillColor(COLOR.heading).text('Signed by', { width });
  doc.moveDown(0.4);
  for (const signature of signatures) {
    const height = measureBlock(doc, signature);
    keepTogether(doc, height);
    drawBlock(doc, signature, height);
    doc.y += 8;
  }
}

function blockLines(signature: SignatureBlock) {
  return {
    meta: `${signature.role} · signed ${formatIstTime(signature.signedAt)} with ${CONFIRMED_WITH_TEXT[signature.confirmedWith]}`,
    hash: `Document SHA-256: ${signature.documentSha256}`,
  };
}

function measureBlock(doc: Pdf, signature: SignatureBlock): number {
  const inner = contentWidth(doc) - 2 * PADDING;
  const lines = blockLines(signature);
  const name = heightOfText(doc.fontSize(12), 'bold', signature.name, { width: inner });
  const meta = doc.font(FONT.regular).fontSize(9).heightOfString(lines.meta, { width: inner });
  const hash = doc.font(FONT.regular).fontSize(8).heightOfString(lines.hash, { width: inner });
  const drawn = signature.drawnSignaturePng ? DRAWN.height + 6 : 0;
  return PADDING + name + 2 + meta + 6 + drawn + hash + PADDING;
}

function drawBlock(doc: Pdf, signature: SignatureBlock, height: number): void {
  const x = doc.page.margins.left;
  const top = doc.y;
  const inner = contentWidth(doc) - 2 * PADDING;
  const lines = blockLines(signature);
  doc
    .roundedRect(x, top, contentWidth(doc), height, 4)
    .lineWidth(0.75)
    .strokeColor(COLOR.rule)
    .stroke();
  writeText(doc.fontSize(12).fillColor(COLOR.heading), 'bold', signature.name, { width: inner }, { x: x + PADDING, y: top + PADDING });
  doc.y += 2;
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text(lines.meta, { width: inner });
  doc.y += 6;
  if (signature.drawnSignaturePng) {
    doc.image(signature.drawnSignaturePng, x + PADDING, doc.y, {
      fit: [DRAWN.width, DRAWN.height],
    });
    doc.y += DRAWN.height + 6;
  }
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(COLOR.text)
    .text(lines.hash, x + PADDING, doc.y, { width: inner });
  doc.x = x;
  doc.y = top + height;
}

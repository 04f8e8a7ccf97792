// A drawn signature arrives as a PNG data URL; it is decoded, checked to be a PNG within
// the size cap, re-encoded (which drops anything but the pixels) and stored beside the
// agreement. The caller removes the file if its database write fails, so no file outlives
// a refused signing.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AGREEMENT_MESSAGES, DRAWN_SIGNATURE_MAX_BYTES } from '#shared/schemas/agreements.ts';
import type { Storage } from '#server/lib/storage.ts';
import { badRequest } from '#server/lib/http-errors.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SIDE = 1200;

export async function storeDrawnSignature(storage: Storage, key: string, dataUrl: string): Promise<void> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length === 0 || bytes.length > DRAWN_SIGNATURE_MAX_BYTES || !bytes.subarray(0, 8).equals(PNG_MAGIC)) {
    throw badRequest(AGREEMENT_MESSAGES.signatureImage, 'drawn_signature');
  }
  let png: Buffer;
  try {
    png = await sharp(bytes, { limitInputPixels: 4_000_000 })
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw badRequest(AGREEMENT_MESSAGES.signatureImage, 'drawn_signature');
  }
  await storage.put(key, png, 'image/png');
}

export const signatureKeyOf = (agreementId: string, signerId: string) =>
  `agreements/${agreementId}/signature-${signerId}-${randomBytes(6).toString('hex')}.png`;

// Hand-built multipart/form-data bodies for app.inject (which takes a Buffer payload
// and our content-type header), so tests control every byte an attacker could.
import { randomBytes } from 'node:crypto';

export type FormPart =
  | { name: string; value: string; contentType?: string }
  | { name: string; filename: string; data: Buffer; contentType?: string };

export type MultipartBody = { payload: Buffer; headers: { 'content-type': string } };

export function buildMultipart(parts: readonly FormPart[]): MultipartBody {
  const boundary = `----bc-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const lines = [`--${boundary}`];
    if ('filename' in part) {
      lines.push(
        `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"`,
      );
      lines.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    } else {
      lines.push(`Content-Disposition: form-data; name="${part.name}"`);
      if (part.contentType) lines.push(`Content-Type: ${part.contentType}`);
    }
    chunks.push(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The property form: `data` as JSON text and each image as an `images` file. */
export function propertyForm(
  data: unknown,
  images: readonly Buffer[] = [],
  filename = 'photo.jpg',
): MultipartBody {
  return buildMultipart([
    { name: 'data', value: JSON.stringify(data) },
    ...images.map((image, i) => ({
      name: 'images',
      filename: `${i}-${filename}`,
      data: image,
      contentType: 'image/jpeg',
    })),
  ]);
}

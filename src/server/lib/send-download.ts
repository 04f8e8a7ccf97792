// A stored file sent as a download (a data export, an executed agreement, a project's
// brochure): its type, a file name, never cached or sniffed, streamed with its length
// when known.
import type { FastifyReply } from 'fastify';
import type { StoredStream } from './storage';

export function sendDownload(
  reply: FastifyReply,
  file: StoredStream,
  { contentType, filename, cacheControl = 'no-store' }: { contentType: string; filename: string; cacheControl?: string },
) {
  reply
    .header('content-type', contentType)
    .header('content-disposition', attachmentDisposition(filename))
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff');
  if (file.size !== null) reply.header('content-length', String(file.size));
  return reply.send(file.stream);
}

/**
 * `attachment; filename="..."`. A name that is not plain printable ASCII (a member's own
 * file name: Hindi, quotes, accents) gets an ASCII stand-in there and the real name in
 * RFC 5987's `filename*`, which every current browser prefers.
 */
export function attachmentDisposition(filename: string): string {
  if (/^[\x20-\x7e]*$/.test(filename) && !/["\\]/.test(filename)) {
    return `attachment; filename="${filename}"`;
  }
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

// A stored file sent as a download (a data export, an executed agreement): its type, a
// file name, never cached or sniffed, streamed with its length when known.
import type { FastifyReply } from 'fastify';
import type { StoredStream } from './storage';

export function sendDownload(
  reply: FastifyReply,
  file: StoredStream,
  { contentType, filename, cacheControl = 'no-store' }: { contentType: string; filename: string; cacheControl?: string },
) {
  reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff');
  if (file.size !== null) reply.header('content-length', String(file.size));
  return reply.send(file.stream);
}

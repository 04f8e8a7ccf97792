// Reads a response body into memory, refusing it as soon as it would pass maxBytes:
// first by its declared Content-Length, then by counting, since a server may send no
// length or lie about it. The socket is destroyed on refusal so nothing more arrives.
import type { IncomingMessage } from 'node:http';
import { explain } from './open-response';
import { SafeFetchError } from './safe-fetch-error';

/** Throws 'too_large' before reading if the declared length is already over the cap. */
export function assertDeclaredLength(response: IncomingMessage, maxBytes: number): void {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
}

export async function readLimitedBody(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  // Stop a slow drip at the deadline even if the socket itself stays quiet.
  const stop = () => response.destroy();
  signal.addEventListener('abort', stop, { once: true });
  try {
    for await (const chunk of response) {
      const piece = chunk as Buffer;
      total += piece.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      chunks.push(piece);
    }
  } catch (error) {
    response.destroy();
    throw explain(error, signal);
  } finally {
    signal.removeEventListener('abort', stop);
  }
  // A destroyed or cut connection can end the stream without an error.
  if (!response.complete) {
    throw explain(new Error('The response ended before its body did'), signal);
  }
  return Buffer.concat(chunks, total);
}

function tooLarge(maxBytes: number): SafeFetchError {
  return new SafeFetchError('too_large', `The response is larger than ${maxBytes} bytes`);
}

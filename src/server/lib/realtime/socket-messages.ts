// The wire format both ways: what the server sends is typed by the shared schema, and
// what a client sends is parsed strictly (anything else closes the socket).
import type { RawData, WebSocket } from 'ws';
import {
  realtimeClientMessageSchema,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
} from '#shared/schemas/realtime.ts';
import { parseJsonAs } from '#server/lib/parse-json-as.ts';

/** Serialised once when the same message goes to many sockets. */
export type SerializedMessage = string & { readonly __brand: 'RealtimeServerMessage' };

export function serializeMessage(message: RealtimeServerMessage): SerializedMessage {
  return JSON.stringify(message) as SerializedMessage;
}

export function sendMessage(socket: WebSocket, message: RealtimeServerMessage | SerializedMessage): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(typeof message === 'string' ? message : serializeMessage(message));
}

export function parseClientMessage(data: RawData, isBinary: boolean): RealtimeClientMessage | undefined {
  if (isBinary) return undefined;
  const bytes = Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? Buffer.from(data) : data;
  return parseJsonAs(realtimeClientMessageSchema, bytes.toString('utf8'));
}

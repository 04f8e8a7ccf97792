// What travels through NOTIFY: the users an event is for, and the event. PostgreSQL
// refuses a NOTIFY payload of 8000 bytes or more, so an envelope that would not fit
// becomes 'resync' for the same users (their clients refetch instead).
import { z } from 'zod';
import { realtimeEventSchema, type RealtimeEvent } from '#shared/schemas/realtime.ts';
import { parseJsonAs } from '#server/lib/parse-json-as.ts';

export const REALTIME_CHANNEL = 'bc_realtime';

/** Below PostgreSQL's 8000-byte limit, with room to spare. */
export const MAX_PAYLOAD_BYTES = 7800;
/** Recipients per envelope, so even a resync for a long list stays small. */
const MAX_USERS_PER_ENVELOPE = 100;

const envelopeSchema = z.union([
  z.object({ u: z.array(z.uuid()).min(1), e: realtimeEventSchema }),
  z.object({ all: z.literal(true), e: realtimeEventSchema }),
]);
/**
 * For these users, or for every signed-in socket (`everyone`): an event every member may
 * see anyway (a change of a project open to all brokers), where listing the recipients would
 * cost a query and a NOTIFY per hundred members for nothing.
 */
export type Envelope =
  | { userIds: readonly string[]; event: RealtimeEvent }
  | { everyone: true; event: RealtimeEvent };

/** JSON payloads for NOTIFY, in the order given; empty recipient lists are dropped. */
export function encodeEnvelopes(deliveries: ReadonlyArray<Envelope>): string[] {
  const payloads: string[] = [];
  for (const delivery of deliveries) {
    const { event } = delivery;
    if ('everyone' in delivery) {
      const payload = JSON.stringify({ all: true, e: event });
      payloads.push(
        Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ all: true, e: { kind: 'resync' } }),
      );
      continue;
    }
    const unique = [...new Set(delivery.userIds)];
    for (let i = 0; i < unique.length; i += MAX_USERS_PER_ENVELOPE) {
      const u = unique.slice(i, i + MAX_USERS_PER_ENVELOPE);
      const payload = JSON.stringify({ u, e: event });
      payloads.push(
        Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ u, e: { kind: 'resync' } }),
      );
    }
  }
  return payloads;
}

/** The envelope in a received payload, or undefined if it is not one of ours. */
export function decodeEnvelope(payload: string): Envelope | undefined {
  const envelope = parseJsonAs(envelopeSchema, payload);
  if (!envelope) return undefined;
  return 'all' in envelope ? { everyone: true, event: envelope.e } : { userIds: envelope.u, event: envelope.e };
}

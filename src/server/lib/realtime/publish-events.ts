// The one way an event leaves a service: pg_notify on the caller's transaction (or
// database), so an event exists only if its write committed, and instances receive
// events in commit order. Nothing is sent to a socket from here, not even on this
// instance: every instance, this one included, delivers what its listener receives
// (sending directly as well would deliver twice).
import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { REALTIME_CHANNEL, encodeEnvelopes, type Envelope } from './envelope';

// One statement per batch rather than one per event (a new listing fans out to every
// connection); the ordinality keeps the NOTIFYs in the order given.
const BATCH = 200;

export async function publishEvents(q: Queryable, deliveries: ReadonlyArray<Envelope>): Promise<void> {
  const payloads = encodeEnvelopes(deliveries);
  for (let i = 0; i < payloads.length; i += BATCH) {
    const batch = JSON.stringify(payloads.slice(i, i + BATCH));
    await q.execute(
      sql`select pg_notify(${REALTIME_CHANNEL}, p.payload) from jsonb_array_elements_text(${batch}::jsonb) with ordinality as p(payload, n) order by p.n`,
    );
  }
}

// The caller's relation to another broker, which decides the connect button (spec
// section 4): none 'Connect', sent 'Request Sent', received 'Request Pending',
// connected 'Connected'; and 'self' for one's own page.
import { eq } from 'drizzle-orm';
import { CONNECTION_MESSAGES, type ConnectionWith } from '#shared/schemas/connections.ts';
import type { Queryable } from '#server/db/open.ts';
import { profiles } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { findPair } from './pair';

type PairFields = { id: string; status: string; requesterId: string };

export function describeConnection(
  viewerId: string,
  row: PairFields | null | undefined,
): ConnectionWith {
  if (!row) return { state: 'none', connection_id: null };
  if (row.status === 'accepted') return { state: 'connected', connection_id: row.id };
  return { state: row.requesterId === viewerId ? 'sent' : 'received', connection_id: row.id };
}

export async function findConnectionWith(
  q: Queryable,
  viewerId: string,
  otherId: string,
): Promise<ConnectionWith> {
  if (otherId === viewerId) return { state: 'self', connection_id: null };
  const [other] = await q
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, otherId));
  if (!other) throw notFound(CONNECTION_MESSAGES.brokerNotFound);
  return describeConnection(viewerId, await findPair(q, viewerId, otherId));
}

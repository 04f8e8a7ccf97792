// 'connection.changed' to both parties, on the transaction of the change (decision 007).
import type { Queryable } from '#server/db/open.ts';
import { publishEvents } from '#server/lib/realtime/publish-events.ts';
import type { ConnectionRow } from './pair';

export function publishConnectionChanged(
  q: Queryable,
  row: ConnectionRow,
  change: 'saved' | 'removed' = 'saved',
): Promise<void> {
  return publishEvents(q, [
    {
      userIds: [row.requesterId, row.recipientId],
      event: {
        kind: 'connection.changed',
        connection_id: row.id,
        requester_id: row.requesterId,
        recipient_id: row.recipientId,
        status:
          change === 'removed' ? 'removed' : row.status === 'accepted' ? 'accepted' : 'pending',
      },
    },
  ]);
}

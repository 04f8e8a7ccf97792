// Who is in a broker's network, as SQL the planner can drive from: the other side of
// every accepted connection, read through the two (party, status, other party)
// indexes. The feed and network listings both say `user_id in (...)` over it so a page
// walks the (user_id, created_at) index of a few hundred brokers instead of probing
// every row of the table for a connection (decision 013).
import { sql, type SQL } from 'drizzle-orm';
import { connections } from '#server/db/schema.ts';

/** The ids of the brokers with an accepted connection to `brokerId`, as a sub-select. */
export function connectedBrokerIds(brokerId: string): SQL {
  return sql`(select ${connections.recipientId} from ${connections} where ${connections.status} = 'accepted' and ${connections.requesterId} = ${brokerId}
    union all select ${connections.requesterId} from ${connections} where ${connections.status} = 'accepted' and ${connections.recipientId} = ${brokerId})`;
}

/** `brokerId` and their connections: the people whose posts they see. */
export function brokerAndConnectionIds(brokerId: string): SQL {
  return sql`(select ${brokerId}::uuid union all ${connectedBrokerIds(brokerId)})`;
}

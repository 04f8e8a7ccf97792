import { asc, sql } from 'drizzle-orm';
import type { BrokerSummary } from '../../../shared/schemas/properties';
import type { Db } from '../../db/open';
import { profiles } from '../../db/schema';
import { brokerSummaryColumns, presentBrokerSummary } from '../../lib/broker-summary';

/** Every profile by name: the admin's broker selector on the property form (spec section 6). */
export async function listBrokerOptions(db: Db): Promise<BrokerSummary[]> {
  const rows = await db
    .select(brokerSummaryColumns)
    .from(profiles)
    // Case-insensitive and the same on PGlite and PostgreSQL, whatever the locale.
    .orderBy(sql`lower(${profiles.fullName}) collate "C"`, asc(profiles.id));
  return rows.map(presentBrokerSummary);
}

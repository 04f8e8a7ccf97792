import { asc, sql } from 'drizzle-orm';
import type { BrokerSummary } from '#shared/schemas/properties.ts';
import type { Db } from '#server/db/open.ts';
import { profiles } from '#server/db/schema.ts';
import { brokerSummaryColumns, presentBrokerSummary } from '#server/lib/broker-summary.ts';

/** Every profile by name: the admin's broker selector on the property form (spec section 6). */
export async function listBrokerOptions(db: Db): Promise<BrokerSummary[]> {
  const rows = await db
    .select(brokerSummaryColumns)
    .from(profiles)
    // Case-insensitive and the same on PGlite and PostgreSQL, whatever the locale.
    .orderBy(sql`lower(${profiles.fullName}) collate "C"`, asc(profiles.id));
  return rows.map(presentBrokerSummary);
}

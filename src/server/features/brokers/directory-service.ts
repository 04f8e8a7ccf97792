// /agents and /network (spec section 2): every member but the caller, alphabetical,
// searchable by name, company, city or any of their areas (case-insensitive "contains";
// the caller's % and _ match literally). Each with the caller's connection state (one
// left join: there is at most one row per pair) and how many of their listings the
// caller may see (one grouped query for the page).
import { and, asc, count, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BrokerDirectory, BrokerDirectoryItem } from '#shared/schemas/connections.ts';
import type { Queryable } from '#server/db/open.ts';
import { connections, profiles } from '#server/db/schema.ts';
import { containsPattern } from '#server/lib/like-pattern.ts';
import { describeConnection } from '../connections';
import { isPair } from '../connections';
import { countVisibleListings } from '../properties';
import { brokerSummaryColumns } from '#server/lib/broker-summary.ts';
import type { Viewer } from '#server/lib/viewer.ts';

export type DirectoryQuery = { q?: string | undefined; page: number; page_size: number };

export async function listBrokerDirectory(
  db: Queryable,
  viewer: Viewer,
  { q, page, page_size: pageSize }: DirectoryQuery,
): Promise<BrokerDirectory> {
  const where = and(ne(profiles.id, viewer.id), q ? matches(q) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        profile: { ...brokerSummaryColumns, areas: profiles.areas },
        connection: {
          id: connections.id,
          status: connections.status,
          requesterId: connections.requesterId,
        },
      })
      .from(profiles)
      .leftJoin(connections, isPair(viewer.id, profiles.id))
      .where(where)
      .orderBy(asc(sql`lower(${profiles.fullName})`), asc(profiles.fullName), asc(profiles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  const listings = await countVisibleListings(
    db,
    viewer,
    rows.map((r) => r.profile.id),
  );
  const items = rows.map(({ profile: p, connection }): BrokerDirectoryItem => ({
    id: p.id,
    full_name: p.fullName,
    avatar_url: p.avatarUrl,
    company_name: p.companyName,
    city: p.city,
    areas: p.areas,
    listing_count: listings.get(p.id) ?? 0,
    connection: describeConnection(viewer.id, connection),
  }));
  return { items, total: total?.n ?? 0, page, page_size: pageSize };
}

function matches(q: string): SQL {
  const pattern = containsPattern(q);
  return or(
    sql`${profiles.fullName} ilike ${pattern}`,
    sql`${profiles.companyName} ilike ${pattern}`,
    sql`${profiles.city} ilike ${pattern}`,
    sql`exists (select 1 from unnest(${profiles.areas}) as area where area ilike ${pattern})`,
  ) as SQL;
}

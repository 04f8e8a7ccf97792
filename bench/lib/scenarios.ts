// The twelve scenarios and the rows they rotate over: a handful of bench brokers spread
// over the range of network sizes (by number of accepted connections), each signed in,
// and for each scenario the paths those brokers open. The same items feed the floor
// (captured in-process) and the load (over HTTP), so both measure the same requests.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.ts';
import { flyerSlugOf } from '#server/features/public-pages/urls.ts';
import { BENCH_PASSWORD } from '../generate/generate';

export type BenchUser = { id: string; email: string; degree: number };
export type ScenarioItem = {
  user: number | null;
  path: string;
  /** GET unless said; a POST carries its body (and content type). */
  method?: 'POST';
  body?: string;
  contentType?: string;
};
export type ScenarioName =
  | 'feed'
  | 'network listings'
  | 'network listings filtered'
  | 'my listings'
  | 'property detail'
  | 'notifications'
  | 'conversation'
  | 'flyer page'
  | 'requirement matches'
  | 'agreements list'
  | 'project page'
  | 'create listing';
export type Scenario = { name: ScenarioName; route: string; items: ScenarioItem[] };

/** Where in the sorted list of brokers (by connections) the bench brokers are taken. */
const USER_QUANTILES = [0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 0.97];
const FLYERS = 16;
const PROJECT_PAGES = 16;
const DETAIL_PER_USER = 3;
const MATCHES_PER_USER = 2;
const LISTINGS_PER_USER = 3;

async function select<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Brokers who have a listing, a conversation and an agreement, at the quantiles of network size. */
export async function pickUsers(db: Db): Promise<BenchUser[]> {
  const quantiles = sql.raw(`array[${USER_QUANTILES.join(', ')}]::float8[]`);
  return select<BenchUser>(
    db,
    sql`with deg as (
          select u, count(*)::int as degree from (
            select requester_id as u from connections where status = 'accepted'
            union all select recipient_id from connections where status = 'accepted') e
          group by u),
        cand as (
          select d.u, d.degree, a.email from deg d join auth_users a on a.id = d.u
          where a.email like '%@bench.brokercircle.test'
            and exists (select 1 from messages m where m.sender_id = d.u)
            and exists (select 1 from properties p where p.user_id = d.u)
            and exists (select 1 from agreements g where g.owner_id = d.u)),
        ranked as (select *, row_number() over (order by degree, u) as rn, count(*) over () as total from cand)
        select u as id, email, degree from ranked r
        where exists (select 1 from unnest(${quantiles}) q where r.rn = greatest(1, ceil(q * r.total)))
        order by degree`,
  );
}

/**
 * The network listings' filters a broker would set (issue 19): the city most of their
 * network lists in, for sale, 50 L to 2 Cr, 2 BHK or more.
 */
async function networkFilter(db: Db, userId: string): Promise<string> {
  const [row] = await select<{ city_id: number }>(
    db,
    sql`select p.city_id from properties p
        where p.visibility <> 'Private' and p.user_id in (
          select recipient_id from connections where status = 'accepted' and requester_id = ${userId}
          union all select requester_id from connections where status = 'accepted' and recipient_id = ${userId})
        group by p.city_id order by count(*) desc, p.city_id limit 1`,
  );
  const city = row ? `city_id=${row.city_id}&` : '';
  return `/api/properties/network?${city}property_type=Sale&price_min=5000000&price_max=20000000&bedrooms=2`;
}

/** Each bench broker's requirements with the most matches (the owner reads them). */
async function requirementsWithMatches(db: Db, userId: string): Promise<string[]> {
  const rows = await select<{ id: string }>(
    db,
    sql`select r.id from requirements r
        join requirement_matches m on m.requirement_id = r.id and m.active
        where r.user_id = ${userId}
        group by r.id order by count(*) desc, r.id limit ${MATCHES_PER_USER}`,
  );
  return rows.map((r) => r.id);
}

const MULTIPART_BOUNDARY = 'bench-brokercircle-form';

/** POST /api/properties as the web form sends it: a multipart `data` part, no photos. */
export function propertyForm(fields: Record<string, unknown>): { body: string; contentType: string } {
  const b = MULTIPART_BOUNDARY;
  return {
    body: `--${b}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(fields)}\r\n--${b}--\r\n`,
    contentType: `multipart/form-data; boundary=${b}`,
  };
}

/**
 * New listings each bench broker might post: copies of the fields of their own latest
 * listings shared with someone (city, area, type, price, size as they list), so the
 * matching meets the requirements of that city as a real new listing would. Every
 * request creates a row; the load adds a few hundred listings to 100,000.
 */
async function newListings(db: Db, userId: string): Promise<Array<Record<string, unknown>>> {
  const rows = await select<Record<string, unknown>>(
    db,
    sql`select title, description, price::float8 as price, property_type, city_id, area_id, bedrooms, baths,
               sqft, visibility
        from properties where user_id = ${userId} and visibility <> 'Private' and city_id is not null
        order by created_at desc limit ${LISTINGS_PER_USER}`,
  );
  return rows.map((r) => ({ ...r, visibility: r.visibility === 'Public' ? 'All' : r.visibility }));
}

/** The broker each bench broker last exchanged a message with. */
async function lastPartner(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await select<{ other: string }>(
    db,
    sql`select case when sender_id = ${userId} then recipient_id else sender_id end as other
        from messages where sender_id = ${userId} or recipient_id = ${userId}
        order by created_at desc limit 1`,
  );
  return row?.other;
}

async function someFlyers(db: Db): Promise<string[]> {
  const rows = await select<{ public_id: string; title: string }>(
    db,
    sql`select public_id, title from flyers order by md5(public_id) limit ${FLYERS}`,
  );
  return rows.map(
    (r) => `/flyer/${encodeURIComponent(r.public_id)}/${encodeURIComponent(flyerSlugOf(r.title))}`,
  );
}

/** Public project pages (/p/{public_id}) of a spread of projects and sharing brokers. */
async function someProjectPages(db: Db): Promise<string[]> {
  const rows = await select<{ public_id: string }>(
    db,
    sql`select public_id from project_shares order by md5(public_id) limit ${PROJECT_PAGES}`,
  );
  return rows.map((r) => `/p/${encodeURIComponent(r.public_id)}`);
}

export type PropertyIds = { network: string[][]; mine: string[][] };

/**
 * The scenarios. Property detail rotates over listings each broker actually sees in
 * their network and own lists (answers of the list scenarios, captured first).
 */
export async function buildScenarios(
  db: Db,
  users: readonly BenchUser[],
  listed: () => PropertyIds,
): Promise<Array<Scenario | (() => Scenario)>> {
  const everyone = (path: string) => users.map((_, user) => ({ user, path }));
  const partners = await Promise.all(users.map((u) => lastPartner(db, u.id)));
  const flyers = await someFlyers(db);
  const projectPages = await someProjectPages(db);
  const filters = await Promise.all(users.map((u) => networkFilter(db, u.id)));
  const withMatches = await Promise.all(users.map((u) => requirementsWithMatches(db, u.id)));
  const listings = await Promise.all(users.map((u) => newListings(db, u.id)));
  return [
    { name: 'feed', route: 'GET /api/feed', items: everyone('/api/feed') },
    {
      name: 'network listings',
      route: 'GET /api/properties/network',
      items: everyone('/api/properties/network'),
    },
    {
      name: 'network listings filtered',
      route: 'GET /api/properties/network?city_id&property_type&price_min&price_max&bedrooms',
      items: users.map((_, user) => ({ user, path: filters[user] ?? '/api/properties/network' })),
    },
    {
      name: 'my listings',
      route: 'GET /api/properties/mine',
      items: everyone('/api/properties/mine'),
    },
    () => {
      const { network, mine } = listed();
      const items = users.flatMap((_, user) =>
        [
          ...(network[user] ?? []).slice(0, DETAIL_PER_USER - 1),
          ...(mine[user] ?? []).slice(0, 1),
        ].map((id) => ({
          user,
          path: `/api/properties/${id}`,
        })),
      );
      return { name: 'property detail', route: 'GET /api/properties/:id', items };
    },
    {
      name: 'notifications',
      route: 'GET /api/notifications',
      items: everyone('/api/notifications'),
    },
    {
      name: 'conversation',
      route: 'GET /api/messages/with/:userId',
      items: users.flatMap((_, user) => {
        const other = partners[user];
        return other ? [{ user, path: `/api/messages/with/${other}` }] : [];
      }),
    },
    {
      name: 'flyer page',
      route: 'GET /flyer/:publicId/:slug',
      items: flyers.map((path) => ({ user: null, path })),
    },
    {
      name: 'requirement matches',
      route: 'GET /api/requirements/:id/matches',
      items: users.flatMap((_, user) =>
        (withMatches[user] ?? []).map((id) => ({ user, path: `/api/requirements/${id}/matches` })),
      ),
    },
    {
      name: 'agreements list',
      route: 'GET /api/agreements',
      items: everyone('/api/agreements'),
    },
    {
      name: 'project page',
      route: 'GET /p/:publicId',
      items: projectPages.map((path) => ({ user: null, path })),
    },
    // Last: it writes (listings, notifications, matches), the reads above see the network as built.
    {
      name: 'create listing',
      route: 'POST /api/properties (with matching and notifications)',
      items: users.flatMap((_, user) =>
        (listings[user] ?? []).map((fields) => ({
          user,
          path: '/api/properties',
          method: 'POST' as const,
          ...propertyForm(fields),
        })),
      ),
    },
  ];
}

export const signInBody = (user: BenchUser) => ({ email: user.email, password: BENCH_PASSWORD });

export type SignedIn = { token: string; expiresAt: number };

/** The access token and its expiry (ms) from a POST /api/auth/token answer. */
export function readSession(body: unknown): SignedIn {
  const session = (body as { session?: { access_token?: unknown; expires_at?: unknown } }).session;
  if (typeof session?.access_token !== 'string' || typeof session.expires_at !== 'number') {
    throw new Error(`unexpected sign-in answer: ${JSON.stringify(body).slice(0, 200)}`);
  }
  // expires_at is in seconds (as the web app's session store reads it).
  return { token: session.access_token, expiresAt: session.expires_at * 1000 };
}

// Requirements (issue 19) and the matches they have when the bench starts.
//
// Requirements are spread like the listings they look for: a broker posts them for
// clients in their own city, Sale or Rent, budgets drawn from the same distribution as
// the generated prices (a window of about 0.8x to 1.15x around a centre, a quarter with a
// maximum only), 1 to 5 BHK (most ask for one or two counts), a third with a size range,
// a third 'anywhere in the city' and the rest naming one to three of its localities.
// That keeps a new listing's matches in the tens, as in a real network, not thousands.
//
// The initial requirement_matches come from the app's own rule and score: the select is
// built on `matchRule` (find-match-candidates.ts) and each pair is scored by
// `scoreMatch`, so no second copy of either can drift. It runs in chunks of requirements
// (by a hash of their id) and writes each chunk with one INSERT ... SELECT over a JSON
// recordset; the pairs count as announced long ago (they are not news to a new listing).
import { and, eq, sql } from 'drizzle-orm';
import { MATCH_BUDGET_TOLERANCE } from '#shared/schemas/requirements.ts';
import type { Queryable } from '#server/db/open.ts';
import { cities, properties, requirements } from '#server/db/schema.ts';
import { matchRule } from '#server/features/requirements/matching/find-match-candidates.ts';
import { scoreMatch } from '#server/features/requirements/matching/score-match.ts';
import type { GenerationContext } from './network';
import {
  brokerId,
  bulkLoad,
  daysBefore,
  exec,
  int,
  oneOfBy,
  pick,
  rnd,
  scalar,
  uuidOf,
} from './sql';
import { FIRST_NAMES, LAST_NAMES, REQUIREMENT_SENTENCES } from './vocabulary';

export const requirementId = (k: string) => uuidOf(`'bcr-' || (${k})`);

/** About this many requirements per chunk of the initial matching. */
const REQUIREMENTS_PER_CHUNK = 2_000;

export async function generateRequirements({ db, size, anchor }: GenerationContext): Promise<void> {
  if (size.requirements === 0) return;
  // The same price distribution as generateProperties (r^2 towards the cheaper end).
  const centre = (q: string) => `case when ${q}.property_type = 'Sale'
      then 2500000 + power(${rnd(`${q}.k`, 204)}, 2) * 47500000
      else 8000 + power(${rnd(`${q}.k`, 204)}, 2) * 142000 end`;
  const step = `case when q.property_type = 'Sale' then 50000 else 1000 end`;
  const roundTo = (value: string) => `(round((${value}) / ${step}) * ${step})::bigint`;
  const status = `case when ${rnd('k', 210)} < 0.75 then 'active' when ${rnd('k', 210)} < 0.83 then 'on_hold'
                       when ${rnd('k', 210)} < 0.93 then 'fulfilled' else 'expired' end`;
  await bulkLoad(db, ['requirements'], (tx) =>
    exec(
      tx,
      `insert into requirements (id, user_id, property_type, city_id, area_ids, budget_min, budget_max,
                                 bedrooms_min, bedrooms_max, sqft_min, sqft_max, notes, client_note,
                                 visibility, status, expires_at, created_at, updated_at)
       select ${requirementId('q.k')}, ${brokerId('q.owner')}, q.property_type, q.city_id,
              case when ${rnd('q.k', 202)} < 0.35 then '{}'::integer[]
                   else array(select a.area_id from bench_areas a where a.city_id = q.city_id
                              order by hashint8extended(a.area_id, q.k) limit 1 + ${pick('q.k', 203, 3)}) end,
              case when ${rnd('q.k', 205)} < 0.75 then ${roundTo(`q.centre * (0.75 + 0.15 * ${rnd('q.k', 206)})`)} end,
              ${roundTo(`q.centre * (1.05 + 0.15 * ${rnd('q.k', 207)})`)},
              case when q.bhk_asked then q.bhk end,
              case when q.bhk_asked then q.bhk + (${rnd('q.k', 209)} < 0.4)::int end,
              case when q.sized then 400 + q.bhk * 350 end,
              case when q.sized then 900 + q.bhk * 350 end,
              concat_ws(' ', ${oneOfBy(REQUIREMENT_SENTENCES, 'q.k * 4', 211)}, ${oneOfBy(REQUIREMENT_SENTENCES, 'q.k * 4 + 1', 211)}),
              'Client ' || ${oneOfBy(FIRST_NAMES, 'q.k', 212)} || ' ' || ${oneOfBy(LAST_NAMES, 'q.k', 213)}
                || ', +9197' || lpad(q.k::text, 8, '0'),
              case when ${rnd('q.k', 214)} < 0.10 then 'Private' when ${rnd('q.k', 214)} < 0.55 then 'Network Only'
                   else 'All' end,
              q.status,
              case when q.status = 'expired' then ${daysBefore(anchor, `1 + ${rnd('q.k', 215)} * 20`)}
                   else ${daysBefore(anchor, `-1 - ${rnd('q.k', 215)} * 29`)} end,
              q.created_at, q.created_at
       from (select k, o.owner, b.city_id, t.property_type, ${status} as status,
                    1 + ${pick('k', 208, 5, 1.4)} as bhk, ${rnd('k', 216)} < 0.85 as bhk_asked,
                    ${rnd('k', 217)} < 0.3 as sized,
                    ${daysBefore(anchor, `power(${rnd('k', 218)}, 1.3) * 120`)} as created_at
             from generate_series(0, ${int(size.requirements - 1)}) k
             cross join lateral (select ${pick('k', 200, size.brokers, 1.4)} as owner) o
             cross join lateral (select case when ${rnd('k', 201)} < 0.65 then 'Sale' else 'Rent' end as property_type) t
             join bench_brokers b on b.i = o.owner) q0
       cross join lateral (select q0.*, ${centre('q0')} as centre) q`,
    ),
  );
  // The matching below plans with these statistics.
  await exec(db, `analyze requirements`);
}

/** The pairs the app's rule finds for requirements of one chunk, with what scoring needs. */
export function chunkCandidates(db: Queryable, chunks: number, chunk: number) {
  return db
    .select({
      requirementId: requirements.id,
      propertyId: properties.id,
      budgetMin: requirements.budgetMin,
      budgetMax: requirements.budgetMax,
      bedroomsMin: requirements.bedroomsMin,
      bedroomsMax: requirements.bedroomsMax,
      sqftMin: requirements.sqftMin,
      sqftMax: requirements.sqftMax,
      namesAreas: sql<boolean>`cardinality(${requirements.areaIds}) > 0`,
      price: properties.price,
      bedrooms: properties.bedrooms,
      sqft: properties.sqft,
      area: properties.area,
      city: cities.name,
      at: sql<string>`greatest(${requirements.createdAt}, ${properties.createdAt})::text`,
    })
    .from(requirements)
    .innerJoin(
      properties,
      and(eq(properties.cityId, requirements.cityId), eq(properties.propertyType, requirements.propertyType)),
    )
    .innerJoin(cities, eq(cities.id, requirements.cityId))
    .where(
      and(
        sql`(hashtext(${requirements.id}::text) & 2147483647) % ${chunks} = ${chunk}`,
        matchRule,
        // Implied by matchRule for generated rows (every one has a budget maximum), but in
        // this form the planner can bound the properties_matching_idx scan by price.
        sql`${properties.price} <= ${requirements.budgetMax} * ${1 + MATCH_BUDGET_TOLERANCE}::numeric`,
        sql`${properties.price} >= coalesce(${requirements.budgetMin}, 0) * ${1 - MATCH_BUDGET_TOLERANCE}::numeric`,
      ),
    );
}

export async function generateRequirementMatches({ db, size }: GenerationContext): Promise<void> {
  if (size.requirements === 0) return;
  const total = await scalar(db, `select count(*) from requirements`);
  const chunks = Math.max(1, Math.ceil(total / REQUIREMENTS_PER_CHUNK));
  await bulkLoad(db, ['requirement_matches'], async (tx) => {
    for (let chunk = 0; chunk < chunks; chunk++) {
      const candidates = await chunkCandidates(tx, chunks, chunk);
      if (candidates.length === 0) continue;
      const records = candidates.map((c) => {
        const { score, reasons } = scoreMatch(c);
        return { r: c.requirementId, p: c.propertyId, s: score, reasons, at: c.at };
      });
      await tx.execute(
        sql`insert into requirement_matches (requirement_id, property_id, score, reasons, announced_at, created_at, updated_at)
            select x.r, x.p, x.s, x.reasons, x.at, x.at, x.at
            from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
              as x(r uuid, p uuid, s integer, reasons text[], at timestamptz)`,
      );
    }
  });
}

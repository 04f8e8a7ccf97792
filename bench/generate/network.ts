// Brokers (auth_users + profiles + company) and their connections.
//
// Connections follow the configuration model: every broker gets a target number of
// accepted connections (uniform in minDegree..maxDegree), that many "stubs" are
// shuffled by hash and paired off, and self-pairs and repeated pairs are dropped, so a
// broker ends up with about its target, and the pairs are unique for the unordered-pair
// index by construction. bench_adj (broker, nth, neighbour) then lets likes, comments,
// messages and notifications pick a real connection of someone with one join.
import type { Db } from '#server/db/open.ts';
import type { NetworkSize } from './sizes';
import {
  brokerId,
  bulkLoad,
  companyId,
  connectionId,
  daysBefore,
  exec,
  int,
  literal,
  num,
  oneOf,
  oneOfBy,
  pick,
  rnd,
} from './sql';
import { COMPANY_SUFFIXES, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES } from './vocabulary';

export type GenerationContext = {
  db: Db;
  size: NetworkSize;
  /** A timestamptz literal: the network's "now". */
  anchor: string;
  passwordHash: string;
};

export async function generateCompanies({ db, size }: GenerationContext): Promise<void> {
  const word = oneOf(COMPANY_WORDS, `(x % ${COMPANY_WORDS.length})`);
  const suffix = oneOf(
    COMPANY_SUFFIXES,
    `((x / ${COMPANY_WORDS.length}) % ${COMPANY_SUFFIXES.length})`,
  );
  await bulkLoad(db, ['company'], (tx) =>
    exec(
      tx,
      `insert into company (id, name, nar, creai, brai, realtor)
       select ${companyId('x')}, ${word} || ' ' || ${suffix} || ' ' || (x + 1),
              ${rnd('x', 101)} < 0.3, ${rnd('x', 102)} < 0.2, ${rnd('x', 103)} < 0.1, ${rnd('x', 104)} < 0.4
       from generate_series(0, ${int(size.companies - 1)}) x`,
    ),
  );
}

/** bench_cities / bench_areas: the seeded cities and their localities, numbered. */
export async function prepareReferenceHelpers({ db }: GenerationContext): Promise<void> {
  await exec(db, `drop table if exists bench_cities, bench_areas`);
  await exec(
    db,
    `create unlogged table bench_cities as
     select (row_number() over (order by c.id) - 1)::int as rn, c.id as city_id, c.name,
            (select count(*) from local_areas la where la.city_id = c.id)::int as n_areas
     from cities c where exists (select 1 from local_areas la where la.city_id = c.id)`,
  );
  await exec(db, `alter table bench_cities add primary key (rn)`);
  await exec(
    db,
    `create unlogged table bench_areas as
     select la.city_id, (row_number() over (partition by la.city_id order by la.id) - 1)::int as crn,
            la.id as area_id, la.area
     from local_areas la`,
  );
  await exec(db, `alter table bench_areas add primary key (city_id, crn)`);
}

export async function generateBrokers(ctx: GenerationContext): Promise<void> {
  const { db, size, anchor } = ctx;
  const n = size.brokers;
  await exec(db, `drop table if exists bench_brokers`);
  // Big cities get more brokers (power 1.5 towards the first seeded cities).
  await exec(
    db,
    `create unlogged table bench_brokers as
     select i, ${brokerId('i')} as id,
            ${oneOfBy(FIRST_NAMES, 'i', 1)} || ' ' || ${oneOfBy(LAST_NAMES, 'i', 2)} as name,
            c.city_id, c.name as city,
            ${pick('i', 3, size.companies)} as company,
            ${daysBefore(anchor, `${rnd('i', 4)} * 1000 + 1`)} as member_since
     from generate_series(0, ${int(n - 1)}) i
     join bench_cities c on c.rn = ${pick('i', 5, '(select count(*) from bench_cities)', 1.5)}`,
  );
  await exec(db, `alter table bench_brokers add primary key (i)`);

  await bulkLoad(db, ['auth_users'], (tx) =>
    exec(
      tx,
      `insert into auth_users (id, email, name, password_hash, created_at, updated_at)
       select id, 'broker' || i || '@bench.brokercircle.test', name, ${literal(ctx.passwordHash)},
              member_since, member_since
       from bench_brokers`,
    ),
  );

  const companyName = `(select name from company where id = ${companyId('b.company')})`;
  await bulkLoad(db, ['profiles'], (tx) =>
    exec(
      tx,
      `insert into profiles (id, full_name, email, avatar_url, city, bio, areas, company_name, company_id,
                             member_since, phone, website, role, vanity_url, updated_at)
       select b.id, b.name, 'broker' || b.i || '@bench.brokercircle.test',
              case when ${rnd('b.i', 6)} < 0.4 then '/media/avatars/' || md5('bca-' || b.i) || '/avatar.webp' end,
              b.city,
              case when ${rnd('b.i', 7)} < 0.7 then 'Helping families find homes in ' || b.city
                   || ' since ' || (2000 + ${pick('b.i', 8, 24)}) || '. Resale, rentals and new launches.' end,
              array(select a.area from bench_areas a where a.city_id = b.city_id
                    order by hashint8extended(a.area_id, b.i) limit 1 + ${pick('b.i', 9, 3)}),
              ${companyName}, ${companyId('b.company')},
              b.member_since, '+9198' || lpad(b.i::text, 8, '0'),
              case when ${rnd('b.i', 10)} < 0.2 then 'https://broker' || b.i || '.example.com' end,
              'broker',
              case when ${rnd('b.i', 11)} < 0.25 then 'broker-' || b.i end,
              b.member_since
       from bench_brokers b`,
    ),
  );
}

export async function generateConnections(ctx: GenerationContext): Promise<void> {
  const { db, size, anchor } = ctx;
  const n = size.brokers;
  const spread = size.maxDegree - size.minDegree + 1;
  await exec(db, `drop table if exists bench_stubs, bench_edges, bench_adj, bench_deg`);
  await exec(
    db,
    `create unlogged table bench_stubs as
     select b.i, hashint8extended(b.i::bigint * 1000 + s.k, 21) as h
     from generate_series(0, ${int(n - 1)}) b(i)
     cross join lateral generate_series(1, ${int(size.minDegree)} + ${pick('b.i', 20, spread)}) s(k)`,
  );
  await db.transaction(async (tx) => {
    await exec(tx, `set local work_mem = '256MB'`);
    await exec(
      tx,
      `create unlogged table bench_edges as
       select distinct least(a, b) as a, greatest(a, b) as b, 'accepted'::text as status
       from (select i as a, lead(i) over w as b, row_number() over w as rn
             from bench_stubs window w as (order by h, i)) s
       where rn % 2 = 1 and b is not null and a <> b`,
    );
  });
  await exec(db, `drop table bench_stubs`);
  await exec(db, `alter table bench_edges add primary key (a, b)`);
  // A few requests still waiting for an answer.
  await exec(
    db,
    `insert into bench_edges (a, b, status)
     select distinct least(i, j), greatest(i, j), 'pending'
     from (select i, ${pick('i', 22, n)} as j from generate_series(0, ${int(n - 1)}) i
           where ${rnd('i', 23)} < ${num(size.pendingShare)}) s
     where i <> j and not exists (select 1 from bench_edges e where e.a = least(i, j) and e.b = greatest(i, j))`,
  );

  const pair = `(e.a::bigint * ${int(n)} + e.b)`;
  const created = daysBefore(anchor, `${rnd(pair, 25)} * 700`);
  await bulkLoad(db, ['connections'], (tx) =>
    exec(
      tx,
      `insert into connections (id, requester_id, recipient_id, status, created_at, updated_at)
       select ${connectionId('e.a', 'e.b')},
              case when ${rnd(pair, 24)} < 0.5 then ${brokerId('e.a')} else ${brokerId('e.b')} end,
              case when ${rnd(pair, 24)} < 0.5 then ${brokerId('e.b')} else ${brokerId('e.a')} end,
              e.status, ${created}, ${created}
       from bench_edges e`,
    ),
  );

  await exec(
    db,
    `create unlogged table bench_adj as
     select i, (row_number() over (partition by i order by j))::int as nth, j
     from (select a as i, b as j from bench_edges where status = 'accepted'
           union all select b, a from bench_edges where status = 'accepted') s`,
  );
  await exec(db, `alter table bench_adj add primary key (i, nth)`);
  await exec(
    db,
    `create unlogged table bench_deg as select i, count(*)::int as deg from bench_adj group by i`,
  );
  await exec(db, `alter table bench_deg add primary key (i)`);
}

/**
 * Join clauses that bind `alias`.j to a random accepted connection of broker `of`
 * (brokers without one drop out of the select).
 */
export function neighbourJoin(alias: string, of: string, seed: string, salt: number): string {
  return `join bench_deg ${alias}_d on ${alias}_d.i = (${of})
    join bench_adj ${alias} on ${alias}.i = ${alias}_d.i and ${alias}.nth = 1 + floor(${rnd(seed, salt)} * ${alias}_d.deg)::int`;
}

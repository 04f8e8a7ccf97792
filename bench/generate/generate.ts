// Builds a realistic network straight into the database with set-based SQL (INSERT ...
// SELECT over generate_series), through the app's own database layer: openDatabase has
// already migrated it, seedReferenceData has put the cities and localities in. Prints
// each step's time and row count. Helper tables (bench_*) are dropped at the end.
import type { Db } from '#server/db/open.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import {
  generateFlyers,
  generateMessages,
  generateNotifications,
  generatePostBookmarks,
  generatePostComments,
  generatePostLikes,
  generatePosts,
  generateProperties,
} from './content';
import {
  type GenerationContext,
  generateBrokers,
  generateCompanies,
  generateConnections,
  prepareReferenceHelpers,
} from './network';
import { generateAgreements } from './agreements';
import { generateProjects } from './projects';
import { generateRequirementMatches, generateRequirements } from './requirements';
import type { NetworkSize } from './sizes';
import { exec, literal, rows, scalar } from './sql';

/** Every bench broker signs in with this password (one argon2id hash, computed once). */
export const BENCH_PASSWORD = 'bench-password-2026';
export const benchEmail = (i: number) => `broker${i}@bench.brokercircle.test`;

export type StepTiming = { step: string; table: string; rows: number; ms: number };
export type DegreeStats = { min: number; p50: number; avg: number; max: number };
export type GenerationReport = {
  steps: StepTiming[];
  totalMs: number;
  rows: Record<string, number>;
  acceptedDegree: DegreeStats;
};

const HELPERS = [
  'bench_cities',
  'bench_areas',
  'bench_brokers',
  'bench_stubs',
  'bench_edges',
  'bench_adj',
  'bench_deg',
  'bench_props',
  'bench_posts',
  'bench_convs',
  'bench_open_props',
  'bench_open_counts',
  'bench_agr',
  'bench_projects',
];

export const GENERATED_TABLES = [
  'company',
  'auth_users',
  'profiles',
  'connections',
  'properties',
  'social_posts',
  'post_likes',
  'post_comments',
  'post_bookmarks',
  'messages',
  'notifications',
  'flyers',
  'requirements',
  'requirement_matches',
  'agreements',
  'agreement_signers',
  'agreement_events',
  'projects',
  'project_unit_types',
  'project_shares',
] as const;

type Step = { step: string; table: string; run: (ctx: GenerationContext) => Promise<void> };

const STEPS: Step[] = [
  { step: 'reference helpers', table: 'local_areas', run: prepareReferenceHelpers },
  { step: 'companies', table: 'company', run: generateCompanies },
  { step: 'brokers (auth_users + profiles)', table: 'profiles', run: generateBrokers },
  { step: 'connections', table: 'connections', run: generateConnections },
  { step: 'properties', table: 'properties', run: generateProperties },
  { step: 'posts', table: 'social_posts', run: generatePosts },
  { step: 'post likes', table: 'post_likes', run: generatePostLikes },
  { step: 'post comments', table: 'post_comments', run: generatePostComments },
  { step: 'post bookmarks', table: 'post_bookmarks', run: generatePostBookmarks },
  { step: 'messages', table: 'messages', run: generateMessages },
  { step: 'notifications', table: 'notifications', run: generateNotifications },
  { step: 'flyers', table: 'flyers', run: generateFlyers },
  { step: 'requirements', table: 'requirements', run: generateRequirements },
  { step: 'requirement matches', table: 'requirement_matches', run: generateRequirementMatches },
  { step: 'agreements (signers, events)', table: 'agreements', run: generateAgreements },
  { step: 'projects (unit types, shares)', table: 'project_shares', run: generateProjects },
];

export async function generateNetwork(
  db: Db,
  size: NetworkSize,
  log: (line: string) => void = console.log,
): Promise<GenerationReport> {
  const existing = await scalar(db, `select count(*) from profiles`);
  if (existing > 0)
    throw new Error('The database already has brokers: the generator needs an empty one.');
  const started = performance.now();
  const anchor = `${literal(new Date(Math.floor(Date.now() / 1000) * 1000).toISOString())}::timestamptz`;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const ctx: GenerationContext = { db, size, anchor, passwordHash };
  const steps: StepTiming[] = [];
  try {
    for (const step of STEPS) {
      const t0 = performance.now();
      await step.run(ctx);
      const ms = performance.now() - t0;
      const count = await scalar(db, `select count(*) from ${step.table}`);
      steps.push({ step: step.step, table: step.table, rows: count, ms });
      log(
        `  ${step.step.padEnd(32)} ${String(count).padStart(10)} rows  ${(ms / 1000).toFixed(1).padStart(7)} s`,
      );
    }
    const acceptedDegree = await degreeStats(db);
    await dropHelpers(db);
    const t0 = performance.now();
    // Fresh statistics and visibility maps, as a long-running database would have.
    for (const table of GENERATED_TABLES) await exec(db, `vacuum analyze ${table}`);
    const ms = performance.now() - t0;
    steps.push({ step: 'vacuum analyze', table: '', rows: 0, ms });
    log(
      `  ${'vacuum analyze'.padEnd(32)} ${''.padStart(10)}       ${(ms / 1000).toFixed(1).padStart(7)} s`,
    );
    const counts: Record<string, number> = {};
    for (const table of GENERATED_TABLES)
      counts[table] = await scalar(db, `select count(*) from ${table}`);
    return { steps, totalMs: performance.now() - started, rows: counts, acceptedDegree };
  } catch (error) {
    await dropHelpers(db).catch(() => {});
    throw error;
  }
}

async function dropHelpers(db: Db): Promise<void> {
  await exec(db, `drop table if exists ${HELPERS.join(', ')}`);
}

async function degreeStats(db: Db): Promise<DegreeStats> {
  const [row] = await rows<{ min: number; p50: number; avg: number; max: number }>(
    db,
    `select coalesce(min(deg), 0)::int as min, coalesce(percentile_disc(0.5) within group (order by deg), 0)::int as p50,
            coalesce(round(avg(deg), 1), 0)::float8 as avg, coalesce(max(deg), 0)::int as max
     from (select p.id, coalesce(g.deg, 0) as deg from profiles p
           left join (select u, count(*) as deg
                      from (select requester_id as u from connections where status = 'accepted'
                            union all select recipient_id from connections where status = 'accepted') e
                      group by u) g on g.u = p.id) d`,
  );
  return row ?? { min: 0, p50: 0, avg: 0, max: 0 };
}

/** For the record: the server's own version string. */
export async function serverVersion(db: Db): Promise<string> {
  const [row] = await rows<{ v: string }>(db, `select version() as v`);
  return row?.v ?? '';
}

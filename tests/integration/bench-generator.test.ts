// The bench's data generator at a micro size (0.001: 20 brokers): every table gets rows,
// nothing points at a missing row (the generator loads with foreign-key triggers off),
// connections stay one per unordered pair, and a generated broker can sign in and read
// each bench scenario through the real app, so the rows pass the API's own schemas. The
// initial requirement matches are the ones the app's own matching finds.
// No timing is asserted: speed is what `npm run bench` prints.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GENERATED_TABLES,
  generateNetwork,
  type GenerationReport,
} from '../../bench/generate/generate';
import { networkSize } from '../../bench/generate/sizes';
import {
  buildScenarios,
  pickUsers,
  readSession,
  signInBody,
  type PropertyIds,
} from '../../bench/lib/scenarios';
import type { AgreementDocumentFacts } from '#shared/agreements/agreement-document.ts';
import { buildAgreementDocument, documentText } from '#shared/agreements/build-agreement-document.ts';
import { agreementInputSchema } from '#shared/schemas/agreements.ts';
import { sha256Hex } from '#server/features/agreements/document/sha256.ts';
import { findMatchCandidates } from '#server/features/requirements/matching/find-match-candidates.ts';
import { scoreMatch } from '#server/features/requirements/matching/score-match.ts';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let report: GenerationReport;

beforeAll(async () => {
  t = await createTestApp();
  report = await generateNetwork(t.database.db, networkSize('custom', 0.001), () => {});
}, 120_000);

afterAll(async () => {
  await t.close();
});

async function rows<T>(text: string): Promise<T[]> {
  const result = (await t.database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

describe('bench data generator', () => {
  it('fills every table it generates', () => {
    for (const table of GENERATED_TABLES) expect(report.rows[table], table).toBeGreaterThan(0);
    expect(report.rows.profiles).toBe(20);
    expect(report.rows.auth_users).toBe(report.rows.profiles);
    expect(report.acceptedDegree.min).toBeGreaterThan(0);
  });

  it('leaves no foreign key pointing at a missing row', async () => {
    const keys = await rows<{ child: string; col: string; parent: string; pcol: string }>(
      `select c.conrelid::regclass::text as child, a.attname as col, c.confrelid::regclass::text as parent, pa.attname as pcol
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
       where c.contype = 'f' and array_length(c.conkey, 1) = 1
         and c.conrelid::regclass::text in (${GENERATED_TABLES.map((n) => `'${n}'`).join(', ')})`,
    );
    expect(keys.length).toBeGreaterThan(10);
    for (const k of keys) {
      const [orphans] = await rows<{ n: number }>(
        `select count(*)::int as n from ${k.child} c
         where c.${k.col} is not null and not exists (select 1 from ${k.parent} p where p.${k.pcol} = c.${k.col})`,
      );
      expect(orphans?.n, `${k.child}.${k.col} -> ${k.parent}`).toBe(0);
    }
  });

  it('keeps one connection per pair of brokers and none with oneself', async () => {
    const [pairs] = await rows<{ total: number; distinct_pairs: number; self: number }>(
      `select count(*)::int as total,
              count(distinct (least(requester_id, recipient_id), greatest(requester_id, recipient_id)))::int as distinct_pairs,
              count(*) filter (where requester_id = recipient_id)::int as self
       from connections`,
    );
    expect(pairs?.total).toBe(pairs?.distinct_pairs);
    expect(pairs?.self).toBe(0);
  });

  it('keeps exactly the matches the app finds, scored as the app scores them', async () => {
    const active = await rows<{ id: string }>(
      `select id from requirements where status = 'active' and expires_at > now()`,
    );
    expect(active.length).toBeGreaterThan(0);
    const expected: string[] = [];
    for (const { id } of active) {
      for (const c of await findMatchCandidates(t.database.db, { requirementId: id })) {
        const { score, reasons } = scoreMatch(c);
        expected.push(`${c.requirementId} ${c.propertyId} ${score} ${reasons.join('|')}`);
      }
    }
    const kept = await rows<{ r: string; p: string; score: number; reasons: string[]; active: boolean }>(
      `select requirement_id as r, property_id as p, score, reasons, active from requirement_matches`,
    );
    expect(kept.every((m) => m.active)).toBe(true);
    expect(kept.map((m) => `${m.r} ${m.p} ${m.score} ${m.reasons.join('|')}`).sort()).toEqual(
      expected.sort(),
    );
    expect(kept.length).toBeGreaterThan(0);
  });

  it('drafts and sends agreements as the app does: valid terms, frozen documents, signers', async () => {
    const all = await rows<{
      id: string;
      kind: string;
      language: string;
      status: string;
      terms: unknown;
      document_facts: AgreementDocumentFacts | null;
      document_sha256: string | null;
      signers: string[] | null;
    }>(
      `select a.id, a.kind, a.language, a.status, a.terms, a.document_facts, a.document_sha256,
              (select array_agg(s.role order by s.role) from agreement_signers s where s.agreement_id = a.id) as signers
       from agreements a`,
    );
    expect(all.length).toBeGreaterThan(0);
    for (const a of all) {
      const parsed = agreementInputSchema.safeParse({ kind: a.kind, language: a.language, terms: a.terms });
      expect(parsed.success, `${a.id} ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      if (a.status === 'draft') {
        expect(a.signers).toBeNull();
        continue;
      }
      expect(a.document_facts).not.toBeNull();
      expect(a.document_sha256).toBe(sha256Hex(documentText(buildAgreementDocument(a.document_facts!))));
      expect(a.signers).toEqual(
        a.kind === 'broker_to_broker' ? ['broker', 'listing_broker'] : ['broker', 'client'],
      );
    }
  });

  it("lists each bench broker's agreements through the app, as many as they are party to", async () => {
    const users = await pickUsers(t.database.db);
    for (const user of users) {
      const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: signInBody(user) });
      const token = readSession(signIn.json()).token;
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/agreements?page_size=50',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const [party] = await rows<{ ids: string[] }>(
        `select array(select id::text from agreements where owner_id = '${user.id}'
                      union select agreement_id::text from agreement_signers
                            where user_id = '${user.id}' and role = 'listing_broker' order by 1) as ids`,
      );
      const list = res.json<{ items: Array<{ id: string }>; total: number }>();
      expect(list.total).toBeGreaterThan(0);
      expect(list.total).toBe(party?.ids.length);
      expect(list.items.map((i) => i.id).sort()).toEqual(party?.ids.slice(0, 50).sort());
    }
  });

  it('gives every project share a public page (the sharing broker may share it)', async () => {
    const shares = await rows<{ public_id: string }>(`select public_id from project_shares`);
    expect(shares.length).toBeGreaterThan(0);
    for (const { public_id } of shares) {
      const res = await t.app.inject({ method: 'GET', url: `/p/${public_id}` });
      expect(res.statusCode, public_id).toBe(200);
    }
  });

  it('lets a generated broker sign in and read every bench scenario', async () => {
    const users = await pickUsers(t.database.db);
    expect(users.length).toBeGreaterThan(0);
    const tokens: string[] = [];
    for (const user of users) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: signInBody(user),
      });
      expect(res.statusCode, res.body).toBe(200);
      tokens.push(readSession(res.json()).token);
    }
    const listed: PropertyIds = { network: [], mine: [] };
    const scenarios = await buildScenarios(t.database.db, users, () => listed);
    for (const entry of scenarios) {
      const scenario = typeof entry === 'function' ? entry() : entry;
      expect(scenario.items.length, scenario.name).toBeGreaterThan(0);
      for (const item of scenario.items) {
        const token = item.user === null ? undefined : tokens[item.user];
        const res = await t.app.inject({
          method: item.method ?? 'GET',
          url: item.path,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(item.contentType ? { 'content-type': item.contentType } : {}),
          },
          ...(item.body === undefined ? {} : { payload: item.body }),
        });
        expect(res.statusCode, `${scenario.name} ${item.path}: ${res.body.slice(0, 300)}`).toBe(
          item.method === 'POST' ? 201 : 200,
        );
        if (item.user !== null && scenario.name === 'network listings') {
          listed.network[item.user] = res
            .json<{ items: Array<{ id: string }> }>()
            .items.map((p) => p.id);
        }
        if (item.user !== null && scenario.name === 'my listings') {
          listed.mine[item.user] = res
            .json<{ items: Array<{ id: string }> }>()
            .items.map((p) => p.id);
        }
      }
    }
  });
});

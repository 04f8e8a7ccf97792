// Agreements (issue 20) as brokers draft and send them: seller mandates on the drafter's
// own listing, buyer (or tenant) mandates on their own requirement, and co-broking that
// brings their requirement to another member's open listing (All or Public) of the same
// city and type. Drafts have no signers yet; a sent agreement has the broker's signer row
// (signed when sent) and the other party's (the client with a link while it is open, or
// co-broking's listing broker, a member), and its trail.
//
// The rows are loaded set-based; then the document of every sent agreement is frozen by
// the app's own code (documentFactsOf, buildAgreementDocument, documentText, sha256Hex),
// so `document_facts` and `document_sha256` are what a send would write; signers and
// events read them back with SQL. An executed agreement's PDF key and SHA-256 are stand-ins:
// no PDF is rendered or stored, and nothing the bench reads opens it.
import { inArray, sql } from 'drizzle-orm';
import { buildAgreementDocument, documentText } from '#shared/agreements/build-agreement-document.ts';
import { agreements } from '#server/db/schema.ts';
import { documentFactsOf } from '#server/features/agreements/document-facts.ts';
import { sha256Hex } from '#server/features/agreements/document/sha256.ts';
import type { GenerationContext } from './network';
import { requirementId } from './requirements';
import { bulkLoad, daysBefore, exec, int, literal, oneOfBy, pick, propertyId, rnd, rows } from './sql';
import { FIRST_NAMES, LAST_NAMES } from './vocabulary';

/** Sent agreements whose documents are built per batch (each its own few reads). */
const DOCUMENTS_PER_BATCH = 500;
const DOCUMENT_CONCURRENCY = 8;
const OPEN = `('sent', 'viewed')`;

export async function generateAgreements(ctx: GenerationContext): Promise<void> {
  const { db, size, anchor } = ctx;
  if (size.agreements === 0) return;
  await exec(db, `drop table if exists bench_open_props, bench_open_counts, bench_agr`);
  // Listings any member may bring a client to, numbered per city and type.
  await exec(
    db,
    `create unlogged table bench_open_props as
     select city_id, property_type, (row_number() over (partition by city_id, property_type order by id) - 1)::int as rn,
            id, user_id
     from properties where visibility in ('All', 'Public') and city_id is not null`,
  );
  await exec(db, `alter table bench_open_props add primary key (city_id, property_type, rn)`);
  await exec(
    db,
    `create unlogged table bench_open_counts as
     select city_id, property_type, count(*)::int as n from bench_open_props group by city_id, property_type`,
  );

  const kind = `case when ${rnd('a', 301)} < 0.55 then 'seller_to_broker'
                     when ${rnd('a', 301)} < 0.85 then 'buyer_to_broker' else 'broker_to_broker' end`;
  const status = `case when ${rnd('a', 305)} < 0.12 then 'draft' when ${rnd('a', 305)} < 0.22 then 'sent'
                       when ${rnd('a', 305)} < 0.30 then 'viewed' when ${rnd('a', 305)} < 0.80 then 'executed'
                       when ${rnd('a', 305)} < 0.86 then 'declined' when ${rnd('a', 305)} < 0.93 then 'cancelled'
                       else 'expired' end`;
  // Drafts in the last two months, open links within their 14 days, the rest over a year.
  const created = `case when b.status = 'draft' then ${daysBefore(anchor, `${rnd('b.a', 306)} * 60`)}
                        when b.status in ${OPEN} then ${daysBefore(anchor, `0.2 + ${rnd('b.a', 306)} * 12`)}
                        else ${daysBefore(anchor, `20 + power(${rnd('b.a', 306)}, 1.3) * 345`)} end`;
  const clientName = `${oneOfBy(FIRST_NAMES, 'b.a', 307)} || ' ' || ${oneOfBy(LAST_NAMES, 'b.a', 308)}`;
  const clientEmail = `case when ${rnd('b.a', 309)} < 0.6
      then lower(${oneOfBy(FIRST_NAMES, 'b.a', 307)}) || '.' || b.a || '@clients.bench.brokercircle.test' else '' end`;
  const clientPhone = `'+9198' || lpad(b.a::text, 8, '0')`;
  const startDate = `to_char(t.created_at, 'YYYY-MM-DD')`;
  const endDate = `to_char(t.created_at + (${oneOfBy(['90', '180', '365'], 'b.a', 310)})::int * interval '1 day', 'YYYY-MM-DD')`;
  const percent = `(1 + ${pick('b.a', 311, 4)} * 0.5)::float8`;
  const terms = `case b.kind
      when 'seller_to_broker' then jsonb_build_object(
        'owner_name', ${clientName}, 'owner_email', ${clientEmail}, 'owner_phone', ${clientPhone},
        'property_id', sp.id, 'asking_price', round(sp.price)::bigint,
        'commission_basis', case when sp.property_type = 'Rent' then 'months_rent' else 'percent' end,
        'commission_value', case when sp.property_type = 'Rent' then 1 else ${percent} end,
        'start_date', ${startDate}, 'end_date', ${endDate},
        'exclusivity', ${oneOfBy(['exclusive', 'non_exclusive', 'sole_selling'], 'b.a', 312)}, 'rera_number', '')
      when 'buyer_to_broker' then jsonb_build_object(
        'client_name', ${clientName}, 'client_email', ${clientEmail}, 'client_phone', ${clientPhone},
        'requirement_id', rq.id,
        'fee_basis', case when rq.property_type = 'Rent' then 'months_rent' else 'percent' end,
        'fee_value', case when rq.property_type = 'Rent' then 1 else ${percent} end,
        'start_date', ${startDate}, 'end_date', ${endDate},
        'exclusivity', ${oneOfBy(['exclusive', 'non_exclusive'], 'b.a', 312)}, 'rera_number', '')
      else jsonb_build_object(
        'requirement_id', rq.id, 'property_id', op.id,
        'client_broker_share', ${oneOfBy(['50', '50', '40', '60'], 'b.a', 313)}::int,
        'invoicing', ${oneOfBy(['listing_broker_collects', 'client_broker_collects', 'each_own_client'], 'b.a', 314)},
        'protection_days', 90, 'payment_days', 7, 'rera_number', '') end`;
  await exec(
    db,
    `create unlogged table bench_agr as
     select b.a, b.kind, b.status, t.created_at,
            case when b.kind = 'seller_to_broker' then sp.user_id else rq.user_id end as owner_id,
            case b.kind when 'seller_to_broker' then sp.id when 'broker_to_broker' then op.id end as property_id,
            case when b.kind <> 'seller_to_broker' then rq.id end as requirement_id,
            op.user_id as listing_broker_id,
            ${terms} as terms
     from (select a, ${kind} as kind, ${status} as status from generate_series(0, ${int(size.agreements - 1)}) a) b
     cross join lateral (select ${created} as created_at) t
     left join properties sp on b.kind = 'seller_to_broker' and sp.id = ${propertyId(pick('b.a', 302, size.properties))}
     left join requirements rq on b.kind <> 'seller_to_broker'
       and rq.id = ${requirementId(pick('b.a', 303, Math.max(1, size.requirements)))}
     left join bench_open_counts oc on b.kind = 'broker_to_broker' and oc.city_id = rq.city_id
       and oc.property_type = rq.property_type
     left join bench_open_props op on op.city_id = oc.city_id and op.property_type = oc.property_type
       and op.rn = ${pick('b.a', 304, 'oc.n')}
     where case b.kind when 'seller_to_broker' then sp.id is not null
                       when 'buyer_to_broker' then rq.id is not null
                       else op.id is not null and op.user_id <> rq.user_id and rq.client_note <> '' end`,
  );
  await exec(db, `alter table bench_agr add primary key (a)`);

  // When each step happened: sent within hours of drafting; the client looks within two
  // days; signing, declining or cancelling within five; a link dies after 14 days.
  const id = `overlay(overlay(md5('bca-' || g.a) placing '4' from 13) placing '8' from 17)::uuid`;
  const sentAt = `g.created_at + ${rnd('g.a', 320)} * 0.15 * interval '1 day'`;
  const sha = (salt: string) => `md5('${salt}-' || g.a) || md5('${salt}2-' || g.a)`;
  await bulkLoad(db, ['agreements'], (tx) =>
    exec(
      tx,
      `insert into agreements (id, owner_id, kind, status, language, terms, property_id, requirement_id,
                               document_sha256, sent_at, expires_at, executed_at, reminded_at, pdf_key, pdf_sha256,
                               created_at, updated_at)
       select ${id}, g.owner_id, g.kind, g.status, case when ${rnd('g.a', 321)} < 0.1 then 'hi' else 'en' end,
              g.terms, g.property_id, g.requirement_id,
              case when g.status <> 'draft' then ${sha('bcad')} end,
              s.sent_at, s.sent_at + interval '14 days', s.executed_at,
              case when (g.status in ${OPEN} and s.sent_at < ${daysBefore(anchor, '3')}) or g.status = 'expired'
                   then s.sent_at + interval '3 days' end,
              case when g.status = 'executed' then 'agreements/' || ${id} || '/agreement-' || substr(${sha('bcapdf')}, 1, 16) || '.pdf' end,
              case when g.status = 'executed' then ${sha('bcapdf')} end,
              g.created_at, coalesce(s.executed_at, s.ended_at, s.sent_at, g.created_at)
       from bench_agr g
       cross join lateral (select case when g.status <> 'draft' then ${sentAt} end as sent_at) s0
       cross join lateral (
         select s0.sent_at,
                case when g.status = 'executed' then s0.sent_at + (0.1 + ${rnd('g.a', 322)} * 4) * interval '1 day' end as executed_at,
                case when g.status in ('declined', 'cancelled') then s0.sent_at + (0.1 + ${rnd('g.a', 322)} * 4) * interval '1 day'
                     when g.status = 'expired' then s0.sent_at + interval '14 days' end as ended_at) s`,
    ),
  );
  await freezeDocuments(ctx);
  await generateSigners(ctx);
  await generateEvents(ctx);
}

/** documentFactsOf and the document's SHA-256 of every sent agreement, as sending writes them. */
async function freezeDocuments({ db }: GenerationContext): Promise<void> {
  const ids = await rows<{ id: string }>(db, `select id from agreements where status <> 'draft' order by id`);
  for (let start = 0; start < ids.length; start += DOCUMENTS_PER_BATCH) {
    const batch = ids.slice(start, start + DOCUMENTS_PER_BATCH).map((r) => r.id);
    const agreementRows = await db.select().from(agreements).where(inArray(agreements.id, batch));
    const records: Array<{ id: string; facts: unknown; sha: string }> = [];
    for (let i = 0; i < agreementRows.length; i += DOCUMENT_CONCURRENCY) {
      const slice = agreementRows.slice(i, i + DOCUMENT_CONCURRENCY);
      const built = await Promise.all(
        slice.map(async (row) => {
          const facts = await documentFactsOf(db, row, { id: row.ownerId, isAdmin: false });
          return { id: row.id, facts, sha: sha256Hex(documentText(buildAgreementDocument(facts))) };
        }),
      );
      records.push(...built);
    }
    await db.execute(
      sql`update agreements a set document_facts = x.facts, document_sha256 = x.sha
          from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(id uuid, facts jsonb, sha text)
          where a.id = x.id`,
    );
  }
}

/** The broker's signer (signed when sent) and the other party's, for every sent agreement. */
async function generateSigners({ db, anchor }: GenerationContext): Promise<void> {
  const seen = `case when a.status in ('viewed', 'executed', 'declined')
      then least(case when a.status = 'viewed' then ${anchor} else coalesce(a.executed_at, a.updated_at) end,
                 a.sent_at + ${rnd('hashtext(a.id::text)', 330)} * 2 * interval '1 day') end`;
  const client = (field: string) =>
    `nullif(coalesce(a.terms->>'owner_${field}', a.terms->>'client_${field}'), '')`;
  await bulkLoad(db, ['agreement_signers'], async (tx) => {
    await exec(
      tx,
      `insert into agreement_signers (id, agreement_id, role, user_id, name, email, phone, viewed_at, signed_at,
                                      signed_name, signed_document_sha256, created_at)
       select overlay(overlay(md5('bcasb-' || a.id) placing '4' from 13) placing '8' from 17)::uuid,
              a.id, 'broker', a.owner_id, a.document_facts->'broker'->>'name', a.document_facts->'broker'->>'email',
              a.document_facts->'broker'->>'phone', a.sent_at, a.sent_at, a.document_facts->'broker'->>'name',
              a.document_sha256, a.sent_at
       from agreements a where a.status <> 'draft'`,
    );
    await exec(
      tx,
      `insert into agreement_signers (id, agreement_id, role, user_id, name, email, phone, token_hash, viewed_at,
                                      signed_at, signed_name, signed_document_sha256, declined_at, decline_reason,
                                      created_at)
       select overlay(overlay(md5('bcaso-' || a.id) placing '4' from 13) placing '8' from 17)::uuid,
              a.id,
              case when a.kind = 'broker_to_broker' then 'listing_broker' else 'client' end,
              case when a.kind = 'broker_to_broker' then p.user_id end,
              case when a.kind = 'broker_to_broker' then a.document_facts->'listingBroker'->>'name'
                   else coalesce(a.terms->>'owner_name', a.terms->>'client_name') end,
              case when a.kind = 'broker_to_broker' then a.document_facts->'listingBroker'->>'email' else ${client('email')} end,
              case when a.kind = 'broker_to_broker' then a.document_facts->'listingBroker'->>'phone' else ${client('phone')} end,
              case when a.kind <> 'broker_to_broker' and a.status in ${OPEN}
                   then md5('bcat-' || a.id) || md5('bcat2-' || a.id) end,
              ${seen}, a.executed_at,
              case when a.status = 'executed' then case when a.kind = 'broker_to_broker' then a.document_facts->'listingBroker'->>'name'
                   else coalesce(a.terms->>'owner_name', a.terms->>'client_name') end end,
              case when a.status = 'executed' then a.document_sha256 end,
              case when a.status = 'declined' then a.updated_at end,
              case when a.status = 'declined' then 'Not going ahead for now' end,
              a.sent_at
       from agreements a
       left join properties p on a.kind = 'broker_to_broker' and p.id = a.property_id
       where a.status <> 'draft'`,
    );
  });
}

/** The trail: drafted; signed and sent; then viewed, signed and executed, declined, cancelled or expired. */
async function generateEvents({ db }: GenerationContext): Promise<void> {
  const broker = `coalesce(a.document_facts->'broker'->>'name', pr.full_name)`;
  const steps: Array<{ type: string; actor: string; signer: string; at: string; detail: string; where: string }> = [
    { type: 'created', actor: broker, signer: 'null', at: 'a.created_at', detail: `'{}'`, where: 'true' },
    {
      type: 'signed',
      actor: broker,
      signer: 'bs.id',
      at: 'a.sent_at',
      detail: `jsonb_build_object('document_sha256', a.document_sha256, 'confirmed_with', 'password')`,
      where: `a.status <> 'draft'`,
    },
    { type: 'sent', actor: broker, signer: 'null', at: `a.sent_at + interval '1 millisecond'`, detail: `'{}'`, where: `a.status <> 'draft'` },
    { type: 'viewed', actor: 'os.name', signer: 'os.id', at: 'os.viewed_at', detail: `'{}'`, where: `os.viewed_at is not null and a.kind <> 'broker_to_broker'` },
    {
      type: 'signed',
      actor: 'os.name',
      signer: 'os.id',
      at: 'a.executed_at',
      detail: `jsonb_build_object('document_sha256', a.document_sha256)`,
      where: `a.status = 'executed'`,
    },
    { type: 'executed', actor: literal('BrokerCircle'), signer: 'null', at: `a.executed_at + interval '1 millisecond'`, detail: `'{}'`, where: `a.status = 'executed'` },
    { type: 'declined', actor: 'os.name', signer: 'os.id', at: 'a.updated_at', detail: `jsonb_build_object('reason', os.decline_reason)`, where: `a.status = 'declined'` },
    { type: 'cancelled', actor: broker, signer: 'null', at: 'a.updated_at', detail: `'{}'`, where: `a.status = 'cancelled'` },
    { type: 'expired', actor: literal('BrokerCircle'), signer: 'null', at: 'a.expires_at', detail: `'{}'`, where: `a.status = 'expired'` },
  ];
  await bulkLoad(db, ['agreement_events'], async (tx) => {
    for (const [n, s] of steps.entries()) {
      await exec(
        tx,
        `insert into agreement_events (id, agreement_id, signer_id, type, actor, detail, created_at)
         select overlay(overlay(md5('bcae-${n}-' || a.id) placing '4' from 13) placing '8' from 17)::uuid,
                a.id, ${s.signer}, '${s.type}', ${s.actor}, ${s.detail}, ${s.at}
         from agreements a
         join profiles pr on pr.id = a.owner_id
         left join agreement_signers bs on bs.agreement_id = a.id and bs.role = 'broker'
         left join agreement_signers os on os.agreement_id = a.id and os.role <> 'broker'
         where ${s.where}`,
      );
    }
  });
}

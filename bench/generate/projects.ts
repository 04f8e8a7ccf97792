// Projects (issue 21) as marketers create them: a few hundred new projects in the
// marketer's city, with photos, most with a brochure, a price sheet of two to four unit
// types, and public pages (project_shares): the marketer's own for most, and the pages of
// some of the marketer's accepted connections, who may bring clients to any of their
// projects (mayShareProject holds for every share, as the app checks when it makes one).
import { type GenerationContext, neighbourJoin } from './network';
import { brokerId, bulkLoad, daysBefore, exec, int, oneOfBy, pick, rnd } from './sql';
import { COMPANY_WORDS, PROPERTY_SENTENCES } from './vocabulary';

const PROJECT_SUFFIXES = ['Heights', 'Residency', 'Greens', 'Towers', 'Enclave', 'Gardens', 'Vista', 'Park'];
const AMENITIES = ['Clubhouse', 'Swimming pool', 'Gym', "Children's play area", 'Jogging track', 'Power backup', 'Covered parking', 'Security', 'Lift', 'Rainwater harvesting'];
const COMMISSIONS = ['2 % of agreement value', '2.5 % of agreement value', '3 % of agreement value', '1.5 % of basic sale price'];
/** Shares of connections per project: 0 to this many (a marketer's own page aside). */
const MAX_CONNECTION_SHARES = 12;

const projectId = (x: string) => `overlay(overlay(md5('bcpj-' || (${x})) placing '4' from 13) placing '8' from 17)::uuid`;

export async function generateProjects({ db, size, anchor }: GenerationContext): Promise<void> {
  if (size.projects === 0) return;
  await exec(db, `drop table if exists bench_projects`);
  await exec(
    db,
    `create unlogged table bench_projects as
     select x, o.marketer, b.city_id, b.city, a.area,
            ${daysBefore(anchor, `${rnd('x', 402)} * 300`)} as created_at
     from generate_series(0, ${int(size.projects - 1)}) x
     cross join lateral (select ${pick('x', 401, size.brokers, 1.6)} as marketer) o
     join bench_brokers b on b.i = o.marketer
     join bench_cities c on c.city_id = b.city_id
     join bench_areas a on a.city_id = b.city_id and a.crn = ${pick('x', 403, 'c.n_areas')}`,
  );
  await exec(db, `alter table bench_projects add primary key (x)`);
  const status = `case when ${rnd('p.x', 404)} < 0.3 then 'pre_launch' when ${rnd('p.x', 404)} < 0.75 then 'launched'
                       when ${rnd('p.x', 404)} < 0.95 then 'ready' else 'sold_out' end`;
  const amenities = `array(select am from unnest(array[${AMENITIES.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]) with ordinality u(am, n)
                           order by hashint8extended(p.x * 16 + n, 405) limit 3 + ${pick('p.x', 406, 4)})`;
  const images = `array(select '/media/projects/' || ${projectId('p.x')} || '/' || md5('bcpji-' || p.x || '-' || n) || '/full.webp'
                        from generate_series(1, 2 + ${pick('p.x', 407, 6)}) n)`;
  const hasBrochure = `${rnd('p.x', 408)} < 0.6`;
  await bulkLoad(db, ['projects', 'project_unit_types', 'project_shares'], async (tx) => {
    await exec(
      tx,
      `insert into projects (id, marketer_id, name, developer, rera_project_number, city_id, area, address,
                             possession_date, description, amenities, visibility, status, protection_days,
                             who_may_register, commission, images, brochure_url, brochure_name, brochure_bytes,
                             created_at, updated_at)
       select ${projectId('p.x')}, ${brokerId('p.marketer')},
              ${oneOfBy(COMPANY_WORDS, 'p.x', 409)} || ' ' || ${oneOfBy(PROJECT_SUFFIXES, 'p.x', 410)},
              ${oneOfBy(COMPANY_WORDS, 'p.x', 411)} || ' Developers',
              'P5' || lpad((hashint8extended(p.x, 412) & 1048575)::text, 10, '0'),
              p.city_id, p.area, 'Near ' || p.area || ' main road, ' || p.area || ', ' || p.city,
              (p.created_at + (180 + ${pick('p.x', 413, 900)}) * interval '1 day')::date,
              concat_ws(' ', ${oneOfBy(PROPERTY_SENTENCES, 'p.x * 4', 414)}, ${oneOfBy(PROPERTY_SENTENCES, 'p.x * 4 + 1', 414)},
                        ${oneOfBy(PROPERTY_SENTENCES, 'p.x * 4 + 2', 414)}),
              ${amenities},
              case when ${rnd('p.x', 415)} < 0.35 then 'Network Only' when ${rnd('p.x', 415)} < 0.75 then 'All' else 'Public' end,
              ${status}, ${oneOfBy(['30', '60', '60', '90'], 'p.x', 416)}::int,
              case when ${rnd('p.x', 417)} < 0.6 then 'network' else 'all' end,
              ${oneOfBy(COMMISSIONS, 'p.x', 418)}, ${images},
              case when ${hasBrochure} then '/media/projects/' || ${projectId('p.x')} || '/brochure/' || md5('bcpjb-' || p.x) || '/brochure.pdf' end,
              case when ${hasBrochure} then 'brochure.pdf' end,
              case when ${hasBrochure} then 800000 + ${pick('p.x', 419, 4000000)} end,
              p.created_at, p.created_at
       from bench_projects p`,
    );
    // Two to four unit types from 1 or 2 BHK up; 'from' prices computed (from_price null).
    await exec(
      tx,
      `insert into project_unit_types (id, project_id, label, carpet_sqft, price_per_sqft, floor_rise, other_charges, created_at)
       select overlay(overlay(md5('bcpu-' || p.x || '-' || u.n) placing '4' from 13) placing '8' from 17)::uuid,
              ${projectId('p.x')}, (1 + f.first + u.n) || ' BHK', 350 + (1 + f.first + u.n) * 300 + ${pick('p.x * 8 + u.n', 421, 150)},
              (60 + ${pick('p.x', 422, 140)}) * 100, ${oneOfBy(['0', '25', '50'], 'p.x', 423)}::int,
              ${oneOfBy(['0', '150000', '300000', '500000'], 'p.x', 424)}::int,
              p.created_at + u.n * interval '1 second'
       from bench_projects p
       cross join lateral (select ${pick('p.x', 420, 2)} as first) f
       cross join lateral generate_series(0, 1 + ${pick('p.x', 425, 3)}) u(n)`,
    );
    // The marketer's own page (most make one), then pages of some of their connections.
    await exec(
      tx,
      `insert into project_shares (id, public_id, project_id, broker_id, created_at)
       select overlay(overlay(md5('bcpsm-' || p.x) placing '4' from 13) placing '8' from 17)::uuid,
              substr(md5('bcpsm-' || p.x), 1, 12), ${projectId('p.x')}, ${brokerId('p.marketer')},
              p.created_at + interval '1 hour'
       from bench_projects p where ${rnd('p.x', 430)} < 0.8`,
    );
    await exec(
      tx,
      `insert into project_shares (id, public_id, project_id, broker_id, created_at)
       select overlay(overlay(md5('bcps-' || s.x || '-' || s.j) placing '4' from 13) placing '8' from 17)::uuid,
              substr(md5('bcps-' || s.x || '-' || s.j), 1, 12), ${projectId('s.x')}, ${brokerId('s.j')},
              least(${anchor}, s.created_at + (1 + ${rnd('s.x * 64 + s.j', 433)} * 30) * interval '1 day')
       from (select distinct on (p.x, n.j) p.x, n.j, p.created_at
             from bench_projects p
             cross join lateral generate_series(1, ${pick('p.x', 431, MAX_CONNECTION_SHARES + 1)}) l(y)
             ${neighbourJoin('n', 'p.marketer', 'p.x * 64 + l.y', 432)}) s`,
    );
  });
}

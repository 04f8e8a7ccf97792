// 'Download my data' and project marketing (issue 21, decision 044): the marketer's export
// holds the projects they market (every field, price sheet, towers and units with a hold's
// broker by name, photos and brochure as files), the registrations brokers made for them
// as the marketer reads them (client name and phone, visits without slip codes, booking and
// payout) and their public page links; a broker's export holds the clients they registered
// (with their visits' codes and slips, booking and payout) and their page links. Neither
// holds what the app does not show them: no other broker's client, phone or e-mail, no
// other marketer's terms. Built through the API. PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inventory } from '#shared/schemas/project-inventory.ts';
import type { ProjectShare } from '#shared/schemas/project-shares.ts';
import type { Visit } from '#shared/schemas/project-visits.ts';
import type { Project, Registration } from '#shared/schemas/projects.ts';
import { profiles, projectRegistrations } from '#server/db/schema.ts';
import { csvEntry, downloadExport, jsonEntry, readZip, requestExport, type ZipEntries } from '../helpers/data-export';
import { jpegImage } from '../helpers/images';
import { buildMultipart } from '../helpers/multipart';
import { call, MINIMAL_PDF, postProject, putBrochure, registerOk } from '../helpers/projects';
import { bearer, createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type World = {
  mira: SignedIn;
  farida: SignedIn;
  sanjay: SignedIn;
  omar: SignedIn;
  woods: Project;
  omarProject: Project;
  /** Farida's client on Woods: visited, booked on a unit of the grid, payout invoiced. */
  anil: Registration;
  visit: Visit;
  /** Farida's client on Omar's project. */
  devika: Registration;
  /** Sanjay's client on Woods (the name a spreadsheet would run as a formula). */
  sanjayClient: Registration;
  miraShare: ProjectShare;
  faridaShare: ProjectShare;
  secrets: Record<string, string>;
};

async function ok<T>(res: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

async function buildWorld(t: TestApp): Promise<World> {
  const tag = Date.now().toString(36);
  const mira = await registerBroker(t, { name: 'Mira Marketer', email: `mira-${tag}@example.com` });
  const farida = await registerBroker(t, { name: 'Farida First', email: `farida-${tag}@example.com` });
  const sanjay = await registerBroker(t, { name: 'Sanjay Second', email: `sanjay-${tag}@example.com` });
  const omar = await registerBroker(t, { name: 'Omar Other', email: `omar-${tag}@example.com` });
  const phones = { [mira.id]: '+91 90000 10001', [farida.id]: '+91 90000 20002', [sanjay.id]: '+91 90000 30003', [omar.id]: '+91 90000 40004' };
  for (const [id, phone] of Object.entries(phones)) {
    await t.database.db.update(profiles).set({ phone }).where(eq(profiles.id, id));
  }

  const woods = await postProject(t, mira, {
    name: 'Godrej Woods',
    developer: 'Godrej Properties',
    rera_project_number: 'PRM/KA/RERA/1251/309/PR/170915/001234',
    area: 'Whitefield',
    address: 'Off Varthur Road',
    possession_date: '2028-03-31',
    description: 'Forest-facing towers',
    amenities: ['Clubhouse', 'Pool'],
    visibility: 'All',
    status: 'launched',
    protection_days: 45,
    who_may_register: 'all',
    commission: '2.5 % of agreement value',
  });
  const form = buildMultipart([{ name: 'images', filename: 'front.jpg', data: await jpegImage(320, 240), contentType: 'image/jpeg' }]);
  const withPhoto = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${woods.id}/images`,
    headers: { ...form.headers, ...bearer(mira.accessToken) },
    payload: form.payload,
  });
  expect(withPhoto.statusCode, withPhoto.body).toBe(200);
  expect((await putBrochure(t, mira, woods.id, MINIMAL_PDF, 'Woods brochure.pdf')).statusCode).toBe(200);
  const twoBhk = await ok<{ id: string }>(
    await call(t, mira, 'POST', `/api/projects/${woods.id}/unit-types`, { label: '2 BHK', carpet_sqft: 1150, price_per_sqft: 8200, other_charges: 50_000 }),
    201,
  );
  await ok(await call(t, mira, 'POST', `/api/projects/${woods.id}/towers`, { name: 'Tower A', floors: 2, units_per_floor: 2, unit_type_id: twoBhk.id }), 201);
  const inventory = await ok<Inventory>(await call(t, mira, 'GET', `/api/projects/${woods.id}/inventory`));
  const [unit101, unit102] = inventory.towers[0]?.units.filter((u) => u.floor === 1) ?? [];
  if (!unit101 || !unit102) throw new Error('no units on floor 1');

  const anil = await registerOk(t, farida, woods.id, { client_name: 'Anil Kumar', client_phone: '98450 12345' });
  const visit = await ok<Visit>(await call(t, farida, 'POST', `/api/projects/registrations/${anil.id}/visits`, { scheduled_at: inDays(2) }), 201);
  await ok(await call(t, mira, 'POST', `/api/projects/${woods.id}/check-ins`, { code: visit.code }));
  await ok(await call(t, mira, 'POST', `/api/projects/registrations/${anil.id}/booking`, { unit_id: unit101.id }), 201);
  await ok(await call(t, mira, 'POST', `/api/projects/registrations/${anil.id}/payout`, { stage: 'invoiced' }));
  await ok(await call(t, farida, 'POST', `/api/projects/${woods.id}/units/${unit102.id}/hold`));

  const sanjayClient = await registerOk(t, sanjay, woods.id, { client_name: '=HYPERLINK("http://x")', client_phone: '98450 22222' });
  // Farida's client whose protection ran out and whom Sanjay then registered: the row and
  // its client are Sanjay's now, and Farida's old visit is not his.
  const lapsed = await registerOk(t, farida, woods.id, { client_name: 'Leela Lapsed', client_phone: '98450 33333' });
  await ok(await call(t, farida, 'POST', `/api/projects/registrations/${lapsed.id}/visits`, { scheduled_at: inDays(3) }), 201);
  await t.database.db
    .update(projectRegistrations)
    .set({ protectedUntil: sql`now() - interval '1 minute'` })
    .where(eq(projectRegistrations.id, lapsed.id));
  await registerOk(t, sanjay, woods.id, { client_name: 'Leela Taken Over', client_phone: '98450 33333' });

  const omarProject = await postProject(t, omar, {
    name: 'Omar Heights',
    rera_project_number: 'OMAR-SECRET-RERA-77',
    visibility: 'All',
    who_may_register: 'all',
    commission: 'Omar pays 4 % secretly',
  });
  const devika = await registerOk(t, farida, omarProject.id, { client_name: 'Devika Rao', client_phone: '98450 44444' });
  await registerOk(t, sanjay, omarProject.id, { client_name: 'Charu Chawla', client_phone: '98450 55555' });

  const miraShare = await ok<ProjectShare>(await call(t, mira, 'POST', `/api/projects/${woods.id}/share`), 201);
  const faridaShare = await ok<ProjectShare>(await call(t, farida, 'POST', `/api/projects/${woods.id}/share`), 201);

  return {
    mira,
    farida,
    sanjay,
    omar,
    woods,
    omarProject,
    anil,
    visit,
    devika,
    sanjayClient,
    miraShare,
    faridaShare,
    secrets: {
      sanjayEmail: sanjay.email,
      sanjayPhone: '90000 30003',
      faridaEmailForMira: farida.email,
      faridaPhoneForMira: '90000 20002',
      omarEmail: omar.email,
      omarPhone: '90000 40004',
      omarCommission: 'Omar pays 4 % secretly',
      omarRera: 'OMAR-SECRET-RERA-77',
      charuName: 'Charu Chawla',
      charuPhone: '9845055555',
    },
  };
}

async function exportOf(t: TestApp, who: SignedIn): Promise<ZipEntries> {
  const requested = await requestExport(t, who);
  await t.app.jobs.runDue();
  return readZip(await downloadExport(t, who, requested.id));
}

const textOf = (zip: ZipEntries) =>
  [...zip.entries()]
    .filter(([name]) => name.endsWith('.json') || name.endsWith('.csv') || name.endsWith('.txt'))
    .map(([, data]) => data.toString('utf8'))
    .join('\n');

type ExportedProject = Record<string, unknown> & {
  id: string;
  photos: string[];
  brochure: { name: string; bytes: number; file: string | null } | null;
  price_sheet: Array<Record<string, unknown>>;
  towers: Array<{ name: string; units: Array<{ unit_number: string; state: string; held_by_name: string | null; hold_expires_at: string | null }> }>;
};
type ExportedVisit = { id: string; status: string; checked_in_at: string | null; code?: string; slip_url?: string };
type ExportedRegistration = {
  id: string;
  project: { id: string; name: string };
  broker?: Record<string, unknown>;
  client_name: string;
  client_phone: string;
  status: string;
  visits: ExportedVisit[];
  booking: { unit_label: string; payout_stage: string } | null;
};
type ProjectsJson = {
  projects: ExportedProject[];
  registrations: ExportedRegistration[];
  public_pages: Array<{ public_id: string; url: string; project: { name: string }; online: boolean }>;
};

let t: TestApp;
let w: World;
let miraZip: ZipEntries;
let faridaZip: ZipEntries;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  miraZip = await exportOf(t, w.mira);
  faridaZip = await exportOf(t, w.farida);
}, 120_000);
afterAll(async () => t.close());

describe('projects in the data export', () => {

  it("the marketer's: every field of the project, its price sheet, towers and units, photos and brochure as files", () => {
    const names = [...miraZip.keys()];
    for (const name of [
      'projects.json',
      'projects.csv',
      'project-registrations.csv',
      'project-clients.json',
      'project-clients.csv',
      `projects/${w.woods.id}/photo-1.webp`,
      `projects/${w.woods.id}/brochure.pdf`,
    ]) {
      expect(names, name).toContain(name);
    }
    expect(miraZip.get(`projects/${w.woods.id}/brochure.pdf`)?.equals(MINIMAL_PDF)).toBe(true);
    expect(miraZip.get(`projects/${w.woods.id}/photo-1.webp`)?.length).toBeGreaterThan(0);
    expect(miraZip.get('README.txt')?.toString('utf8')).toContain('project-clients.json/.csv');

    const { projects } = jsonEntry<ProjectsJson>(miraZip, 'projects.json');
    expect(projects).toHaveLength(1);
    const [woods] = projects;
    expect(woods).toMatchObject({
      id: w.woods.id,
      name: 'Godrej Woods',
      developer: 'Godrej Properties',
      rera_project_number: 'PRM/KA/RERA/1251/309/PR/170915/001234',
      city: 'Bangalore',
      area: 'Whitefield',
      address: 'Off Varthur Road',
      possession_date: '2028-03-31',
      description: 'Forest-facing towers',
      amenities: ['Clubhouse', 'Pool'],
      visibility: 'All',
      status: 'launched',
      protection_days: 45,
      who_may_register: 'all',
      commission: '2.5 % of agreement value',
      photos: [`projects/${w.woods.id}/photo-1.webp`],
      brochure: { name: 'Woods brochure.pdf', bytes: MINIMAL_PDF.length, file: `projects/${w.woods.id}/brochure.pdf` },
      hold_hours: 24,
    });
    expect(woods?.images).toHaveLength(1);
    expect(woods?.created_at).toEqual(expect.any(String));
    expect(woods?.updated_at).toEqual(expect.any(String));
    expect(woods?.price_sheet).toEqual([
      { label: '2 BHK', carpet_sqft: 1150, price_per_sqft: 8200, floor_rise: 0, other_charges: 50_000, from_price_entered: null, from_price: 1150 * 8200 + 50_000 },
    ]);
    expect(woods?.towers.map((tower) => tower.name)).toEqual(['Tower A']);
    const units = woods?.towers[0]?.units ?? [];
    expect(units.map((u) => `${u.unit_number} ${u.state} ${u.held_by_name ?? '-'}`)).toEqual([
      '101 booked -',
      '102 held Farida First',
      '201 available -',
      '202 available -',
    ]);
    expect(units[1]?.hold_expires_at).toEqual(expect.any(String));

    const rows = csvEntry(miraZip, 'projects.csv');
    expect(rows[0]?.slice(0, 3)).toEqual(['id', 'name', 'developer']);
    expect(rows).toHaveLength(2);
  });

  it("the marketer's: every registration of their projects as they read it, with visits (no slip code), booking and payout", () => {
    const { registrations } = jsonEntry<ProjectsJson>(miraZip, 'projects.json');
    expect(registrations.map((r) => `${r.client_name} ${r.client_phone} (${String(r.broker?.full_name)})`).sort()).toEqual([
      '=HYPERLINK("http://x") +919845022222 (Sanjay Second)',
      'Anil Kumar +919845012345 (Farida First)',
      'Leela Taken Over +919845033333 (Sanjay Second)',
    ]);
    const anil = registrations.find((r) => r.id === w.anil.id);
    expect(anil).toMatchObject({ project: { id: w.woods.id, name: 'Godrej Woods' }, status: 'booked' });
    expect(anil?.booking).toMatchObject({ unit_label: 'Tower A 101', payout_stage: 'invoiced' });
    expect(anil?.visits).toEqual([{ id: w.visit.id, scheduled_at: expect.any(String), status: 'done', checked_in_at: expect.any(String) }]);
    // The registering broker as the app names them: no phone or e-mail.
    expect(Object.keys(anil?.broker ?? {}).sort()).toEqual(['city', 'company_name', 'full_name', 'id']);
    // Farida's visit to the client before Sanjay registered them is not Sanjay's registration's.
    expect(registrations.find((r) => r.client_name === 'Leela Taken Over')?.visits).toEqual([]);
    // No other marketer's registrations.
    expect(registrations.every((r) => r.project.id === w.woods.id)).toBe(true);

    const csv = csvEntry(miraZip, 'project-registrations.csv');
    expect(csv).toHaveLength(4);
    // A client's name typed as a formula reaches the spreadsheet as text.
    expect(csv.some((row) => row.includes(`'=HYPERLINK("http://x")`))).toBe(true);
    const header = csv[0] ?? [];
    const anilRow = csv.find((row) => row[0] === w.anil.id) ?? [];
    expect(anilRow[header.indexOf('payout_stage')]).toBe('invoiced');
    expect(anilRow[header.indexOf('broker_name')]).toBe('Farida First');

    // The marketer registered nobody: their own clients list is empty.
    expect(jsonEntry<{ clients: unknown[] }>(miraZip, 'project-clients.json').clients).toEqual([]);
  });

  it('each holds their own public project page links', () => {
    for (const [zip, share] of [
      [miraZip, w.miraShare],
      [faridaZip, w.faridaShare],
    ] as const) {
      expect(jsonEntry<ProjectsJson>(zip, 'projects.json').public_pages).toEqual([
        { public_id: share.public_id, url: share.url, project: { id: w.woods.id, name: 'Godrej Woods' }, online: true, created_at: expect.any(String) },
      ]);
    }
  });

  it("the broker's: their clients with the project's name, dates, status, their visits with codes and slips, booking and payout", () => {
    const { projects, registrations } = jsonEntry<ProjectsJson>(faridaZip, 'projects.json');
    expect(projects).toEqual([]);
    expect(registrations).toEqual([]);
    const { clients } = jsonEntry<{ clients: Array<ExportedRegistration & Record<string, unknown>> }>(faridaZip, 'project-clients.json');
    expect(clients.map((c) => `${c.project.name}: ${c.client_name} ${c.client_phone} ${c.status}`).sort()).toEqual([
      'Godrej Woods: Anil Kumar +919845012345 booked',
      'Omar Heights: Devika Rao +919845044444 registered',
    ]);
    const anil = clients.find((c) => c.id === w.anil.id);
    expect(anil).toMatchObject({
      registered_at: w.anil.registered_at,
      is_protected: true,
      booking: { unit_label: 'Tower A 101', payout_stage: 'invoiced' },
    });
    expect(anil?.protected_until).toEqual(expect.any(String));
    expect(anil?.visits).toEqual([
      {
        id: w.visit.id,
        scheduled_at: expect.any(String),
        status: 'done',
        checked_in_at: expect.any(String),
        code: w.visit.code,
        slip_url: `http://localhost:3000/visit-slip/${w.visit.code}`,
      },
    ]);
    // Of the project, its name only.
    expect(Object.keys(anil?.project ?? {}).sort()).toEqual(['id', 'name']);
    expect(clients.find((c) => c.id === w.devika.id)?.visits).toEqual([]);

    const csv = csvEntry(faridaZip, 'project-clients.csv');
    expect(csv).toHaveLength(3);
    const header = csv[0] ?? [];
    expect(csv.find((row) => row[0] === w.anil.id)?.[header.indexOf('last_visit_slip')]).toBe(
      `http://localhost:3000/visit-slip/${w.visit.code}`,
    );
  });

  it("the broker's holds no other broker's client, phone or e-mail, and no marketer's terms", () => {
    const everything = textOf(faridaZip);
    for (const secret of [
      w.secrets.sanjayEmail,
      w.secrets.sanjayPhone,
      w.secrets.omarEmail,
      w.secrets.omarPhone,
      w.secrets.omarCommission,
      w.secrets.omarRera,
      w.secrets.charuName,
      w.secrets.charuPhone,
      'HYPERLINK',
      '9845022222',
      'Leela',
      '9845033333',
      '2.5 % of agreement value',
      '90000 10001',
      w.mira.email,
    ]) {
      expect(everything, secret).not.toContain(secret);
    }
  });

  it("the marketer's holds no broker's phone or e-mail, no visit code, nothing of another marketer's project", () => {
    const everything = textOf(miraZip);
    for (const secret of [
      w.secrets.sanjayEmail,
      w.secrets.sanjayPhone,
      w.secrets.faridaEmailForMira,
      w.secrets.faridaPhoneForMira,
      w.secrets.omarEmail,
      w.secrets.omarPhone,
      w.secrets.omarCommission,
      w.secrets.omarRera,
      w.secrets.charuName,
      w.secrets.charuPhone,
      'Omar Heights',
      'Devika',
      w.visit.code ?? 'no code',
      'visit-slip',
      w.faridaShare.public_id,
    ]) {
      expect(everything, secret).not.toContain(secret);
    }
  });
});

describe('a marketer with many registrations', () => {
  it('exports every registration once, over several pages and batches, rows of one moment included', async () => {
    const marketer = await registerBroker(t, { name: 'Busy Marketer' });
    const broker = await registerBroker(t, { name: 'Busy Broker' });
    const project = await postProject(t, marketer, { name: 'Big Project', visibility: 'All', who_may_register: 'all' });
    // One statement's rows share their registered_at: the cursor's id breaks the ties.
    const rows = Array.from({ length: 1_100 }, (_, i) => ({
      projectId: project.id,
      brokerId: broker.id,
      clientName: `Client ${i}`,
      clientPhone: `+9198${String(i).padStart(8, '0')}`,
      protectedUntil: sql`now() + interval '30 days'`,
    }));
    for (let i = 0; i < rows.length; i += 400) await t.database.db.insert(projectRegistrations).values(rows.slice(i, i + 400));
    const zip = await exportOf(t, marketer);
    const exported = jsonEntry<ProjectsJson>(zip, 'projects.json').registrations;
    expect(exported).toHaveLength(1_100);
    expect(new Set(exported.map((r) => r.client_name)).size).toBe(1_100);
    expect(csvEntry(zip, 'project-registrations.csv')).toHaveLength(1_101);
    const theirs = await exportOf(t, broker);
    expect(jsonEntry<{ clients: unknown[] }>(theirs, 'project-clients.json').clients).toHaveLength(1_100);
    expect(csvEntry(theirs, 'project-clients.csv')).toHaveLength(1_101);
  });
});

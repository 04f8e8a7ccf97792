// 'Download my data' (decision 028): a broker asks, a background job builds a zip of
// JSON and CSV with their photos, the broker hears of it in the app and by e-mail, and
// only they can download it, once per link, until it expires. Nothing private of
// another broker is in it. PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DATA_EXPORT_READY_TYPE, DATA_EXPORTS_PER_DAY } from '#shared/schemas/account.ts';
import { dataExports, jobSchedules, jobs, mailOutbox } from '#server/db/schema.ts';
import type { Storage } from '#server/lib/storage.ts';
import { buildAccountWorld, type AccountWorld } from '../helpers/account-world';
import {
  csvEntry,
  downloadExport,
  downloadLink,
  jsonEntry,
  listExports,
  readZip,
  requestExport,
  type ZipEntries,
} from '../helpers/data-export';
import { call } from '../helpers/feed';
import { notificationsOfType } from '../helpers/notifications';
import { listMediaFiles } from '../helpers/properties';
import { createSecondInstance, createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let world: AccountWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildAccountWorld(t);
}, 120_000);
afterAll(async () => t.close());

const exportRow = async (id: string) => {
  const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
};

describe('requesting and building', () => {
  let exportId: string;
  let zip: ZipEntries;

  it('queues the build; a second request while it is being prepared is refused with a clear message', async () => {
    const requested = await requestExport(t, world.asha);
    exportId = requested.id;
    expect(requested).toMatchObject({ status: 'queued', ready_at: null, expires_at: null, size_bytes: null });
    const again = await call(t, world.asha, 'POST', '/api/account/exports');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(ACCOUNT_MESSAGES.exportRunning);
    expect((await listExports(t, world.asha)).items.map((e) => e.status)).toEqual(['queued']);
  });

  it('the job builds it: ready with an expiry a week away, announced in the app and by e-mail', async () => {
    await t.app.jobs.runDue();
    const list = await listExports(t, world.asha);
    const ready = list.items[0];
    expect(ready).toMatchObject({ id: exportId, status: 'ready' });
    expect(ready?.size_bytes).toBeGreaterThan(0);
    const [week] = await t.database.db
      .select({ ok: sql<boolean>`${dataExports.expiresAt} between now() + interval '6 days 23 hours' and now() + interval '7 days 1 hour'` })
      .from(dataExports)
      .where(eq(dataExports.id, exportId));
    expect(week?.ok).toBe(true);
    expect(list.remaining_today).toBe(DATA_EXPORTS_PER_DAY - 1);

    const [notice] = await notificationsOfType(t, world.asha, DATA_EXPORT_READY_TYPE);
    expect(notice).toMatchObject({ action_url: '/profile#download-my-data', read_at: null });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'data_export_ready'), eq(mailOutbox.toAddress, world.asha.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('http://localhost:3000/profile#download-my-data');
    // The mail leads to the signed-in page, never to the file itself.
    expect(mails[0]?.textBody).not.toContain('/api/account/exports');
  });

  it('only its owner gets a download link; the export id alone opens nothing', async () => {
    const other = await call(t, world.bina, 'POST', `/api/account/exports/${exportId}/link`);
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/account/exports/${exportId}/link` });
    expect(anonymous.statusCode).toBe(401);
    for (const url of [
      `/api/account/exports/${exportId}/download`,
      `/api/account/exports/${exportId}/download?ticket=guess-guess-guess-guess`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res).message).toBe(ACCOUNT_MESSAGES.downloadLinkInvalid);
    }
  });

  it('a link downloads the zip once, as an attachment that is never cached', async () => {
    const link = await downloadLink(t, world.asha, exportId);
    expect(link.expires_in).toBe(60);
    expect(link.url).toMatch(new RegExp(`^/api/account/exports/${exportId}/download\\?ticket=`));
    // There is no HEAD twin: it would run the download and spend the ticket.
    expect((await t.app.inject({ method: 'HEAD', url: link.url })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: link.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="brokercircle-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    zip = await readZip(res.rawPayload);
    const again = await t.app.inject({ method: 'GET', url: link.url });
    expect(again.statusCode).toBe(404);
    // A ticket of one export does not open another.
    const second = await downloadLink(t, world.asha, exportId);
    const ticket = new URL(second.url, 'http://x').searchParams.get('ticket') ?? '';
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/account/exports/00000000-0000-4000-8000-000000000000/download?ticket=${ticket}`,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('holds one JSON per area, CSVs of the tabular parts, and the photos as files', () => {
    const names = [...zip.keys()];
    for (const name of [
      'README.txt',
      'profile.json',
      'profile/photo.webp',
      'listings.json',
      'listings.csv',
      'connections.json',
      'connections.csv',
      'messages.json',
      'messages.csv',
      'posts.json',
      'posts.csv',
      'comments.csv',
      'flyers.json',
      'flyers.csv',
      'invitations.json',
      'invitations.csv',
      'notifications.json',
      'requirements.json',
      'requirements.csv',
      'agreements.json',
      `agreements/${world.agreement.id}.pdf`,
      'projects.json',
      'projects.csv',
      'project-registrations.csv',
      'project-clients.json',
      'project-clients.csv',
      `listings/${world.listing.id}/photo-1.webp`,
      `listings/${world.listing.id}/photo-2.webp`,
      `listings/${world.publicListing.id}/photo-1.webp`,
      `posts/${world.post.id}.webp`,
      `flyers/${world.flyer.id}/photo-1.webp`,
    ]) {
      expect(names, name).toContain(name);
    }
    // The signed PDF is the executed one, byte for byte (its SHA-256 is the stored one).
    expect(createHash('sha256').update(zip.get(`agreements/${world.agreement.id}.pdf`) ?? Buffer.alloc(0)).digest('hex')).toBe(
      world.agreement.pdf_sha256,
    );
    // The photos are the stored files, byte for byte.
    const stored = fs.readFileSync(path.join(t.config.mediaDir, world.listing.images[0]?.replace('/media/', '') ?? ''));
    expect(zip.get(`listings/${world.listing.id}/photo-1.webp`)?.equals(stored)).toBe(true);
  });

  it('says what the broker has: profile, listings, connections, messages, posts, flyers, invitations', () => {
    const profile = jsonEntry<{ account: { email: string }; profile: Record<string, unknown>; two_factor_methods: unknown[] }>(
      zip,
      'profile.json',
    );
    expect(profile.account.email).toBe(world.asha.email);
    expect(profile.profile).toMatchObject({ full_name: 'Asha Rao', phone: '+919876543210', photo: 'profile/photo.webp' });

    const listings = jsonEntry<{ listings: Array<{ id: string; title: string; photos: string[] }> }>(zip, 'listings.json');
    expect(listings.listings.map((l) => l.title).sort()).toEqual(['Asha corner flat', 'Asha garden villa']);
    expect(listings.listings.find((l) => l.id === world.listing.id)?.photos).toEqual([
      `listings/${world.listing.id}/photo-1.webp`,
      `listings/${world.listing.id}/photo-2.webp`,
    ]);
    const listingRows = csvEntry(zip, 'listings.csv');
    expect(listingRows[0]?.slice(0, 3)).toEqual(['id', 'title', 'property_type']);
    expect(listingRows).toHaveLength(3);

    const connections = jsonEntry<{ connections: Array<{ status: string; direction: string; broker: { full_name: string } }> }>(
      zip,
      'connections.json',
    );
    expect(connections.connections.map((c) => `${c.status} ${c.direction} ${c.broker.full_name}`).sort()).toEqual([
      'accepted sent Bina Shah',
      'pending received Dev Kumar',
    ]);

    const messages = jsonEntry<{ messages: Array<{ direction: string; content: string; with: { full_name: string }; property: { title: string | null } | null }> }>(
      zip,
      'messages.json',
    );
    expect(messages.messages.map((m) => `${m.direction} ${m.with.full_name}: ${m.content}`)).toEqual([
      'sent Bina Shah: Hello Bina, is the lake view flat still free?',
      'received Bina Shah: Yes, come on Sunday =SUM(1,2)',
    ]);
    expect(messages.messages[0]?.property?.title).toBe('Bina lake view');
    // A spreadsheet shows the formula-looking message as text.
    const messageRows = csvEntry(zip, 'messages.csv');
    expect(messageRows.some((r) => r.includes("'Yes, come on Sunday =SUM(1,2)") || r.includes('Yes, come on Sunday =SUM(1,2)'))).toBe(true);

    const posts = jsonEntry<{
      posts: Array<{ id: string; content: string; image: string | null; likes: number; comments: number }>;
      comments: Array<{ post_id: string; content: string }>;
      likes: Array<{ post_id: string }>;
      bookmarks: Array<{ post_id: string }>;
    }>(zip, 'posts.json');
    expect(posts.posts).toEqual([
      expect.objectContaining({ id: world.post.id, image: `posts/${world.post.id}.webp`, likes: 1, comments: 1 }),
    ]);
    expect(posts.comments).toEqual([expect.objectContaining({ post_id: world.binaPost.id, content: 'Asha: I have one in HSR' })]);
    expect(posts.likes).toEqual([expect.objectContaining({ post_id: world.binaPost.id })]);
    expect(posts.bookmarks).toEqual([expect.objectContaining({ post_id: world.binaPost.id })]);

    const flyers = jsonEntry<{ flyers: Array<{ id: string; title: string; listing: { title: string }; images: unknown[] }> }>(
      zip,
      'flyers.json',
    );
    expect(flyers.flyers).toEqual([
      expect.objectContaining({ id: world.flyer.id, title: 'Lake view for my client', listing: { id: world.binaListing.id, title: 'Bina lake view' } }),
    ]);
    expect(flyers.flyers[0]?.images).toContain(`flyers/${world.flyer.id}/photo-1.webp`);

    const requirements = jsonEntry<{ requirements: Array<{ id: string; client_note: string; budget_max: number }> }>(zip, 'requirements.json');
    expect(requirements.requirements).toEqual([
      expect.objectContaining({ id: world.requirement.id, client_note: 'Mr Kapoor, 98860 11111', budget_max: 20_000_000 }),
    ]);
    const agreementsJson = jsonEntry<{ agreements: Array<{ id: string; status: string; pdf: string; trail: Array<{ type: string }> }> }>(
      zip,
      'agreements.json',
    );
    expect(agreementsJson.agreements).toEqual([
      expect.objectContaining({ id: world.agreement.id, status: 'executed', pdf: `agreements/${world.agreement.id}.pdf` }),
    ]);
    expect(agreementsJson.agreements[0]?.trail.map((e) => e.type)).toContain('executed');

    const invitations = jsonEntry<{ invitations: Array<{ invitee_email: string; invitee_phone: string }>; whatsapp_messages: unknown[] }>(
      zip,
      'invitations.json',
    );
    expect(invitations.invitations).toEqual([
      expect.objectContaining({ invitee_email: world.invitationEmail, invitee_phone: '+919000000001' }),
    ]);
    expect(invitations.whatsapp_messages).toHaveLength(1);
  });

  it("holds nothing private of another broker: not Bina's e-mail, phone, Private listing or other conversations", () => {
    const everything = [...zip.entries()]
      .filter(([name]) => !name.endsWith('.webp'))
      .map(([, data]) => data.toString('utf8'))
      .join('\n');
    for (const secret of Object.values(world.secrets)) expect(everything).not.toContain(secret);
    // No second factor's secret either.
    expect(everything).not.toMatch(/"secret"/);
  });
});

describe('limits and expiry', () => {
  it(`allows ${DATA_EXPORTS_PER_DAY} requests a day, then refuses with 429 and says when the next is allowed`, async () => {
    const broker = await registerBroker(t);
    for (let i = 0; i < DATA_EXPORTS_PER_DAY; i++) {
      await requestExport(t, broker);
      await t.app.jobs.runDue();
    }
    const refused = await call(t, broker, 'POST', '/api/account/exports');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(ACCOUNT_MESSAGES.exportDailyLimit);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const list = await listExports(t, broker);
    expect(list.remaining_today).toBe(0);
    expect(list.next_request_at).not.toBeNull();
    // A day later the oldest no longer counts.
    const [oldest] = list.items.slice(-1);
    await t.database.db
      .update(dataExports)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(dataExports.id, oldest?.id ?? ''));
    expect((await listExports(t, broker)).remaining_today).toBe(1);
    await requestExport(t, broker);
  });

  it('the hourly cleanup removes an expired export: its file is gone and no link opens it', async () => {
    const broker = await registerBroker(t);
    const requested = await requestExport(t, broker);
    await t.app.jobs.runDue();
    const before = await exportRow(requested.id);
    const file = path.join(t.config.mediaDir, before?.storageKey ?? 'missing');
    expect(fs.existsSync(file)).toBe(true);
    const link = await downloadLink(t, broker, requested.id);

    // The week passes, and the next hour's cleanup comes.
    await t.database.db
      .update(dataExports)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(dataExports.id, requested.id));
    await t.database.db
      .update(jobSchedules)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(jobSchedules.name, 'hourly.expire_data_exports'));
    await t.app.jobs.runDue();

    expect(await exportRow(requested.id)).toMatchObject({ status: 'expired', storageKey: null });
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(404);
    const relink = await call(t, broker, 'POST', `/api/account/exports/${requested.id}/link`);
    expect(relink.statusCode).toBe(404);
    expect(errorOf(relink).message).toBe(ACCOUNT_MESSAGES.exportNotFound);
    expect((await listExports(t, broker)).items[0]).toMatchObject({ status: 'expired', expires_at: null });
  });
});

describe('a build that keeps failing', () => {
  let failing: TestApp;
  beforeAll(async () => {
    const refuseExports = (storage: Storage): Storage => ({
      ...storage,
      async putFile(key, file, type) {
        if (key.startsWith('exports/')) throw new Error('the bucket is full');
        return storage.putFile(key, file, type);
      },
    });
    failing = await createTestApp({}, { wrapStorage: refuseExports });
  });
  afterAll(async () => failing.close());

  it('is tried again, then shows as failed, and the broker may ask again', async () => {
    const broker = await registerBroker(failing);
    const requested = await requestExport(failing, broker);
    for (let i = 0; i < 3; i++) {
      await failing.app.jobs.runDue();
      // The back-off passes.
      await failing.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.status, 'queued'));
    }
    expect((await listExports(failing, broker)).items[0]).toMatchObject({ id: requested.id, status: 'failed' });
    const [job] = await failing.database.db.select().from(jobs).where(eq(jobs.name, 'data_export.build'));
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'the bucket is full' });
    expect((await call(failing, broker, 'POST', `/api/account/exports/${requested.id}/link`)).statusCode).toBe(404);
    await requestExport(failing, broker);
    // Nothing of the failed builds was left in storage.
    expect(listMediaFiles(failing).filter((f) => f.startsWith('exports/'))).toEqual([]);
  });
});

describe('two instances on one database', () => {
  it('build each export exactly once', async () => {
    const other = await createSecondInstance(t);
    try {
      const brokers = await Promise.all(Array.from({ length: 6 }, () => registerBroker(t)));
      const requested = await Promise.all(brokers.map((b) => requestExport(t, b)));
      await Promise.all([t.app.jobs.runDue(), other.app.jobs.runDue()]);
      const ids = requested.map((r) => r.id);
      const builds = await t.database.db
        .select({ attempts: jobs.attempts, status: jobs.status, payload: jobs.payload })
        .from(jobs)
        .where(eq(jobs.name, 'data_export.build'));
      const mine = builds.filter((j) => ids.includes((j.payload as { exportId: string }).exportId));
      expect(mine).toHaveLength(6);
      expect(mine.every((j) => j.status === 'succeeded' && j.attempts === 1)).toBe(true);
      for (const broker of brokers) {
        const mails = await t.database.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.kind, 'data_export_ready'), eq(mailOutbox.toAddress, broker.email)));
        expect(mails).toHaveLength(1);
        expect(await notificationsOfType(t, broker, DATA_EXPORT_READY_TYPE)).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });
});

describe('downloading a large account', () => {
  it('streams many messages and photos into one zip', async () => {
    const broker = await registerBroker(t, { name: 'Busy Broker' });
    const peer = await registerBroker(t, { name: 'Peer Broker' });
    const { messages } = await import('#server/db/schema.ts');
    const rows = Array.from({ length: 1_200 }, (_, i) => ({
      senderId: i % 2 === 0 ? broker.id : peer.id,
      recipientId: i % 2 === 0 ? peer.id : broker.id,
      content: `message number ${i}`,
    }));
    for (let i = 0; i < rows.length; i += 400) await t.database.db.insert(messages).values(rows.slice(i, i + 400));
    const requested = await requestExport(t, broker);
    await t.app.jobs.runDue();
    const entries = await readZip(await downloadExport(t, broker, requested.id));
    const exported = jsonEntry<{ messages: Array<{ content: string }> }>(entries, 'messages.json').messages;
    // Every row once, over several pages of 500.
    expect(exported).toHaveLength(1_200);
    expect(new Set(exported.map((m) => m.content)).size).toBe(1_200);
    expect(csvEntry(entries, 'messages.csv')).toHaveLength(1_201);
  });
});

// The property's own page link (spec section 4, decision 011): a save sets
// static_html_url to /{vanityOrId}/{public_slug} when the property is Public and
// clears it otherwise; the slug is unique per owner (-2, -3) and never 'card'; a
// failure of that step is logged and the save still succeeds. Also: the app's own
// two-segment paths (/inbox/x, /property/x) still get the web app, not a broker page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { properties } from '#server/db/schema.ts';
import type { Property } from '#shared/schemas/properties.ts';
import {
  editableFields,
  expectNotFoundPage,
  expectRedirect,
  getPage,
  openPage,
  updateProfile,
} from '../helpers/public-pages';
import { createProperty, placeOf, putProperty, type Place } from '../helpers/properties';
import { createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { errorOf, waitFor } from '../helpers/test-utils';

let t: TestApp;
let place: Place;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logStream: new Writable({
        write(chunk: Buffer, _encoding, callback) {
          logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
          callback();
        },
      }),
    },
  );
  place = await placeOf(t);
});
afterAll(async () => t.close());

const publicSlugOf = async (id: string) =>
  (
    await t.database.db
      .select({ s: properties.publicSlug })
      .from(properties)
      .where(eq(properties.id, id))
  )[0]?.s;

describe('static_html_url on save', () => {
  it('is set on create of a Public property, null for All, and set after an update to Public', async () => {
    const owner = await registerBroker(t);
    await updateProfile(t, owner, { vanity_url: `saver-${Date.now().toString(36)}` });
    const vanity = (
      await t.app.inject({
        method: 'GET',
        url: '/api/profiles/me',
        headers: { authorization: `Bearer ${owner.accessToken}` },
      })
    ).json<{ vanity_url: string }>().vanity_url;

    const pub = await createProperty(t, owner, place, {
      title: 'Bright corner flat',
      visibility: 'Public',
    });
    expect(pub.static_html_url).toBe(`/${vanity}/bright-corner-flat`);
    const all = await createProperty(t, owner, place, {
      title: 'Members only flat',
      visibility: 'All',
    });
    expect(all.static_html_url).toBeNull();
    expect(await publicSlugOf(all.id)).toBeNull();

    const res = await putProperty(t, owner, all.id, {
      ...editableFields(all),
      visibility: 'Public',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Property>().static_html_url).toBe(`/${vanity}/members-only-flat`);
    await openPage(t, `/${vanity}/members-only-flat`);
    // The detail read by the owner says the same.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${all.id}`,
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(detail.json<Property>().static_html_url).toBe(`/${vanity}/members-only-flat`);

    // A title change keeps the slug: links already shared keep working.
    const renamed = await putProperty(t, owner, all.id, {
      ...editableFields(all),
      title: 'Renamed flat',
      visibility: 'Public',
    });
    expect(renamed.json<Property>().static_html_url).toBe(`/${vanity}/members-only-flat`);
    const page = await openPage(t, `/${vanity}/members-only-flat`);
    expect(page.document.querySelector('h1')?.textContent).toBe('Renamed flat');
  });

  it('gives each of an owner’s listings its own slug: -2, -3, and never "card"', async () => {
    const owner = await registerBroker(t);
    const urls: Array<string | null> = [];
    for (let i = 0; i < 3; i++) {
      urls.push(
        (await createProperty(t, owner, place, { title: 'Twin towers flat', visibility: 'Public' }))
          .static_html_url,
      );
    }
    expect(urls).toEqual([
      `/${owner.id}/twin-towers-flat`,
      `/${owner.id}/twin-towers-flat-2`,
      `/${owner.id}/twin-towers-flat-3`,
    ]);
    for (const url of urls) await openPage(t, url ?? '');

    // Another owner may use the same slug.
    const other = await registerBroker(t);
    const theirs = await createProperty(t, other, place, {
      title: 'Twin towers flat',
      visibility: 'Public',
    });
    expect(theirs.static_html_url).toBe(`/${other.id}/twin-towers-flat`);

    // 'card' is the broker card's path.
    const card = await createProperty(t, owner, place, { title: 'Card!', visibility: 'Public' });
    expect(card.static_html_url).toBe(`/${owner.id}/card-2`);

    // A 60-character cap that still leaves room for the suffix.
    const long = 'Extraordinarily spacious penthouse with panoramic lake and hill views';
    const first = await createProperty(t, owner, place, { title: long, visibility: 'Public' });
    const second = await createProperty(t, owner, place, { title: long, visibility: 'Public' });
    const slug1 = first.static_html_url?.split('/')[2] ?? '';
    const slug2 = second.static_html_url?.split('/')[2] ?? '';
    expect(slug1.length).toBeLessThanOrEqual(60);
    expect(slug2.length).toBeLessThanOrEqual(60);
    expect(slug2).toMatch(/-2$/);
    expect(slug2).not.toBe(slug1);
  });

  it('settles concurrent saves of one title by the unique index', async () => {
    const owner = await registerBroker(t);
    const created = await Promise.all(
      Array.from({ length: 4 }, () =>
        createProperty(t, owner, place, { title: 'Racing flat', visibility: 'Public' }),
      ),
    );
    const urls = created.map((p) => p.static_html_url).sort();
    expect(new Set(urls).size).toBe(4);
    expect(urls).toEqual([
      `/${owner.id}/racing-flat`,
      `/${owner.id}/racing-flat-2`,
      `/${owner.id}/racing-flat-3`,
      `/${owner.id}/racing-flat-4`,
    ]);
  });

  it('clears the link when the listing stops being Public and keeps the slug for its return', async () => {
    const owner = await registerBroker(t);
    const property = await createProperty(t, owner, place, {
      title: 'Come and go home',
      visibility: 'Public',
    });
    const url = property.static_html_url ?? '';
    for (const visibility of ['Network Only', 'Private'] as const) {
      const res = await putProperty(t, owner, property.id, {
        ...editableFields(property),
        visibility,
      });
      expect(res.json<Property>().static_html_url).toBeNull();
      expect(await publicSlugOf(property.id)).toBe('come-and-go-home');
      await expectNotFoundPage(t, url);
    }
    const back = await putProperty(t, owner, property.id, {
      ...editableFields(property),
      visibility: 'Public',
    });
    expect(back.json<Property>().static_html_url).toBe(url);
  });

  it('follows a vanity URL change (the old links forward to the new ones, decision 024)', async () => {
    const owner = await registerBroker(t);
    const first = `first-${Date.now().toString(36)}`;
    await updateProfile(t, owner, { vanity_url: first });
    const property = await createProperty(t, owner, place, {
      title: 'Moving vanity home',
      visibility: 'Public',
    });
    const hidden = await createProperty(t, owner, place, {
      title: 'Hidden vanity home',
      visibility: 'All',
    });
    expect(property.static_html_url).toBe(`/${first}/moving-vanity-home`);

    const second = `second-${Date.now().toString(36)}`;
    await updateProfile(t, owner, { vanity_url: second });
    const read = async (id: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/properties/${id}`,
          headers: { authorization: `Bearer ${owner.accessToken}` },
        })
      ).json<Property>();
    expect((await read(property.id)).static_html_url).toBe(`/${second}/moving-vanity-home`);
    expect((await read(hidden.id)).static_html_url).toBeNull();
    await openPage(t, `/${second}/moving-vanity-home`);
    await expectRedirect(t, `/${first}/moving-vanity-home`, `/${second}/moving-vanity-home`);

    await updateProfile(t, owner, { vanity_url: null });
    expect((await read(property.id)).static_html_url).toBe(`/${owner.id}/moving-vanity-home`);
  });

  it('a failure of that step is logged and the save still succeeds', async () => {
    const owner = await registerBroker(t);
    // The database refuses to give a page slug (a stand-in for any failure of the step).
    await t.database.db.execute(
      sql.raw(`create function bc_test_refuse_slug() returns trigger
      language plpgsql as $$ begin raise exception 'simulated page failure'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger bc_test_refuse_slug before update of public_slug
      on properties for each row execute function bc_test_refuse_slug()`),
    );
    try {
      const created = await createProperty(t, owner, place, {
        title: 'Saved despite it',
        visibility: 'Public',
      });
      expect(created.static_html_url).toBeNull();
      expect(created.title).toBe('Saved despite it');
      const logged = await waitFor(
        () =>
          logLines.find(
            (l) => l.includes('could not set the property page URL') && l.includes(created.id),
          ),
        'the logged failure',
      );
      expect(JSON.parse(logged)).toMatchObject({ level: 50, propertyId: created.id });

      const edited = await putProperty(t, owner, created.id, {
        ...editableFields(created),
        title: 'Edited despite it',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<Property>().title).toBe('Edited despite it');
    } finally {
      await t.database.db.execute(sql.raw('drop trigger bc_test_refuse_slug on properties'));
      await t.database.db.execute(sql.raw('drop function bc_test_refuse_slug()'));
    }
    // The next successful save sets it.
    const owner2 = await registerBroker(t);
    const ok = await createProperty(t, owner2, place, {
      title: 'After the failure',
      visibility: 'Public',
    });
    expect(ok.static_html_url).toBe(`/${owner2.id}/after-the-failure`);
  });
});

describe('the app’s own paths next to /{vanity}/{slug}', () => {
  it('still get the web app shell, and /api paths their JSON 404', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-web-'));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-data-'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><title>app shell</title><div id="root"></div>',
    );
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_DISABLED: 'true',
    });
    const app = await buildApp({ config, database, logger: false, webRoot });
    try {
      for (const url of [
        '/inbox/xyz',
        '/property/abc',
        '/broker/abc',
        '/agreements/buyer-to-broker',
        '/properties/abc',
        '/my-flyers',
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('app shell');
      }
      // A reserved first segment that is no app route: the app's own not-found page.
      const reserved = await app.inject({ method: 'GET', url: '/dashboard/nope' });
      expect([reserved.statusCode, reserved.body.includes('app shell')]).toEqual([404, true]);
      const api = await app.inject({ method: 'GET', url: '/api/nope' });
      expect(api.statusCode).toBe(404);
      expect(errorOf(api)).toEqual({ error: 'not_found', message: 'Route GET /api/nope not found' });
      // A broker-shaped first segment that names nobody: the public not-found page.
      const nobody = await app.inject({ method: 'GET', url: '/nobody-here/some-home' });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.body).toContain('This page is not available');
    } finally {
      await app.close();
      await database.dispose();
      fs.rmSync(webRoot, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('without a web build, an app path is the plain JSON 404 as before', async () => {
    const res = await getPage(t, '/inbox/xyz');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

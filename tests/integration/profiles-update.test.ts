// The own profile: every field saved, a unique vanity URL with clear messages, the
// company found or created by name (with its affiliation flags), and the photo.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { company, profiles } from '#server/db/schema.ts';
import type { OwnProfile } from '#shared/schemas/profiles.ts';
import { PROFILE_MESSAGES } from '#shared/schemas/profiles.ts';
import { PROPERTY_MESSAGES } from '#shared/schemas/properties.ts';
import { jpegImage, jpegWithGps, SVG_FILE } from '../helpers/images';
import { buildMultipart } from '../helpers/multipart';
import { getJson, keyOfMediaUrl, listMediaFiles } from '../helpers/properties';
import { test } from '../helpers/fixtures';
import { bearer, type SignedIn, type TestApp } from '../helpers/test-app';
import { countRows, errorOf, type AuthBody } from '../helpers/test-utils';

const fullForm = {
  full_name: 'Ravi Kumar',
  city: 'Bangalore',
  bio: 'Residential resale in east Bangalore since 2009.',
  areas: ['Whitefield', 'Indiranagar'],
  company_name: 'Acme Realty',
  phone: '98765 43210',
  website: 'https://acme-realty.example.in',
  vanity_url: 'Ravi-Kumar',
};

const putProfile = (t: TestApp, as: SignedIn, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profiles/me',
    headers: bearer(as.accessToken),
    payload: body,
  });

describe('PUT /api/profiles/me', () => {
  test('saves every field, normalises phone and vanity URL, and renames the account', async ({ t, broker }) => {
    const res = await putProfile(t, broker, fullForm);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<OwnProfile>();
    expect(saved).toMatchObject({
      id: broker.id,
      email: broker.email,
      full_name: 'Ravi Kumar',
      city: 'Bangalore',
      bio: fullForm.bio,
      areas: ['Whitefield', 'Indiranagar'],
      company_name: 'Acme Realty',
      company: { name: 'Acme Realty', nar: false, creai: false, brai: false, realtor: false },
      phone: '+919876543210',
      website: 'https://acme-realty.example.in',
      vanity_url: 'ravi-kumar',
      role: 'broker',
    });
    const read = await getJson(t, broker, '/api/profiles/me');
    expect(read.json()).toEqual(saved);
    const user = await getJson(t, broker, '/api/auth/user');
    expect(user.json<{ user: AuthBody['user'] }>().user.user_metadata.name).toBe('Ravi Kumar');
  });

  test('clears optional fields with empty values (and unlinks the company)', async ({ t, broker }) => {
    await putProfile(t, broker, { ...fullForm, vanity_url: 'clearing-test' });
    const res = await putProfile(t, broker, {
      full_name: 'Ravi K',
      city: '',
      bio: null,
      areas: [],
      company_name: '',
      phone: '',
      website: '',
      vanity_url: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OwnProfile>()).toMatchObject({
      city: null,
      bio: null,
      areas: [],
      company_name: null,
      company: null,
      phone: null,
      website: null,
      vanity_url: null,
    });
    const [row] = await t.database.db
      .select({ companyId: profiles.companyId })
      .from(profiles)
      .where(eq(profiles.id, broker.id));
    expect(row?.companyId).toBeNull();
  });

  test('refuses a vanity URL already taken, whatever its case (409, nothing saved)', async ({ t, broker: first, otherBroker: second }) => {
    expect(
      (await putProfile(t, first, { ...fullForm, company_name: null, vanity_url: 'sharma-homes' }))
        .statusCode,
    ).toBe(200);
    const res = await putProfile(t, second, {
      ...fullForm,
      full_name: 'Second Broker',
      company_name: null,
      vanity_url: 'SHARMA-Homes',
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      error: 'conflict',
      message: PROFILE_MESSAGES.vanityTaken,
      field: 'vanity_url',
    });
    const unchanged = await getJson(t, second, '/api/profiles/me');
    expect(unchanged.json<OwnProfile>()).toMatchObject({ vanity_url: null });
    expect(unchanged.json<OwnProfile>().full_name).not.toBe('Second Broker');
    // Keeping one's own vanity URL is not a conflict.
    expect(
      (await putProfile(t, first, { ...fullForm, company_name: null, vanity_url: 'sharma-homes' }))
        .statusCode,
    ).toBe(200);
  });

  test.for<[string, string]>([
    ['dashboard', PROFILE_MESSAGES.vanityReserved],
    ['media', PROFILE_MESSAGES.vanityReserved],
    ['ab', PROFILE_MESSAGES.vanityFormat],
    ['9lives', PROFILE_MESSAGES.vanityFormat],
    ['has space', PROFILE_MESSAGES.vanityFormat],
    ['a/../b', PROFILE_MESSAGES.vanityFormat],
  ])('refuses the vanity URL %j: %s', async ([vanity, message], { t, broker }) => {
    const res = await putProfile(t, broker, { ...fullForm, vanity_url: vanity });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ error: 'validation_failed', message, field: 'vanity_url' });
  });

  test.for<[Record<string, string>, string, string]>([
    [{ phone: '12345' }, PROFILE_MESSAGES.phone, 'phone'],
    [{ website: 'javascript:alert(1)' }, PROFILE_MESSAGES.website, 'website'],
    [{ full_name: '  ' }, 'Name is required', 'full_name'],
    [{ bio: 'x'.repeat(1001) }, PROFILE_MESSAGES.bio, 'bio'],
  ])('refuses %j', async ([change, message, field], { t, broker }) => {
    const res = await putProfile(t, broker, { ...fullForm, vanity_url: '', ...change });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message, field });
  });

  test('refuses unknown fields such as role (no self-promotion)', async ({ t, broker }) => {
    const res = await putProfile(t, broker, { ...fullForm, vanity_url: '', role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Unknown field: role');
    expect((await getJson(t, broker, '/api/profiles/me')).json<OwnProfile>().role).toBe('broker');
  });
});

describe('companies', () => {
  test('finds the company by name whatever its case, or creates it; its flags show', async ({ t, broker: a, otherBroker: b }) => {
    const companiesBefore = await countRows(t, company);
    const first = (
      await putProfile(t, a, { ...fullForm, vanity_url: '', company_name: 'Skyline Estates' })
    ).json<OwnProfile>();
    expect(await countRows(t, company)).toBe(companiesBefore + 1);
    const companyId = first.company?.id ?? '';
    await t.database.db
      .update(company)
      .set({ nar: true, realtor: true })
      .where(eq(company.id, companyId));

    const second = await putProfile(t, b, {
      ...fullForm,
      vanity_url: '',
      company_name: 'SKYLINE estates',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json<OwnProfile>()).toMatchObject({
      company_name: 'SKYLINE estates',
      company: {
        id: companyId,
        name: 'Skyline Estates',
        nar: true,
        creai: false,
        brai: false,
        realtor: true,
      },
    });
    expect(await countRows(t, company)).toBe(companiesBefore + 1);
    const reread = await getJson(t, a, '/api/profiles/me');
    expect(reread.json<OwnProfile>().company).toMatchObject({
      id: companyId,
      nar: true,
      realtor: true,
    });
  });

  test('two brokers of a new company saving at once share one row', async ({ t, broker: a, otherBroker: b }) => {
    const [ra, rb] = await Promise.all([
      putProfile(t, a, { ...fullForm, vanity_url: '', company_name: 'Twin Towers Realty' }),
      putProfile(t, b, { ...fullForm, vanity_url: '', company_name: 'twin towers realty' }),
    ]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    expect(ra.json<OwnProfile>().company?.id).toBe(rb.json<OwnProfile>().company?.id);
  });
});

describe('profile photo', () => {
  const putAvatar = (t: TestApp, as: SignedIn, data: Buffer, filename = 'me.jpg', field = 'avatar') => {
    const form = buildMultipart([{ name: field, filename, data, contentType: 'image/jpeg' }]);
    return t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me/avatar',
      headers: { ...bearer(as.accessToken), ...form.headers },
      payload: form.payload,
    });
  };

  test('stores a 256 px square WebP without metadata, replaces and deletes it with its file', async ({ t, broker }) => {
    const first = await putAvatar(t, broker, await jpegWithGps());
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<OwnProfile>().avatar_url ?? '';
    expect(firstUrl).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\/avatar\.webp$/);
    const stored = fs.readFileSync(path.join(t.config.mediaDir, keyOfMediaUrl(firstUrl)));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      256,
      256,
      undefined,
    ]);

    const second = await putAvatar(t, broker, await jpegImage(600, 400));
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json<OwnProfile>().avatar_url ?? '';
    expect(secondUrl).not.toBe(firstUrl);
    expect(listMediaFiles(t)).not.toContain(keyOfMediaUrl(firstUrl));
    expect(listMediaFiles(t)).toContain(keyOfMediaUrl(secondUrl));

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/profiles/me/avatar',
      headers: bearer(broker.accessToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<OwnProfile>().avatar_url).toBeNull();
    expect(listMediaFiles(t)).not.toContain(keyOfMediaUrl(secondUrl));
  });

  test('refuses a non-image, a second file and a wrong field, keeping the current photo', async ({ t, broker }) => {
    const current = (await putAvatar(t, broker, await jpegImage(300, 300))).json<OwnProfile>()
      .avatar_url;
    const files = listMediaFiles(t);

    const svg = await putAvatar(t, broker, SVG_FILE, 'me.png');
    expect(svg.statusCode).toBe(400);
    expect(errorOf(svg)).toEqual({
      error: 'bad_request',
      message: PROPERTY_MESSAGES.imageType,
      field: 'avatar',
    });

    const photo = await jpegImage(100, 100);
    const two = buildMultipart([
      { name: 'avatar', filename: 'a.jpg', data: photo },
      { name: 'avatar', filename: 'b.jpg', data: photo },
    ]);
    const twoRes = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me/avatar',
      headers: { ...bearer(broker.accessToken), ...two.headers },
      payload: two.payload,
    });
    expect(twoRes.statusCode).toBe(400);
    expect(errorOf(twoRes).message).toBe(PROFILE_MESSAGES.avatarOne);

    const wrongField = await putAvatar(t, broker, photo, 'a.jpg', 'photo');
    expect(wrongField.statusCode).toBe(400);
    expect(errorOf(wrongField).message).toBe('Unknown field: photo');

    const empty = buildMultipart([]);
    const emptyRes = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me/avatar',
      headers: { ...bearer(broker.accessToken), ...empty.headers },
      payload: empty.payload,
    });
    expect(emptyRes.statusCode).toBe(400);
    expect(errorOf(emptyRes).message).toBe(PROFILE_MESSAGES.avatarMissing);

    expect(listMediaFiles(t)).toEqual(files);
    expect((await getJson(t, broker, '/api/profiles/me')).json<OwnProfile>().avatar_url).toBe(
      current,
    );
  });
});

// Editing and deleting properties: owner or admin only (spec section 6), the owner
// never changes, removed photos lose their files, the five-photo cap counts the
// photos already there, and a refused edit changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema.ts';
import type { Property } from '#shared/schemas/properties.ts';
import { PROPERTY_MESSAGES } from '#shared/schemas/properties.ts';
import { jpegImage, SVG_FILE } from '../helpers/images';
import {
  createProperty,
  getJson,
  keyOfMediaUrl,
  listMediaFiles,
  placeOf,
  propertyData,
  propertyFootprint,
  putProperty,
  type Place,
} from '../helpers/properties';
import {
  bearer,
  createTestApp,
  ensureFounder,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let place: Place;
let otherCity: Place;
let owner: SignedIn;
let other: SignedIn;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t, 'Bangalore');
  otherCity = await placeOf(t, 'Pune');
  owner = await registerBroker(t);
  other = await registerBroker(t);
  photo = await jpegImage(160, 120);
});
afterAll(async () => t.close());

const updateData = (overrides: Record<string, unknown> = {}) => ({
  ...propertyData(place),
  remove_images: [],
  ...overrides,
});
const filesOf = (p: Property) =>
  p.images.flatMap((url) => [
    keyOfMediaUrl(url),
    keyOfMediaUrl(url).replace(/full\.webp$/, 'thumb.webp'),
  ]);
const rowOf = async (id: string) =>
  (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0];

describe('updating a property', () => {
  it('the owner changes every field; city and area names follow the ids', async () => {
    const created = await createProperty(t, owner, place, {}, [photo]);
    const res = await putProperty(t, owner, created.id, {
      title: 'Renovated villa with garden',
      description: 'Four bedrooms, private garden, two covered parking spots.',
      price: 45_000_000,
      property_type: 'Rent',
      city_id: otherCity.cityId,
      area_id: otherCity.areaId,
      bedrooms: 4,
      baths: 3,
      sqft: 3200,
      visibility: 'Network Only',
      remove_images: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Property>();
    expect(updated).toMatchObject({
      id: created.id,
      user_id: owner.id,
      title: 'Renovated villa with garden',
      price: 45_000_000,
      currency: 'INR',
      property_type: 'Rent',
      city_id: otherCity.cityId,
      city: otherCity.cityName,
      area_id: otherCity.areaId,
      area: otherCity.areaName,
      bedrooms: 4,
      baths: 3,
      sqft: 3200,
      visibility: 'Network Only',
      images: created.images,
      created_at: created.created_at,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
  });

  it("an admin's edit keeps the owner", async () => {
    const admin = await ensureFounder(t);
    const created = await createProperty(t, owner, place, { visibility: 'Private' });
    const res = await putProperty(
      t,
      admin,
      created.id,
      updateData({ title: 'Edited by the admin', visibility: 'Private' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Property>()).toMatchObject({
      user_id: owner.id,
      title: 'Edited by the admin',
      is_owner: false,
      can_edit: true,
    });
    expect((await rowOf(created.id))?.userId).toBe(owner.id);
  });

  it('a member who can see it but does not own it gets the spec message; nothing changes', async () => {
    const created = await createProperty(t, owner, place, { visibility: 'All' });
    const res = await putProperty(t, other, created.id, updateData({ title: 'Hijacked listing' }));
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual({
      error: 'forbidden',
      message: 'You are not authorized to edit this property',
    });
    expect((await rowOf(created.id))?.title).toBe(created.title);
    const seen = await getJson(t, other, `/api/properties/${created.id}`);
    expect(seen.json<Property>()).toMatchObject({ is_owner: false, can_edit: false });
  });

  it('a member who cannot see it gets 404, as for a missing property', async () => {
    const created = await createProperty(t, owner, place, { visibility: 'Private' });
    const res = await putProperty(t, other, created.id, updateData());
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(PROPERTY_MESSAGES.notFound);
    const missing = await putProperty(
      t,
      other,
      '00000000-0000-4000-8000-000000000000',
      updateData(),
    );
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual(errorOf(res));
    const malformed = await putProperty(t, other, 'not-a-uuid', updateData());
    expect(malformed.statusCode).toBe(404);
  });

  it('a selectedBrokerId in an edit is an unknown field (edits never move a property)', async () => {
    const created = await createProperty(t, owner, place);
    const res = await putProperty(t, owner, created.id, updateData({ selectedBrokerId: other.id }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Unknown field: selectedBrokerId');
  });

  it('removing photos deletes their files after the save; new photos are appended', async () => {
    const created = await createProperty(t, owner, place, {}, [photo, photo, photo]);
    const [first, second, third] = created.images;
    const filesBefore = listMediaFiles(t);
    expect(filesBefore).toEqual(expect.arrayContaining(filesOf(created)));

    const res = await putProperty(
      t,
      owner,
      created.id,
      updateData({ remove_images: [first, third] }),
      [photo],
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Property>();
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0]).toBe(second);
    expect(updated.thumbnail_url).toBe(second?.replace(/full\.webp$/, 'thumb.webp'));
    const files = listMediaFiles(t);
    for (const url of [first, third]) {
      expect(files).not.toContain(keyOfMediaUrl(url ?? ''));
      const served = await t.app.inject({ method: 'GET', url: url ?? '' });
      expect(served.statusCode).toBe(404);
    }
    expect(files).toEqual(expect.arrayContaining(filesOf(updated)));
  });

  it('the five-photo cap counts the photos already there', async () => {
    const created = await createProperty(t, owner, place, {}, [photo, photo, photo, photo]);
    const before = await propertyFootprint(t);
    const res = await putProperty(t, owner, created.id, updateData(), [photo, photo]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      error: 'bad_request',
      message: PROPERTY_MESSAGES.tooManyImages,
      field: 'images',
    });
    expect(await propertyFootprint(t)).toEqual(before);
    expect((await rowOf(created.id))?.images).toEqual(created.images);

    // Removing one makes room for two: 4 - 1 + 2 = 5.
    const ok = await putProperty(
      t,
      owner,
      created.id,
      updateData({ remove_images: [created.images[0]] }),
      [photo, photo],
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Property>().images).toHaveLength(5);
  });

  it('refuses to remove a photo that is not one of this property', async () => {
    const mine = await createProperty(t, owner, place, {}, [photo]);
    const theirs = await createProperty(t, other, place, {}, [photo]);
    const before = await propertyFootprint(t);
    const res = await putProperty(
      t,
      owner,
      mine.id,
      updateData({ remove_images: [theirs.images[0]] }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      error: 'bad_request',
      message: PROPERTY_MESSAGES.unknownImage,
      field: 'remove_images',
    });
    expect(await propertyFootprint(t)).toEqual(before);
  });

  it('a refused edit with new photos (bad field or bad photo) writes no file and changes no row', async () => {
    const created = await createProperty(t, owner, place, {}, [photo]);
    const before = await propertyFootprint(t);
    const badTitle = await putProperty(
      t,
      owner,
      created.id,
      updateData({ title: 'Flat', remove_images: [created.images[0]] }),
      [photo],
    );
    expect(badTitle.statusCode).toBe(400);
    expect(errorOf(badTitle).message).toBe(PROPERTY_MESSAGES.titleMin);
    const badArea = await putProperty(
      t,
      owner,
      created.id,
      updateData({ area_id: otherCity.areaId }),
      [photo],
    );
    expect(badArea.statusCode).toBe(400);
    expect(errorOf(badArea).field).toBe('area_id');
    const badPhoto = await putProperty(
      t,
      owner,
      created.id,
      updateData({ remove_images: [created.images[0]] }),
      [photo, SVG_FILE],
    );
    expect(badPhoto.statusCode).toBe(400);
    expect(errorOf(badPhoto).message).toBe(PROPERTY_MESSAGES.imageType);
    expect(await propertyFootprint(t)).toEqual(before);
    const row = await rowOf(created.id);
    expect(row?.images).toEqual(created.images);
    expect(row?.title).toBe(created.title);
  });
});

describe('deleting a property', () => {
  it('the owner deletes it and its photo files', async () => {
    const created = await createProperty(t, owner, place, {}, [photo, photo]);
    expect(listMediaFiles(t)).toEqual(expect.arrayContaining(filesOf(created)));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${created.id}`,
      headers: bearer(owner.accessToken),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowOf(created.id)).toBeUndefined();
    const files = listMediaFiles(t);
    for (const key of filesOf(created)) expect(files).not.toContain(key);
  });

  it("an admin deletes another broker's property", async () => {
    const admin = await ensureFounder(t);
    const created = await createProperty(t, owner, place, { visibility: 'Private' }, [photo]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${created.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(res.statusCode).toBe(204);
    expect(listMediaFiles(t)).not.toContain(filesOf(created)[0]);
  });

  it('another member gets 403 when they can see it, 404 when they cannot; nothing is deleted', async () => {
    const visible = await createProperty(t, owner, place, { visibility: 'Public' }, [photo]);
    const hidden = await createProperty(t, owner, place, { visibility: 'Network Only' }, [photo]);
    const before = await propertyFootprint(t);
    const a = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${visible.id}`,
      headers: bearer(other.accessToken),
    });
    expect(a.statusCode).toBe(403);
    expect(errorOf(a).message).toBe(PROPERTY_MESSAGES.notAuthorized);
    const b = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${hidden.id}`,
      headers: bearer(other.accessToken),
    });
    expect(b.statusCode).toBe(404);
    expect(await propertyFootprint(t)).toEqual(before);
  });
});

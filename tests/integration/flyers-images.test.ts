// The flyer editor's photos (spec sections 5 and 7, decision 006): new files go through
// the upload pipeline into flyers/{flyer id}/<random>/, the editor may keep the flyer's
// photos or start from the property's (kept by reference, never copied or deleted by
// the flyer), at most five in all, nothing else may be named; a refused or failed save
// leaves no file behind, and deleting a flyer (or its property) removes flyers/{id}/.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLYER_IMAGES_MAX } from '#shared/constants.ts';
import { FLYER_MESSAGES, type Flyer } from '#shared/schemas/flyers.ts';
import { PROPERTY_MESSAGES } from '#shared/schemas/properties.ts';
import { flyers } from '#server/db/schema.ts';
import type { Storage } from '#server/lib/storage.ts';
import { call } from '../helpers/feed';
import {
  createFlyer,
  flyerData,
  flyerFiles,
  flyerFootprint,
  listFlyers,
  putFlyer,
  updateFlyer,
} from '../helpers/flyers';
import { HTML_FILE, jpegImage } from '../helpers/images';
import {
  createProperty,
  keyOfMediaUrl,
  listMediaFiles,
  placeOf,
  putProperty,
  propertyData,
  type Place,
} from '../helpers/properties';
import { createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

/** Runs before each storage put; a test sets it to race or fail a save. */
let beforePut: (() => Promise<void>) | null = null;
function withHook(storage: Storage): Storage {
  return {
    ...storage,
    async put(key, data, contentType) {
      if (beforePut) await beforePut();
      return storage.put(key, data, contentType);
    },
  };
}

let t: TestApp;
let place: Place;
let me: SignedIn;
let owner: SignedIn;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({}, { wrapStorage: withHook });
  place = await placeOf(t);
  me = await registerBroker(t);
  owner = await registerBroker(t);
  photo = await jpegImage(640, 480);
});
afterAll(async () => t.close());

const flyerPhoto = (flyerId: string) =>
  new RegExp(`^/media/flyers/${flyerId}/[0-9a-f]{32}/full\\.webp$`);

/** The full, medium and thumbnail files behind a flyer's own photo URL. */
const filesOf = (url: string) => {
  const key = keyOfMediaUrl(url);
  return [key, key.replace(/full\.webp$/, 'medium.webp'), key.replace(/full\.webp$/, 'thumb.webp')];
};

async function newFlyer(
  propertyImages: readonly Buffer[] = [],
): Promise<{ flyer: Flyer; propertyImages: string[]; propertyId: string }> {
  const listing = await createProperty(t, owner, place, {}, propertyImages);
  return {
    flyer: await createFlyer(t, me, listing.id),
    propertyImages: listing.images,
    propertyId: listing.id,
  };
}

describe('uploading, keeping and removing photos', () => {
  it('stores new photos under flyers/{id}/ as WebP with thumbnails, served from /media', async () => {
    const { flyer } = await newFlyer();
    const saved = await updateFlyer(t, me, flyer, {}, [
      photo,
      await jpegImage(300, 200, '#aa3300'),
    ]);
    expect(saved.images).toHaveLength(2);
    for (const url of saved.images) expect(url).toMatch(flyerPhoto(flyer.id));
    expect(flyerFiles(t, flyer.id)).toEqual(saved.images.flatMap(filesOf).sort());
    const served = await t.app.inject({ method: 'GET', url: saved.images[0] ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    // GET and the list show the same photos in the same order.
    expect((await call(t, me, 'GET', `/api/flyers/${flyer.id}`)).json<Flyer>().images).toEqual(
      saved.images,
    );
  });

  it('keeps the photos named in keep_images, in that order, and deletes the flyer photos left out', async () => {
    const { flyer } = await newFlyer();
    const three = await updateFlyer(t, me, flyer, {}, [photo, photo, photo]);
    const [a, b, c] = three.images as [string, string, string];
    const saved = await updateFlyer(t, me, three, { keep_images: [c, a] }, [photo]);
    expect(saved.images.slice(0, 2)).toEqual([c, a]);
    expect(saved.images[2]).toMatch(flyerPhoto(flyer.id));
    expect(flyerFiles(t, flyer.id)).toEqual(saved.images.flatMap(filesOf).sort());
    expect(listMediaFiles(t)).not.toContain(keyOfMediaUrl(b));
    const none = await updateFlyer(t, me, saved, { keep_images: [] });
    expect(none.images).toEqual([]);
    expect(flyerFiles(t, flyer.id)).toEqual([]);
  });

  it("starts from the property's photos by reference: no copy, and the flyer never deletes them", async () => {
    const { flyer, propertyImages } = await newFlyer([photo, photo]);
    const filesBefore = listMediaFiles(t);
    const kept = await updateFlyer(t, me, flyer, { keep_images: [...propertyImages].reverse() }, [
      photo,
    ]);
    expect(kept.images.slice(0, 2)).toEqual([...propertyImages].reverse());
    expect(kept.property.images).toEqual(propertyImages);
    expect(flyerFiles(t, flyer.id)).toEqual(filesOf(kept.images[2] ?? '').sort());

    const dropped = await updateFlyer(t, me, kept, { keep_images: [] });
    expect(dropped.images).toEqual([]);
    // The property's photos are still there; only the flyer's own upload went.
    expect(listMediaFiles(t)).toEqual(filesBefore);

    const removed = await call(t, me, 'DELETE', `/api/flyers/${flyer.id}`);
    expect(removed.statusCode).toBe(204);
    expect(listMediaFiles(t)).toEqual(filesBefore);
  });

  it('a property photo the owner removes disappears from the flyers that showed it', async () => {
    const { flyer, propertyImages, propertyId } = await newFlyer([photo, photo]);
    const [first, second] = propertyImages as [string, string];
    await updateFlyer(t, me, flyer, { keep_images: [first, second] });
    const edited = await putProperty(t, owner, propertyId, {
      ...propertyData(place),
      remove_images: [first],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const now = (await call(t, me, 'GET', `/api/flyers/${flyer.id}`)).json<Flyer>();
    expect(now.images).toEqual([second]);
    // And it can no longer be kept.
    const res = await putFlyer(t, me, flyer.id, flyerData(now, { keep_images: [first, second] }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      message: FLYER_MESSAGES.unknownImage,
      field: 'keep_images',
    });
  });
});

describe('a flyer whose listing its broker can no longer see', () => {
  it("lists its own photos but no longer the property's", async () => {
    const { flyer, propertyImages, propertyId } = await newFlyer([photo]);
    const saved = await updateFlyer(t, me, flyer, { keep_images: propertyImages }, [photo]);
    expect(saved.images).toHaveLength(2);
    const narrowed = await putProperty(
      t,
      owner,
      propertyId,
      propertyData(place, { visibility: 'Private' }),
    );
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const item = (await listFlyers(t, me)).items.find((f) => f.id === flyer.id);
    expect(item).toMatchObject({ property: null, images: [saved.images[1]] });
  });
});

describe('refused photo edits change nothing', () => {
  async function expectRefused(
    flyer: Flyer,
    data: unknown,
    images: readonly Buffer[],
    status: number,
    message: string,
    field: string,
  ) {
    const before = await flyerFootprint(t);
    const res = await putFlyer(t, me, flyer.id, data, images);
    expect(res.statusCode, res.body).toBe(status);
    expect(errorOf(res)).toMatchObject({ message, field });
    expect(await flyerFootprint(t)).toEqual(before);
  }

  it(`more than ${FLYER_IMAGES_MAX} photos in all`, async () => {
    const { flyer, propertyImages } = await newFlyer([photo, photo, photo]);
    const withTwo = await updateFlyer(t, me, flyer, {}, [photo, photo]);
    // Kept + new over five, counting property photos kept by reference.
    await expectRefused(
      withTwo,
      flyerData(withTwo, { keep_images: [...withTwo.images, ...propertyImages] }),
      [photo],
      400,
      FLYER_MESSAGES.tooManyImages,
      'images',
    );
    await expectRefused(
      withTwo,
      flyerData(withTwo),
      [photo, photo, photo, photo],
      400,
      FLYER_MESSAGES.tooManyImages,
      'images',
    );
    // Six files are refused while the form is read.
    await expectRefused(
      withTwo,
      flyerData(withTwo, { keep_images: [] }),
      Array(6).fill(photo),
      400,
      FLYER_MESSAGES.tooManyImages,
      'images',
    );
    // Exactly five is fine.
    const five = await updateFlyer(t, me, withTwo, {
      keep_images: [...withTwo.images, ...propertyImages],
    });
    expect(five.images).toHaveLength(5);
  });

  it('a keep_images URL that is neither the flyer’s nor its property’s', async () => {
    const { flyer } = await newFlyer([photo]);
    const other = await newFlyer([photo]);
    const othersFlyer = await updateFlyer(t, me, other.flyer, {}, [photo]);
    const mine = await updateFlyer(t, me, flyer, {}, [photo]);
    for (const url of [
      othersFlyer.images[0] ?? '', // another flyer's photo (same broker, even)
      other.propertyImages[0] ?? '', // another property's photo
      'https://example.com/photo.jpg',
      '/media/flyers/../property_images/x/full.webp',
    ]) {
      await expectRefused(
        mine,
        flyerData(mine, { keep_images: [url] }),
        [],
        400,
        FLYER_MESSAGES.unknownImage,
        'keep_images',
      );
    }
  });

  it('a file that is not a photo', async () => {
    const { flyer } = await newFlyer();
    await expectRefused(
      flyer,
      flyerData(flyer),
      [photo, HTML_FILE],
      400,
      PROPERTY_MESSAGES.imageType,
      'images',
    );
  });

  it('the flyer is deleted while its new photos are written: 404 and the new files are removed', async () => {
    const { flyer } = await newFlyer();
    const saved = await updateFlyer(t, me, flyer, {}, [photo]);
    const filesBefore = listMediaFiles(t);
    beforePut = async () => {
      beforePut = null;
      await t.database.db.delete(flyers).where(eq(flyers.id, flyer.id));
    };
    const res = await putFlyer(t, me, flyer.id, flyerData(saved, { keep_images: [] }), [photo]);
    beforePut = null;
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(FLYER_MESSAGES.notFound);
    // None of this save's files are left. (The row was deleted behind the API's back, so
    // its older photo stays on disk here; a DELETE through the API removes the folder.)
    expect(listMediaFiles(t)).toEqual(filesBefore);
  });

  it('a storage failure part-way: 500, no new file and the row unchanged', async () => {
    const { flyer } = await newFlyer();
    const saved = await updateFlyer(t, me, flyer, {}, [photo]);
    const before = await flyerFootprint(t);
    let puts = 0;
    beforePut = async () => {
      puts += 1;
      if (puts === 3) throw new Error('disk full');
    };
    const res = await putFlyer(t, me, flyer.id, flyerData(saved, { title: 'Never saved' }), [
      photo,
      photo,
    ]);
    beforePut = null;
    expect(res.statusCode).toBe(500);
    expect(await flyerFootprint(t)).toEqual(before);
  });
});

describe('deleting', () => {
  it('a flyer removes its folder flyers/{id}/', async () => {
    const { flyer } = await newFlyer();
    const saved = await updateFlyer(t, me, flyer, {}, [photo, photo]);
    expect(flyerFiles(t, flyer.id)).toHaveLength(6);
    const res = await call(t, me, 'DELETE', `/api/flyers/${saved.id}`);
    expect(res.statusCode).toBe(204);
    expect(flyerFiles(t, flyer.id)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: saved.images[0] ?? '' })).statusCode).toBe(
      404,
    );
  });

  it("a property removes its flyers and their folders, and another's flyer refused delete keeps its files", async () => {
    const { flyer, propertyId } = await newFlyer([photo]);
    const saved = await updateFlyer(t, me, flyer, {}, [photo]);
    const intruder = await registerBroker(t);
    expect((await call(t, intruder, 'DELETE', `/api/flyers/${flyer.id}`)).statusCode).toBe(404);
    expect(flyerFiles(t, flyer.id)).toHaveLength(3);

    const res = await call(t, owner, 'DELETE', `/api/properties/${propertyId}`);
    expect(res.statusCode).toBe(204);
    expect(flyerFiles(t, flyer.id)).toEqual([]);
    const remaining = listMediaFiles(t);
    for (const key of saved.property.images.flatMap(filesOf)) expect(remaining).not.toContain(key);
    expect((await listFlyers(t, me)).items.map((f) => f.id)).not.toContain(flyer.id);
  });
});

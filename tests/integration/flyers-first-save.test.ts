// A flyer exists once its broker saves it (decision 023; walk-through item 12): the
// editor opens on a draft that is only read (GET /api/flyers/draft/:propertyId stores
// nothing), and its first Save posts the whole form (POST /api/flyers as multipart) with
// the title, description, price mode and photos. A refused first save leaves no row and
// no file behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLYER_MESSAGES, type Flyer, type FlyerDraft } from '#shared/schemas/flyers.ts';
import { call } from '../helpers/feed';
import { flyerFiles, flyerFootprint, postFlyerForm } from '../helpers/flyers';
import { jpegImage } from '../helpers/images';
import { connectBrokers, createProperty, placeOf, type Place } from '../helpers/properties';
import { createTestApp, registerBroker, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

const editorFields = {
  title: 'Corner flat near the lake',
  description: 'Ideal for a family of four.',
  price_mode: 'custom' as const,
  price: null,
  custom_price_text: 'Call for price',
  keep_images: [] as string[],
};

describe('opening the editor on a listing', () => {
  it('reads a draft that starts as the property says and stores nothing', async () => {
    const owner = await registerBroker(t);
    const broker = await registerBroker(t);
    const listing = await createProperty(
      t,
      owner,
      place,
      { title: 'Lake view villa', price: 42_000_000 },
      [await jpegImage()],
    );
    const before = await flyerFootprint(t);
    const res = await call(t, broker, 'GET', `/api/flyers/draft/${listing.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FlyerDraft>()).toEqual({
      property_id: listing.id,
      title: 'Lake view villa',
      description: null,
      price: 42_000_000,
      custom_price_text: null,
      price_mode: 'standard',
      images: [],
      property: {
        id: listing.id,
        title: listing.title,
        description: listing.description,
        price: 42_000_000,
        currency: 'INR',
        property_type: 'Sale',
        city: listing.city,
        area: listing.area,
        bedrooms: listing.bedrooms,
        baths: listing.baths,
        sqft: listing.sqft,
        images: listing.images,
      },
    });
    expect(await flyerFootprint(t)).toEqual(before);
  });

  it('refuses what creating refuses: hidden or missing 404, own listing 400', async () => {
    const owner = await registerBroker(t);
    const stranger = await registerBroker(t);
    const hidden = await createProperty(t, owner, place, { visibility: 'Network Only' });
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call(t, stranger, 'GET', `/api/flyers/draft/${id}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(FLYER_MESSAGES.propertyNotFound);
    }
    const own = await call(t, owner, 'GET', `/api/flyers/draft/${hidden.id}`);
    expect(own.statusCode).toBe(400);
    expect(errorOf(own).message).toBe(FLYER_MESSAGES.ownProperty);
  });
});

describe("the editor's first save", () => {
  it('creates the flyer with its fields, kept property photos and new photos', async () => {
    const owner = await registerBroker(t);
    const broker = await registerBroker(t);
    await connectBrokers(t, owner, broker);
    const listing = await createProperty(t, owner, place, { visibility: 'Network Only' }, [
      await jpegImage(),
      await jpegImage(640, 480, '#aa3300'),
    ]);
    const kept = listing.images[1] ?? '';
    const res = await postFlyerForm(
      t,
      broker,
      { ...editorFields, property_id: listing.id, keep_images: [kept] },
      [await jpegImage(500, 400, '#00aa33')],
    );
    expect(res.statusCode, res.body).toBe(201);
    const flyer = res.json<Flyer>();
    expect(flyer).toMatchObject({
      user_id: broker.id,
      property_id: listing.id,
      title: editorFields.title,
      description: editorFields.description,
      price: null,
      custom_price_text: 'Call for price',
      price_mode: 'custom',
    });
    expect(flyer.images).toHaveLength(2);
    expect(flyer.images[0]).toBe(kept);
    expect(flyer.images[1]).toMatch(
      new RegExp(`^/media/flyers/${flyer.id}/[0-9a-f]{32}/full\\.webp$`),
    );
    expect(flyerFiles(t, flyer.id)).toHaveLength(3);
    const page = await t.app.inject({ method: 'GET', url: flyer.public_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Call for price');
    expect((await call(t, broker, 'GET', `/api/flyers/${flyer.id}`)).json<Flyer>()).toEqual(flyer);
  });

  it('refused, it leaves no row and no file', async () => {
    const owner = await registerBroker(t);
    const broker = await registerBroker(t);
    const listing = await createProperty(t, owner, place, { visibility: 'All' });
    const closed = await createProperty(t, owner, place, { allow_flyers: false });
    const photo = await jpegImage();
    const before = await flyerFootprint(t);
    const base = { ...editorFields, property_id: listing.id };
    const cases: Array<{
      data: unknown;
      images?: Buffer[];
      status: number;
      field: string;
      message?: string;
    }> = [
      {
        data: { ...base, title: '  ' },
        status: 400,
        field: 'title',
        message: FLYER_MESSAGES.titleRequired,
      },
      {
        data: { ...base, keep_images: ['/media/flyers/x/y/full.webp'] },
        status: 400,
        field: 'keep_images',
        message: FLYER_MESSAGES.unknownImage,
      },
      {
        data: base,
        images: Array<Buffer>(6).fill(photo),
        status: 400,
        field: 'images',
        message: FLYER_MESSAGES.tooManyImages,
      },
      {
        data: { ...base, property_id: closed.id },
        status: 403,
        field: 'property_id',
        message: FLYER_MESSAGES.flyersOff,
      },
      { data: editorFields, status: 400, field: 'property_id' },
    ];
    for (const { data, images = [photo], status, field, message } of cases) {
      const res = await postFlyerForm(t, broker, data, images);
      expect(res.statusCode, res.body).toBe(status);
      expect(errorOf(res).field).toBe(field);
      if (message) expect(errorOf(res).message).toBe(message);
    }
    const notAnImage = await postFlyerForm(
      t,
      broker,
      { ...editorFields, property_id: listing.id },
      [Buffer.from('<html>not an image</html>')],
    );
    expect(notAnImage.statusCode).toBe(400);
    expect(await flyerFootprint(t)).toEqual(before);
  });
});

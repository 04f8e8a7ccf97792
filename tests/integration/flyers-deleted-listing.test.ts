// A deleted listing leaves nothing behind (security item 9). Making a flyer while its
// listing is being deleted is a clear 404, never a 500 from the foreign key: the create
// re-reads the listing FOR KEY SHARE in its insert's transaction, and the delete locks
// the listing before it lists the flyers to remove (so a flyer that won the race goes
// with it, photos included). Storage holds nothing of a deleted listing or flyer: photos,
// their smaller renditions and the 1200 x 630 previews rendered from them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLYER_MESSAGES, type Flyer } from '#shared/schemas/flyers.ts';
import { flyers } from '#server/db/schema.ts';
import { call } from '../helpers/feed';
import { createFlyer, flyerFiles, postFlyer, postFlyerForm } from '../helpers/flyers';
import { jpegImage } from '../helpers/images';
import {
  createProperty,
  listMediaFiles,
  placeOf,
  putProperty,
  type Place,
} from '../helpers/properties';
import { editableFields, getPage } from '../helpers/public-pages';
import { createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

const deleteListing = (who: SignedIn, id: string) =>
  call(t, who, 'DELETE', `/api/properties/${id}`);

const firstSave = (who: SignedIn, propertyId: string, images: Buffer[]) =>
  postFlyerForm(
    t,
    who,
    {
      property_id: propertyId,
      title: 'For my client',
      description: null,
      price_mode: 'standard',
      price: null,
      custom_price_text: null,
      keep_images: [],
    },
    images,
  );

async function expectJpeg(url: string): Promise<void> {
  const res = await getPage(t, url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
}

describe('storage after a delete', () => {
  it('holds nothing of a deleted listing: photos, flyer photos and every preview rendered from them', async () => {
    const owner = await registerBroker(t);
    const brokers = [await registerBroker(t), await registerBroker(t), await registerBroker(t)];
    const filesBefore = listMediaFiles(t);

    const listing = await createProperty(t, owner, place, { visibility: 'Public' }, [
      await jpegImage(900, 700, '#884422'),
      await jpegImage(700, 900, '#224488'),
    ]);
    await expectJpeg(`/og/property/${listing.id}.jpg`);
    // The first photo is removed after its preview was rendered: that preview goes with it.
    const edited = await putProperty(t, owner, listing.id, {
      ...editableFields(listing),
      remove_images: [listing.images[0]],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectJpeg(`/og/property/${listing.id}.jpg`);

    const own = await firstSave(brokers[0]!, listing.id, [await jpegImage(640, 480, '#00aa33')]);
    expect(own.statusCode, own.body).toBe(201);
    const withPhoto = own.json<Flyer>();
    const byReference = await createFlyer(t, brokers[1]!, listing.id);
    for (const flyer of [withPhoto, byReference]) {
      await expectJpeg(`/og/flyer/${flyer.public_id}.jpg`);
    }
    expect(
      listMediaFiles(t).some(
        (f) => f.startsWith(`flyers/${withPhoto.id}/`) && f.endsWith('og-listing.jpg'),
      ),
    ).toBe(true);

    // A flyer deleted on its own takes its photos and their preview with it.
    const gone = (await firstSave(brokers[2]!, listing.id, [await jpegImage()])).json<Flyer>();
    await expectJpeg(`/og/flyer/${gone.public_id}.jpg`);
    expect(flyerFiles(t, gone.id)).toHaveLength(4);
    expect((await call(t, brokers[2]!, 'DELETE', `/api/flyers/${gone.id}`)).statusCode).toBe(204);
    expect(flyerFiles(t, gone.id)).toEqual([]);

    expect((await deleteListing(owner, listing.id)).statusCode).toBe(204);
    expect(listMediaFiles(t)).toEqual(filesBefore);
    expect(
      await t.database.db.select().from(flyers).where(eq(flyers.propertyId, listing.id)),
    ).toEqual([]);
    expect((await getPage(t, `/og/flyer/${withPhoto.public_id}.jpg`)).statusCode).toBe(404);
  });
});

describe('making a flyer while its listing is deleted', () => {
  it('answers 201 or a clear 404, never a 500, and leaves no flyer or file behind', async () => {
    const owner = await registerBroker(t);
    const broker = await registerBroker(t);
    const filesBefore = listMediaFiles(t);
    const photo = await jpegImage();
    for (let round = 0; round < 6; round++) {
      const listing = await createProperty(t, owner, place);
      const [made, jsonMade, deleted] = await Promise.all([
        firstSave(broker, listing.id, [photo]),
        postFlyer(t, broker, listing.id),
        deleteListing(owner, listing.id),
      ]);
      expect(deleted.statusCode).toBe(204);
      for (const res of [made, jsonMade]) {
        expect([201, 404], res.body).toContain(res.statusCode);
        if (res.statusCode === 404)
          expect(errorOf(res).message).toBe(FLYER_MESSAGES.propertyNotFound);
      }
      expect(
        await t.database.db.select().from(flyers).where(eq(flyers.propertyId, listing.id)),
      ).toEqual([]);
    }
    expect(listMediaFiles(t)).toEqual(filesBefore);
  });

});

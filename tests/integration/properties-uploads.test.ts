// Upload attacks on the property form: too many photos, a file over 5 MB, HTML and
// SVG renamed .png, a decompression bomb, and EXIF GPS that must not survive. Every
// refusal leaves no new rows and no new files.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import type { Property } from '#shared/schemas/properties.ts';
import { PROPERTY_MESSAGES } from '#shared/schemas/properties.ts';
import {
  decompressionBombPng,
  HTML_FILE,
  jpegImage,
  jpegWithGps,
  pngImage,
  SVG_FILE,
} from '../helpers/images';
import { buildMultipart } from '../helpers/multipart';
import {
  keyOfMediaUrl,
  listMediaFiles,
  placeOf,
  postProperty,
  propertyData,
  propertyFootprint,
  type Place,
} from '../helpers/properties';
import {
  bearer,
  createTestApp,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let place: Place;
let broker: SignedIn;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
  broker = await registerBroker(t);
  photo = await jpegImage(320, 240);
});
afterAll(async () => t.close());

/** Posts the property form with the given files and expects a refusal that changed nothing. */
async function expectRefused(
  files: Array<{ data: Buffer; filename: string; contentType: string }>,
  status: number,
  message: string,
) {
  const before = await propertyFootprint(t);
  const form = buildMultipart([
    { name: 'data', value: JSON.stringify(propertyData(place)) },
    ...files.map((f) => ({ name: 'images', ...f })),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { ...bearer(broker.accessToken), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(status);
  expect(errorOf(res)).toMatchObject({ message, field: 'images' });
  expect(await propertyFootprint(t)).toEqual(before);
  return res;
}

const asPng = (data: Buffer, filename = 'photo.png') => ({
  data,
  filename,
  contentType: 'image/png',
});
const asJpeg = (data: Buffer, filename = 'photo.jpg') => ({
  data,
  filename,
  contentType: 'image/jpeg',
});

describe('photo uploads', () => {
  it('accepts five photos, stores full, medium and thumbnail WebP files for each', async () => {
    const before = listMediaFiles(t);
    const res = await postProperty(t, broker, propertyData(place), [
      photo,
      photo,
      await pngImage(),
      photo,
      photo,
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Property>();
    expect(created.images).toHaveLength(5);
    expect(new Set(created.images).size).toBe(5);
    const added = listMediaFiles(t).filter((f) => !before.includes(f));
    expect(added).toHaveLength(15);
    for (const url of created.images) {
      const key = keyOfMediaUrl(url);
      expect(added).toContain(key);
      expect(added).toContain(key.replace(/full\.webp$/, 'medium.webp'));
      expect(added).toContain(key.replace(/full\.webp$/, 'thumb.webp'));
      const meta = await sharp(path.join(t.config.mediaDir, key)).metadata();
      expect(meta.format).toBe('webp');
    }
  });

  it('resizes: full at most 1600 px wide, medium 800 px, thumbnail 400 px', async () => {
    const big = await jpegImage(3200, 2400);
    const res = await postProperty(t, broker, propertyData(place), [big]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Property>();
    const full = await sharp(
      path.join(t.config.mediaDir, keyOfMediaUrl(created.images[0] ?? '')),
    ).metadata();
    const thumb = await sharp(
      path.join(t.config.mediaDir, keyOfMediaUrl(created.thumbnail_url ?? '')),
    ).metadata();
    const medium = await sharp(
      path.join(
        t.config.mediaDir,
        keyOfMediaUrl(created.images[0] ?? '').replace(/full\.webp$/, 'medium.webp'),
      ),
    ).metadata();
    expect([full.width, full.height]).toEqual([1600, 1200]);
    expect([medium.width, medium.height]).toEqual([800, 600]);
    expect([thumb.width, thumb.height]).toEqual([400, 300]);
  });

  it('accepts WebP and AVIF photos by their bytes, whatever the file is called', async () => {
    const base = sharp({ create: { width: 120, height: 80, channels: 3, background: '#a0522d' } });
    const webp = await base.clone().webp().toBuffer();
    const avif = await base.clone().avif().toBuffer();
    const res = await postProperty(t, broker, propertyData(place), [webp, avif]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Property>().images).toHaveLength(2);
  });

  it('refuses HEIC when this build cannot decode it, with the type message', async () => {
    // An ISO-BMFF header with the 'heic' brand: file-type calls it image/heic.
    const ftyp = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic', 'ascii'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic', 'ascii'),
    ]);
    const heic = Buffer.concat([ftyp, Buffer.alloc(2048)]);
    await expectRefused([asJpeg(heic, 'IMG_0001.HEIC')], 400, PROPERTY_MESSAGES.imageType);
  });

  it('refuses a sixth photo', async () => {
    await expectRefused(
      [photo, photo, photo, photo, photo, photo].map((p) => asJpeg(p)),
      400,
      PROPERTY_MESSAGES.tooManyImages,
    );
  });

  it('refuses a file of 5 MB + 1 byte', async () => {
    // A real JPEG padded past the limit: the size alone must refuse it.
    const oversized = Buffer.concat([photo, Buffer.alloc(IMAGE_MAX_BYTES + 1 - photo.length)]);
    expect(oversized.length).toBe(IMAGE_MAX_BYTES + 1);
    await expectRefused([asJpeg(photo), asJpeg(oversized)], 413, PROPERTY_MESSAGES.imageTooLarge);
  });

  it('refuses an HTML file renamed .png', async () => {
    await expectRefused(
      [asJpeg(photo), asPng(HTML_FILE, 'innocent.png')],
      400,
      PROPERTY_MESSAGES.imageType,
    );
  });

  it('refuses an SVG file renamed .png', async () => {
    await expectRefused([asPng(SVG_FILE, 'logo.png')], 400, PROPERTY_MESSAGES.imageType);
  });

  it('refuses other formats (GIF) and garbage behind an image type', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    await expectRefused([asPng(gif, 'anim.png')], 400, PROPERTY_MESSAGES.imageType);
    const truncated = photo.subarray(0, 200);
    await expectRefused([asJpeg(truncated)], 400, PROPERTY_MESSAGES.imageUnreadable);
  });

  it('refuses a decompression-bomb PNG by its pixel count', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(200_000);
    const rssBefore = process.memoryUsage().rss;
    await expectRefused(
      [asJpeg(photo), asPng(bomb, 'bomb.png')],
      400,
      PROPERTY_MESSAGES.imageTooManyPixels,
    );
    // 400 megapixels were never decoded (that would take 400 MB or more).
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('strips EXIF (GPS included) from stored photos', async () => {
    const withGps = await jpegWithGps();
    const source = await sharp(withGps).metadata();
    expect(source.exif, 'the test photo carries EXIF').toBeDefined();
    expect(source.exif?.toString('latin1')).toContain('SecretCam');

    const res = await postProperty(t, broker, propertyData(place), [withGps]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Property>();
    for (const url of [created.images[0] ?? '', created.thumbnail_url ?? '']) {
      const stored = fs.readFileSync(path.join(t.config.mediaDir, keyOfMediaUrl(url)));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
      expect(stored.includes(Buffer.from('EXIF'))).toBe(false);
    }
  });

  it('applies the EXIF orientation before stripping it', async () => {
    // Stored 200 x 100 with orientation 6 ("rotate 90° clockwise to view"): upright is 100 x 200.
    const sideways = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#123456' },
    })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await postProperty(t, broker, propertyData(place), [sideways]);
    expect(res.statusCode, res.body).toBe(201);
    const meta = await sharp(
      path.join(t.config.mediaDir, keyOfMediaUrl(res.json<Property>().images[0] ?? '')),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(meta.orientation).toBeUndefined();
  });

  it('a refusal after valid photos were read leaves none of them behind', async () => {
    await expectRefused(
      [asJpeg(photo), asJpeg(photo), asPng(SVG_FILE)],
      400,
      PROPERTY_MESSAGES.imageType,
    );
  });
});

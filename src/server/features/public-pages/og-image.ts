// The preview images of the public pages (og:image): 1200 x 630 JPEG, which WhatsApp
// shows reliably (WebP it does not). A listing's is its first photo cover-cropped; a
// broker's is their photo on the brand colour; without a photo, a text-free branded
// image. A render is cached in storage in its source photo's own folder
// (property_images/<folder>/og-listing.jpg, flyers/<id>/<folder>/..., avatars/<folder>/
// og-broker.jpg), so whatever removes a photo's folder (a removed photo, a deleted
// listing or flyer, a replaced avatar) removes its preview with it; a changed photo is
// a new folder, hence a new render.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '#server/lib/media/images.ts';
import { storageKeyOfUrl } from '#server/lib/media/media-urls.ts';
import type { Storage } from '#server/lib/storage.ts';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from './head';

const BRAND = '#1d4ed8';
const QUALITY = 78;
const AVATAR_SIZE = 360;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** A short version of the preview's source, added to og:image so apps refetch after a change. */
export function imageVersion(urls: readonly string[]): string {
  const first = urls.find((url) => storageKeyOfUrl(url) !== null);
  return first ? hashOf(first).slice(0, 12) : '0';
}

let fallback: Promise<Buffer> | undefined;

/** Brand colour with the logo's house shape; generated once per process. */
export function fallbackOgImage(): Promise<Buffer> {
  fallback ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">` +
        `<rect width="100%" height="100%" fill="${BRAND}"/>` +
        `<g transform="translate(420 135) scale(11.25)"><path d="M7 16l9-8 9 8v9h-6v-6h-6v6H7z" fill="#fff"/></g></svg>`,
    ),
  )
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toBuffer();
  return fallback;
}

/** Where the preview of the photo stored at `sourceKey` is cached: beside it, in its folder. */
export function ogRenderKey(sourceKey: string, kind: 'listing' | 'broker'): string | null {
  const slash = sourceKey.lastIndexOf('/');
  // Every photo we store sits in a folder of its own; anything else gets no cached render.
  return slash > 0 ? `${sourceKey.slice(0, slash)}/og-${kind}.jpg` : null;
}

export type OgImages = {
  /** The first of `imageUrls` that we store, cover-cropped; the fallback otherwise. */
  forListing(imageUrls: readonly string[]): Promise<Buffer>;
  forBroker(avatarUrl: string | null): Promise<Buffer>;
};

export function createOgImages(storage: Storage, log: FastifyBaseLogger): OgImages {
  async function cached(
    sourceUrl: string,
    kind: 'listing' | 'broker',
    render: (source: Buffer) => Promise<Buffer>,
  ): Promise<Buffer> {
    const sourceKey = storageKeyOfUrl(sourceUrl);
    const cacheKey = sourceKey ? ogRenderKey(sourceKey, kind) : null;
    if (!sourceKey || !cacheKey) return fallbackOgImage();
    try {
      const hit = await storage.get(cacheKey);
      if (hit) return hit;
      const source = await storage.get(sourceKey);
      if (!source) return await fallbackOgImage();
      const jpeg = await render(source);
      await storage.put(cacheKey, jpeg, 'image/jpeg');
      return jpeg;
    } catch (error) {
      // A broken source file must not break the page's preview: show the brand image.
      log.warn({ err: error, sourceUrl }, 'could not render a preview image');
      return fallbackOgImage();
    }
  }

  return {
    forListing(imageUrls) {
      const first = imageUrls.find((url) => storageKeyOfUrl(url) !== null);
      if (!first) return fallbackOgImage();
      return cached(first, 'listing', (source) =>
        sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, fit: 'cover' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: QUALITY, mozjpeg: true })
          .toBuffer(),
      );
    },
    forBroker(avatarUrl) {
      if (!avatarUrl) return fallbackOgImage();
      return cached(avatarUrl, 'broker', async (source) => {
        const circle = Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}"><circle cx="${AVATAR_SIZE / 2}" cy="${AVATAR_SIZE / 2}" r="${AVATAR_SIZE / 2}"/></svg>`,
        );
        const round = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
          .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' })
          .composite([{ input: circle, blend: 'dest-in' }])
          .png()
          .toBuffer();
        return sharp({
          create: {
            width: OG_IMAGE_WIDTH,
            height: OG_IMAGE_HEIGHT,
            channels: 3,
            background: BRAND,
          },
        })
          .composite([{ input: round, gravity: 'centre' }])
          .jpeg({ quality: QUALITY, mozjpeg: true })
          .toBuffer();
      });
    },
  };
}

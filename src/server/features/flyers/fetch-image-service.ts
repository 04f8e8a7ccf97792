// POST /api/flyers/fetch-image (spec section 7, edge function fetch-image): an image
// from the web for the flyer editor, fetched through the SSRF-safe fetcher and treated
// exactly like an upload (typed by its bytes, at most 5 MB, re-encoded to WebP without
// metadata). The editor then sends it back as an upload when the flyer is saved.
import type { FastifyBaseLogger } from 'fastify';
import {
  fetchPublicImage,
  type FetchPublicImageOptions,
} from '#server/lib/safe-fetch/fetch-public-image.ts';
import { IMAGE_FETCH, refusalOf } from './remote-errors';

export type FetchedImage = { success: true; base64Image: string; contentType: 'image/webp' };

export async function fetchImageForFlyer(
  imageUrl: string,
  options: FetchPublicImageOptions,
  log: FastifyBaseLogger,
): Promise<FetchedImage> {
  try {
    const image = await fetchPublicImage(imageUrl, options);
    return { success: true, base64Image: image.full.toString('base64'), contentType: 'image/webp' };
  } catch (error) {
    throw refusalOf(error, IMAGE_FETCH, log);
  }
}

// An image from the web for the flyer editor, treated exactly like an upload: typed by
// its bytes (the Content-Type header is the sender's claim, not ours), capped at the
// upload size, and re-encoded to WebP by the upload pipeline (lib/media/images.ts), which
// strips metadata and anything hidden after the image data.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { HttpError } from '../http-errors';
import { MAX_INPUT_PIXELS, processPropertyImage, type PropertyImage } from '../media/images';
import { fetchPublicUrl, type FetchPublicUrlOptions } from './fetch-public-url';
import { SafeFetchError } from './safe-fetch-error';

const IMAGE_TIMEOUT_MS = 10_000;
const IMAGE_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.8';

type SourceType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

// HEIC, SVG, BMP, TIFF, ... are refused: SVG is a document, not a picture, and the
// others are not what web pages serve.
const SOURCE_TYPES: Record<string, SourceType> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

export type PublicImage = PropertyImage & {
  /** Width and height of `full`. */
  width: number;
  height: number;
  sourceType: SourceType;
  finalUrl: string;
};

export type FetchPublicImageOptions = Partial<
  Pick<FetchPublicUrlOptions, 'timeoutMs' | 'maxBytes'>
> &
  Pick<FetchPublicUrlOptions, 'signal' | 'resolve' | 'allowPrivateHosts'>;

/** Throws SafeFetchError: the fetch codes, 'too_large' past 5 MB, 'not_image'. */
export async function fetchPublicImage(
  url: string,
  options: FetchPublicImageOptions = {},
): Promise<PublicImage> {
  const response = await fetchPublicUrl(url, {
    ...options,
    maxBytes: options.maxBytes ?? IMAGE_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? IMAGE_TIMEOUT_MS,
    accept: IMAGE_ACCEPT,
  });
  const detected = await fileTypeFromBuffer(response.body);
  const sourceType = detected ? SOURCE_TYPES[detected.mime] : undefined;
  if (!sourceType)
    throw new SafeFetchError(
      'not_image',
      'The URL did not return a JPEG, PNG, WebP, GIF or AVIF image',
    );
  const input = sourceType === 'gif' ? await firstFrameAsPng(response.body) : response.body;
  const image = await reencode(input);
  const { width = 0, height = 0 } = await sharp(image.full).metadata();
  return { ...image, width, height, sourceType, finalUrl: response.finalUrl };
}

async function reencode(data: Buffer): Promise<PropertyImage> {
  try {
    return await processPropertyImage(data, 'url');
  } catch (error) {
    if (error instanceof HttpError)
      throw new SafeFetchError('not_image', error.message, { cause: error });
    throw error;
  }
}

// The upload pipeline takes no GIF; a lossless PNG of the first frame gives it the
// same pixels. The pixel cap applies here too, before anything is decoded.
async function firstFrameAsPng(gif: Buffer): Promise<Buffer> {
  try {
    return await sharp(gif, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .png()
      .toBuffer();
  } catch (error) {
    throw new SafeFetchError('not_image', 'This GIF could not be read', { cause: error });
  }
}

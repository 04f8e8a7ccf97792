// The upload pipeline: decide the type from the bytes (never the name or the declared
// type), refuse anything that is not a photo format we can decode, cap the pixel
// count before decoding (a tiny PNG can claim 20000 x 20000 pixels), then re-encode
// to WebP. Re-encoding drops every piece of metadata (EXIF GPS included) and any
// payload hidden after the image data.
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type ResizeOptions, type Sharp } from 'sharp';
import { UPLOAD_MESSAGES } from '#shared/upload-messages.ts';
import { badRequest, type HttpError } from '../http-errors';

/** 40 megapixels: any phone photo fits; a decompression bomb does not. */
export const MAX_INPUT_PIXELS = 40_000_000;

const FULL_MAX_WIDTH = 1600;
// What a phone screen needs (about 400 CSS px at 2x): public pages offer it in srcset.
const MEDIUM_MAX_WIDTH = 800;
const THUMB_MAX_WIDTH = 400;
// Tall images keep their shape, but stay within what WebP can encode (16383 px).
const MAX_ASPECT = 4;
const AVATAR_SIZE = 256;

type AcceptedType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

const ACCEPTED_MIME: Record<string, AcceptedType> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heic',
};

// The format sharp reports after reading the header, per accepted type: a file whose
// magic bytes say one thing and whose decoder says another is refused.
const SHARP_FORMAT: Record<AcceptedType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
  heic: 'heif',
};

export type PropertyImage = { full: Buffer; medium: Buffer; thumb: Buffer };

/** Full (1600 px wide at most), medium (800 px) and thumbnail (400 px) WebP renditions of one upload. */
export async function processPropertyImage(data: Buffer, field: string): Promise<PropertyImage> {
  const { image, refuse } = await openImage(data, field);
  const [full, medium, thumb] = await Promise.all([
    encode(image.clone().resize(fitInside(FULL_MAX_WIDTH)).webp({ quality: 82 }), refuse),
    encode(image.clone().resize(fitInside(MEDIUM_MAX_WIDTH)).webp({ quality: 80 }), refuse),
    encode(image.clone().resize(fitInside(THUMB_MAX_WIDTH)).webp({ quality: 75 }), refuse),
  ]);
  return { full, medium, thumb };
}

/** One WebP rendition, 1600 px wide at most, for an image shown at one size (a post's). */
export async function processSingleImage(data: Buffer, field: string): Promise<Buffer> {
  const { image, refuse } = await openImage(data, field);
  return encode(image.resize(fitInside(FULL_MAX_WIDTH)).webp({ quality: 82 }), refuse);
}

/** A square 256 px WebP avatar, cropped around the centre. */
export async function processAvatarImage(data: Buffer, field: string): Promise<Buffer> {
  const { image, refuse } = await openImage(data, field);
  return encode(
    image
      .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'attention' })
      .webp({ quality: 80 }),
    refuse,
  );
}

/** The accepted type the bytes start with, or undefined (SVG, HTML, GIF, PDF, ...). */
export async function sniffImageType(data: Buffer): Promise<AcceptedType | undefined> {
  const detected = await fileTypeFromBuffer(data);
  return detected ? ACCEPTED_MIME[detected.mime] : undefined;
}

type Refuse = (error: unknown) => HttpError;

async function openImage(data: Buffer, field: string): Promise<{ image: Sharp; refuse: Refuse }> {
  const type = await sniffImageType(data);
  if (!type) throw badRequest(UPLOAD_MESSAGES.imageType, field);
  // HEIC needs an HEVC decoder the bundled libvips may lack: if it cannot be decoded,
  // it is a type we do not take, not a broken file.
  const refuse: Refuse = (error) =>
    type === 'heic' ? badRequest(UPLOAD_MESSAGES.imageType, field) : refusalFor(error, field);
  const input = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let metadata: Metadata;
  try {
    // Reads the header only: the pixel check below happens before any decoding.
    metadata = await input.metadata();
  } catch (error) {
    throw refuse(error);
  }
  if (metadata.format !== SHARP_FORMAT[type]) throw badRequest(UPLOAD_MESSAGES.imageType, field);
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) throw badRequest(UPLOAD_MESSAGES.imageTooManyPixels, field);
  if (pixels === 0) throw badRequest(UPLOAD_MESSAGES.imageUnreadable, field);
  // rotate() with no angle applies the EXIF orientation, before the EXIF is dropped.
  return { image: input.rotate(), refuse };
}

function fitInside(width: number): ResizeOptions {
  return { width, height: width * MAX_ASPECT, fit: 'inside', withoutEnlargement: true };
}

async function encode(pipeline: Sharp, refuse: Refuse): Promise<Buffer> {
  try {
    return await pipeline.toBuffer();
  } catch (error) {
    throw refuse(error);
  }
}

function refusalFor(error: unknown, field: string): HttpError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return badRequest(UPLOAD_MESSAGES.imageTooManyPixels, field);
  return badRequest(UPLOAD_MESSAGES.imageUnreadable, field);
}

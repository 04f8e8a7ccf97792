import { fetchFlyerImage } from '#shared/api/flyers.ts';
import { call } from '#web/lib/call-endpoint.ts';

/** The server fetches an image from the web for us. */
export const fetchImage = (imageUrl: string) => call(fetchFlyerImage, { body: { imageUrl } });

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

/** A file name for an image fetched from `url`: its last path segment, else 'image'. */
export function fileNameFor(url: string, contentType: string): string {
  const ext = EXTENSIONS[contentType] ?? 'img';
  let base = 'image';
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
    const stem = decodeURIComponent(last).replace(/\.[a-z0-9]+$/i, '');
    const safe = stem.replace(/[^\w.-]+/g, '-').slice(0, 60);
    if (safe) base = safe;
  } catch {
    // Not a URL we can read: keep 'image'.
  }
  return `${base}.${ext}`;
}

/** base64 (as fetch-image returns it) to a File, to upload with the flyer's save. */
export function base64ToFile(base64: string, contentType: string, name: string): File {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type: contentType });
}

/** Fetches the image at `url` through the server and returns it as a File. */
export async function fetchImageFile(url: string): Promise<File> {
  const result = await fetchImage(url);
  return base64ToFile(result.base64Image, result.contentType, fileNameFor(url, result.contentType));
}

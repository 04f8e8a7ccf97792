// The photos a listing page offers, read from its markup (lib/read-html.ts): Open Graph and
// Twitter card images, JSON-LD `image` fields, <link rel="image_src">, and <img> /
// <source> tags (src, srcset and the usual lazy-loading attributes). URLs are resolved
// against the page's <base href> or final URL, only http(s) is kept, obvious
// non-photos are dropped (SVG and icons, logos, sprites, tracking pixels, tiny declared
// sizes), duplicates go, and at most SCRAPED_IMAGES_MAX are returned, the page's own
// declared main images first.

import { readHtml, type Attributes, type HtmlReader } from './read-html';

export const SCRAPED_IMAGES_MAX = 30;
/** An <img> declaring a width or height below this is an icon, a spacer or a pixel. */
const MIN_DECLARED_SIZE = 50;

const META_IMAGE_KEYS = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'twitter:image',
  'twitter:image:src',
]);
const IMG_URL_ATTRIBUTES = ['src', 'data-src', 'data-lazy-src', 'data-original', 'data-url'];
const IMG_SRCSET_ATTRIBUTES = ['srcset', 'data-srcset', 'data-lazy-srcset'];

// Substrings of a path that mark a non-photo, and words that do when standing alone
// ('icon' as a word, so '/silicon-valley.jpg' stays).
const NON_PHOTO_SUBSTRINGS = ['logo', 'sprite', 'favicon', 'spacer', 'blank.gif', '1x1'];
const NON_PHOTO_WORDS = /(^|[^a-z])(icons?|pixel|tracking|badge)([^a-z]|$)/;
const NON_PHOTO_EXTENSIONS = /\.(svgz?|ico|cur)$/;
const TRACKER_HOSTS = [
  'facebook.com',
  'facebook.net',
  'google-analytics.com',
  'googletagmanager.com',
  'doubleclick.net',
  'bat.bing.com',
  'scorecardresearch.com',
];

export function extractImageUrls(html: string, pageUrl: string): string[] {
  return readHtml(html, { images: createImageReader(pageUrl) }).images;
}

/** The photo finder as a reader of a page parse shared with others (Quick Entry's). */
export function createImageReader(pageUrl: string): HtmlReader<string[]> {
  let base: string | undefined;
  const declared: string[] = [];
  const inPage: string[] = [];
  const jsonLd: string[] = [];
  // Values are trimmed: pages write URLs with spaces around them.
  const get = (attributes: Attributes, key: string) => attributes.get(key)?.trim();
  return {
    open(name, attributes) {
      if (name === 'base') {
        base ??= get(attributes, 'href') || undefined;
      } else if (name === 'meta') {
        const key = (get(attributes, 'property') ?? get(attributes, 'name') ?? '').toLowerCase();
        const content = get(attributes, 'content');
        if (META_IMAGE_KEYS.has(key) && content) declared.push(content);
      } else if (name === 'link') {
        const rel = (get(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
        const href = get(attributes, 'href');
        if (rel.includes('image_src') && href) declared.push(href);
      } else if (name === 'img' || name === 'source') {
        if (isTinyDeclared(attributes)) return;
        for (const key of IMG_URL_ATTRIBUTES) {
          const value = get(attributes, key);
          if (value) inPage.push(value);
        }
        for (const key of IMG_SRCSET_ATTRIBUTES) {
          const best = largestCandidate(get(attributes, key));
          if (best) inPage.push(best);
        }
      }
    },
    raw(name, attributes, content) {
      if (name === 'script' && /application\/ld\+json/i.test(attributes.get('type') ?? '')) {
        jsonLd.push(content);
      }
    },
    result() {
      const resolved = baseUrlOf(base, pageUrl);
      for (const body of jsonLd) declared.push(...jsonLdImages(body));
      const seen = new Set<string>();
      const result: string[] = [];
      for (const raw of [...declared, ...inPage]) {
        const url = resolvePhotoUrl(raw, resolved);
        if (!url || seen.has(url)) continue;
        seen.add(url);
        result.push(url);
        if (result.length === SCRAPED_IMAGES_MAX) break;
      }
      return result;
    },
  };
}

function baseUrlOf(href: string | undefined, pageUrl: string): string {
  if (!href) return pageUrl;
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return pageUrl;
  }
}

function isTinyDeclared(attributes: Attributes): boolean {
  return ['width', 'height'].some((key) => {
    const value = attributes.get(key)?.trim();
    if (!value || !/^\d+(\.\d+)?(px)?$/i.test(value)) return false;
    return Number.parseFloat(value) < MIN_DECLARED_SIZE;
  });
}

/** The candidate of a srcset with the largest width (or density) descriptor. */
function largestCandidate(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  let best: { url: string; size: number } | undefined;
  // Candidates are separated by commas followed by whitespace (URLs may contain commas).
  for (const candidate of srcset.split(/,\s+/)) {
    const [url, descriptor = '1x'] = candidate.trim().split(/\s+/);
    if (!url) continue;
    const size = Number.parseFloat(descriptor) * (/x$/i.test(descriptor) ? 1000 : 1);
    if (!best || (Number.isFinite(size) && size > best.size))
      best = { url, size: Number.isFinite(size) ? size : 0 };
  }
  return best?.url;
}

/** `image` fields anywhere in a JSON-LD block: a URL, an ImageObject, or lists of them. */
function jsonLdImages(body: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(body.trim());
  } catch {
    return [];
  }
  const found: string[] = [];
  const visit = (node: unknown, depth: number, isImage: boolean): void => {
    if (depth > 20 || found.length >= SCRAPED_IMAGES_MAX * 2) return;
    if (typeof node === 'string') {
      if (isImage) found.push(node);
    } else if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1, isImage);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'image' || key === 'photo' || key === 'thumbnailUrl')
          visit(value, depth + 1, true);
        else if (isImage && (key === 'url' || key === 'contentUrl')) visit(value, depth + 1, true);
        else if (typeof value === 'object') visit(value, depth + 1, false);
      }
    }
  };
  visit(data, 0, false);
  return found;
}

function resolvePhotoUrl(raw: string, base: string): string | undefined {
  // Markup characters in a URL mean the page's quoting broke, not a photo.
  if (/[<>"]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  const path = decodeSafely(url.pathname).toLowerCase();
  if (NON_PHOTO_EXTENSIONS.test(path)) return undefined;
  if (NON_PHOTO_SUBSTRINGS.some((s) => path.includes(s)) || NON_PHOTO_WORDS.test(path))
    return undefined;
  const host = url.hostname.toLowerCase();
  if (TRACKER_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) return undefined;
  return url.href;
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

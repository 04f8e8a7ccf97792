// The photos a listing page offers, read from its HTML without a DOM: Open Graph and
// Twitter card images, JSON-LD `image` fields, <link rel="image_src">, and <img> /
// <source> tags (src, srcset and the usual lazy-loading attributes). URLs are resolved
// against the page's <base href> or final URL, only http(s) is kept, obvious
// non-photos are dropped (SVG and icons, logos, sprites, tracking pixels, tiny declared
// sizes), duplicates go, and at most SCRAPED_IMAGES_MAX are returned, the page's own
// declared main images first.

import { decodeEntities } from './html-entities';

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
  const { tags, jsonLd } = scanTags(html);
  const base = baseUrlOf(tags, pageUrl);

  const declared: string[] = [];
  const inPage: string[] = [];
  for (const { name, attributes } of tags) {
    if (name === 'meta') {
      const key = (attributes.get('property') ?? attributes.get('name') ?? '').toLowerCase();
      const content = attributes.get('content');
      if (META_IMAGE_KEYS.has(key) && content) declared.push(content);
    } else if (name === 'link') {
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
      const href = attributes.get('href');
      if (rel.includes('image_src') && href) declared.push(href);
    } else if (name === 'img' || name === 'source') {
      if (isTinyDeclared(attributes)) continue;
      for (const key of IMG_URL_ATTRIBUTES) {
        const value = attributes.get(key);
        if (value) inPage.push(value);
      }
      for (const key of IMG_SRCSET_ATTRIBUTES) {
        const best = largestCandidate(attributes.get(key));
        if (best) inPage.push(best);
      }
    }
  }
  for (const body of jsonLd) declared.push(...jsonLdImages(body));

  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of [...declared, ...inPage]) {
    const url = resolvePhotoUrl(raw, base);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    result.push(url);
    if (result.length === SCRAPED_IMAGES_MAX) break;
  }
  return result;
}

type Tag = { name: string; attributes: Map<string, string> };

const WANTED_TAGS = new Set(['img', 'source', 'meta', 'link', 'base']);
// Their content is not markup on the page (a JSON-LD script is read, not scanned).
const RAW_TEXT_TAGS = new Set(['script', 'style', 'template', 'textarea', 'title']);

/**
 * One pass over the page, in linear time whatever the input (a hostile page must not
 * be able to stall the server with backtracking): each '<' either opens a comment
 * (skipped to '-->'), a raw-text element (skipped to its closing tag; JSON-LD scripts
 * kept), or a tag whose attributes are read up to the next '>'. An attribute value
 * containing a raw '>' ends its tag early; pages that do that lose that one tag.
 */
function scanTags(html: string): { tags: Tag[]; jsonLd: string[] } {
  const tags: Tag[] = [];
  const jsonLd: string[] = [];
  const tagName = /<([a-zA-Z][a-zA-Z0-9:-]*)/y;
  let i = html.indexOf('<');
  while (i !== -1) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      if (end === -1) break;
      i = html.indexOf('<', end + 3);
      continue;
    }
    tagName.lastIndex = i;
    const match = tagName.exec(html);
    if (!match) {
      i = html.indexOf('<', i + 1);
      continue;
    }
    const name = (match[1] ?? '').toLowerCase();
    const close = html.indexOf('>', tagName.lastIndex);
    if (close === -1) break;
    const attributeText = html.slice(tagName.lastIndex, close);
    let next = close + 1;
    if (RAW_TEXT_TAGS.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, 'gi');
      end.lastIndex = next;
      const found = end.exec(html);
      if (!found) break;
      if (name === 'script' && /application\/ld\+json/i.test(attributeText)) {
        jsonLd.push(html.slice(next, found.index));
      }
      next = end.lastIndex;
    } else if (WANTED_TAGS.has(name)) {
      tags.push({ name, attributes: parseAttributes(attributeText) });
    }
    i = html.indexOf('<', next);
  }
  return { tags, jsonLd };
}

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(
    /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    const key = (match[1] ?? '').toLowerCase();
    if (attributes.has(key)) continue; // the first one wins, as in browsers
    attributes.set(key, decodeEntities(match[2] ?? match[3] ?? match[4] ?? '').trim());
  }
  return attributes;
}

function baseUrlOf(tags: readonly Tag[], pageUrl: string): string {
  const href = tags
    .find((t) => t.name === 'base' && t.attributes.get('href'))
    ?.attributes.get('href');
  if (!href) return pageUrl;
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return pageUrl;
  }
}

function isTinyDeclared(attributes: Map<string, string>): boolean {
  return ['width', 'height'].some((key) => {
    const value = attributes.get(key);
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

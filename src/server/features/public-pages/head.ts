// The <head> of a public page: title, description, canonical, robots, Open Graph and
// Twitter tags (what WhatsApp and other apps read to show a preview), JSON-LD.
import { markup, jsonForScript, trustedHtml, type SafeHtml } from './html';

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
const DESCRIPTION_MAX = 160;

export type PageMeta = {
  /** The <title>; og:title and twitter:title drop the product suffix. */
  title: string;
  siteName: string;
  description: string;
  /** Absolute. */
  canonicalUrl: string;
  ogType: 'website' | 'profile';
  /** Absolute, 1200 x 630. */
  ogImageUrl: string;
  ogImageAlt: string;
  robots: 'index, follow' | 'noindex, follow' | 'noindex, nofollow';
  /** schema.org data, serialised into one script block. */
  jsonLd?: Record<string, unknown>;
};

/** At most 160 characters, whitespace collapsed, cut at a word with an ellipsis. */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

export function renderHead(meta: PageMeta): SafeHtml {
  const description = metaDescription(meta.description);
  const fullTitle = `${meta.title} | ${meta.siteName}`;
  return markup`<title>${fullTitle}</title>
<meta name="description" content="${description}">
<meta name="robots" content="${meta.robots}">
<link rel="canonical" href="${meta.canonicalUrl}">
<meta property="og:type" content="${meta.ogType}">
<meta property="og:site_name" content="${meta.siteName}">
<meta property="og:title" content="${meta.title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${meta.canonicalUrl}">
<meta property="og:image" content="${meta.ogImageUrl}">
<meta property="og:image:type" content="image/jpeg">
<meta property="og:image:width" content="${OG_IMAGE_WIDTH}">
<meta property="og:image:height" content="${OG_IMAGE_HEIGHT}">
<meta property="og:image:alt" content="${meta.ogImageAlt}">
<meta property="og:locale" content="en_IN">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${meta.title}">
<meta name="twitter:description" content="${description}">
<meta name="twitter:image" content="${meta.ogImageUrl}">
<meta name="twitter:image:alt" content="${meta.ogImageAlt}">
${meta.jsonLd ? markup`<script type="application/ld+json">${trustedHtml(jsonForScript(meta.jsonLd))}</script>` : ''}`;
}

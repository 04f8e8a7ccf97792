// Open Graph, Twitter card and plain meta tags: what a page says about itself when
// shared. They give a title and a description (whose words the text parser then reads),
// sometimes a price (product:price:*) and a place (og:locality, geo.placename), and the
// site's name, which is cut off the end of titles ("... | 99acres").
import type { HtmlReader } from '#server/lib/read-html.ts';
import { cleanText, EMPTY_LISTING, type StructuredListing } from './structured-listing';

export type PageMeta = {
  listing: StructuredListing | null;
  /** og:site_name or application-name, to strip from titles. */
  siteName: string | null;
  /** The <title> element's text. */
  documentTitle: string | null;
};

export function createMetaReader(): HtmlReader<PageMeta> {
  const meta = new Map<string, string>();
  let documentTitle: string | null = null;
  return {
    raw(name, _attributes, content) {
      if (name === 'title' && documentTitle === null) documentTitle = cleanText(content, 300);
    },
    open(name, attributes) {
      if (name !== 'meta') return;
      // itemprop metas belong to microdata (extract-microdata.ts).
      if (attributes.has('itemprop')) return;
      const key = (attributes.get('property') ?? attributes.get('name') ?? '').trim().toLowerCase();
      const content = attributes.get('content');
      if (key && content !== undefined && content.trim() !== '' && !meta.has(key))
        meta.set(key, content);
    },
    result: () => readMeta(meta, documentTitle),
  };
}

function readMeta(meta: ReadonlyMap<string, string>, documentTitle: string | null): PageMeta {
  const get = (...keys: string[]) => {
    for (const key of keys) {
      const value = meta.get(key);
      if (value !== undefined) return value;
    }
    return undefined;
  };

  const priceRaw = get('product:price:amount', 'og:price:amount', 'product:price');
  const price = priceRaw === undefined ? null : Number(priceRaw.replace(/[\s,]/g, ''));
  const currency = get('product:price:currency', 'og:price:currency');
  const place = [
    get('og:locality'),
    get('og:region'),
    get('geo.placename'),
    get('og:street-address'),
  ]
    .map((p) => cleanText(p, 200))
    .filter((p): p is string => p !== null);
  const listing: StructuredListing = {
    ...EMPTY_LISTING,
    title: cleanText(get('og:title', 'twitter:title'), 300),
    description: cleanText(get('og:description', 'twitter:description', 'description'), 5000),
    price: price !== null && Number.isFinite(price) && price > 0 && price <= 1e12 ? price : null,
    currency:
      currency && /^[A-Za-z]{3}$/.test(currency.trim()) ? currency.trim().toUpperCase() : null,
    place: place.length > 0 ? [...new Set(place)].join(', ') : null,
  };
  const found = Object.values(listing).some((v) => v !== null);
  return {
    listing: found ? listing : null,
    siteName: cleanText(get('og:site_name', 'application-name', 'twitter:site'), 100),
    documentTitle,
  };
}

// The listing-page readers on small hand-written snippets: JSON-LD and microdata into
// the form's terms, the main text, and title clean-up. The parser's own edge cases are
// in lib/read-html.test.ts; whole portal-style pages go through the route in
// tests/integration/quick-entry-scrape.
import { describe, expect, it } from 'vitest';
import { readHtml, type HtmlReader } from '#server/lib/read-html.ts';
import { createJsonLdReader } from './extract-json-ld';
import { createMainTextReader } from './extract-main-text';
import { createMetaReader } from './extract-meta';
import { createMicrodataReader } from './extract-microdata';
import { stripSiteName } from './merge-fields';

const read = <T>(html: string, reader: HtmlReader<T>): T => readHtml(html, { reader }).reader;
const extractJsonLd = (html: string) => read(html, createJsonLdReader());
const extractMicrodata = (html: string) => read(html, createMicrodataReader());
const extractMainText = (html: string) => read(html, createMainTextReader());
const extractMeta = (html: string) => read(html, createMetaReader());

const jsonLd = (...blocks: unknown[]) =>
  extractJsonLd(
    blocks
      .map(
        (b) =>
          `<script type="application/ld+json">${typeof b === 'string' ? b : JSON.stringify(b)}</script>`,
      )
      .join(''),
  );

describe('extractJsonLd', () => {
  it('follows @id references from the listing to the home it offers', () => {
    const listing = jsonLd({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'RealEstateListing',
          name: 'Villa',
          offers: { '@type': 'Offer', price: '2,50,00,000', priceCurrency: 'inr' },
          mainEntity: { '@id': '#home' },
        },
        {
          '@type': 'House',
          '@id': '#home',
          numberOfBedrooms: { '@type': 'QuantitativeValue', value: 4 },
          floorSize: { '@type': 'QuantitativeValue', value: 300, unitCode: 'MTK' },
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Jubilee Hills',
            addressRegion: 'Hyderabad',
          },
        },
      ],
    });
    expect(listing).toMatchObject({
      title: 'Villa',
      price: 25_000_000,
      currency: 'INR',
      bedrooms: 4,
      sqft: 3229,
      place: 'Jubilee Hills, Hyderabad',
    });
  });

  it('reads rent from a lease business function or a monthly unit, and a price written as words', () => {
    expect(
      jsonLd({
        '@type': 'Offer',
        price: 30000,
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      })?.kind,
    ).toBe('Rent');
    expect(
      jsonLd({ '@type': 'Offer', priceSpecification: { price: 30000, unitCode: 'MON' } })?.kind,
    ).toBe('Rent');
    expect(
      jsonLd({ '@type': 'Product', offers: { '@type': 'Offer', price: '1.25 Cr' } }),
    ).toMatchObject({
      price: null,
      priceText: '1.25 Cr',
    });
  });

  it('ignores broken blocks and non-listing types; "similar" listings inside a list count only when nothing else does', () => {
    expect(jsonLd('{ not json', { '@type': 'Organization', name: 'Acme' })).toBeNull();
    const list = {
      '@type': 'ItemList',
      itemListElement: [{ '@type': 'Apartment', name: 'Similar flat', numberOfRooms: 1 }],
    };
    expect(jsonLd(list)?.title).toBe('Similar flat');
    expect(
      jsonLd({ '@type': 'Apartment', name: 'The flat', numberOfRooms: 3 }, list),
    ).toMatchObject({
      title: 'The flat',
      bedrooms: 3,
    });
  });
});

describe('extractMicrodata', () => {
  it('builds nested items; meta content, element text and the first value of a property', () => {
    const listing = extractMicrodata(`
      <div itemscope itemtype="http://schema.org/Product">
        <span itemprop="name">2 BHK <b>in Powai</b></span>
        <span itemprop="name">second name</span>
        <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
          <meta itemprop="price" content="65000"><meta itemprop="priceCurrency" content="INR">
          <link itemprop="businessFunction" href="http://purl.org/goodrelations/v1#LeaseOut">
        </div>
        <p itemprop="description">Semi furnished<br>near the lake</p>
      </div>`);
    expect(listing).toMatchObject({
      title: '2 BHK in Powai',
      description: 'Semi furnished near the lake',
      price: 65_000,
      currency: 'INR',
      kind: 'Rent',
    });
  });

  it('is null on a page without listing items', () => {
    expect(
      extractMicrodata('<div itemscope itemtype="https://schema.org/BreadcrumbList"></div>'),
    ).toBeNull();
  });
});

describe('extractMainText', () => {
  it('reads <main> only, table rows and dt/dd pairs as "Label: value", and leaves menus, forms and hidden parts out', () => {
    const { heading, text } = extractMainText(`
      <header>Logo | Buy | Rent</header>
      <main>
        <h1>3 BHK Villa for Sale</h1>
        <table><tr><th>Bedrooms</th><td>3</td></tr><tr><th>Bathrooms</th><td>4</td></tr></table>
        <dl><dt>Price</dt><dd>2.4 Cr</dd></dl>
        <div style="display: none">2 BHK for rent 20k</div>
        <div hidden><div>Similar: 1 BHK</div><div>Rent 12k</div></div>
        <aside><nav><a>Menu</a></nav><p>Ad: 4 BHK</p></aside>
        <form><label>Your budget</label><input name="budget"></form>
      </main>
      <footer>Call us</footer>`);
    expect(heading).toBe('3 BHK Villa for Sale');
    expect(text).toBe('3 BHK Villa for Sale\nBedrooms: 3\nBathrooms: 4\nPrice: 2.4 Cr');
  });

  it('reads the whole body when there is no main element', () => {
    const { text } = extractMainText('<body><nav>Menu</nav><div>2 BHK</div><p>Rent 20k</p></body>');
    expect(text).toBe('2 BHK\nRent 20k');
  });

  it('reads text as a browser shows it: entities decoded, <noscript> and <template> left out, a table cell closed by the next one', () => {
    const { text } = extractMainText(`<body><noscript>Please enable JavaScript</noscript>
      <template><p>Similar: 1 BHK</p></template>
      <table><tr><th>Rent<td>&#8377; 45,000 &amp; deposit</table><p>Semi&nbsp;furnished</body>`);
    expect(text).toBe('Rent: ₹ 45,000 & deposit\nSemi furnished');
  });
});

describe('extractMeta and titles', () => {
  it('prefers og:title, falls back to the description meta, and reads product price tags', () => {
    const meta = extractMeta(`<title>Doc title</title>
      <meta property="og:title" content="2 BHK | NoBroker"><meta name="description" content="Nice flat">
      <meta property="product:price:amount" content="45,000"><meta property="product:price:currency" content="INR">
      <meta property="og:site_name" content="NoBroker">`);
    expect(meta).toEqual({
      listing: expect.objectContaining({
        title: '2 BHK | NoBroker',
        description: 'Nice flat',
        price: 45_000,
        currency: 'INR',
      }),
      siteName: 'NoBroker',
      documentTitle: 'Doc title',
    });
  });

  it('decodes entities in the document title (the old tokenizer left them as written)', () => {
    expect(extractMeta('<title>3 BHK &amp; garden &ndash; Baner</title>').documentTitle).toBe(
      '3 BHK & garden – Baner',
    );
  });

  it('cuts the site name off the end of a title, and nothing else', () => {
    const sites = ['99acres', 'housing'];
    expect(stripSiteName('3 BHK Flat for Sale in Whitefield - 1650 Sq-ft | 99acres', sites)).toBe(
      '3 BHK Flat for Sale in Whitefield - 1650 Sq-ft',
    );
    expect(stripSiteName('3 BHK Flat in Baner | Housing.com', sites)).toBe('3 BHK Flat in Baner');
    expect(stripSiteName('2 BHK - Koramangala - Semi furnished', sites)).toBe(
      '2 BHK - Koramangala - Semi furnished',
    );
  });
});

// Public pages (decision 011): a Public property's own page, the broker card and the
// broker profile, read signed out like a WhatsApp preview or a phone would. Every tag a
// preview reads, escaping of hostile titles, the not-found page for anything not
// Public, canonical redirects, caching, the strict CSP, the preview images and the
// size budget.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '#shared/schemas/properties.ts';
import { jpegImage } from '../helpers/images';
import { buildMultipart } from '../helpers/multipart';
import {
  editableFields,
  expectNotFoundPage,
  expectRedirect,
  getPage,
  openPage,
  parsePage,
  updateProfile,
} from '../helpers/public-pages';
import {
  createProperty,
  listMediaFiles,
  placeOf,
  putProperty,
  type Place,
} from '../helpers/properties';
import {
  bearer,
  createTestApp,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let place: Place;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

/** A broker with a vanity URL, phone, company and city, as a client would meet them. */
async function brokerWithProfile(overrides: Parameters<typeof updateProfile>[2] = {}) {
  n += 1;
  const broker = await registerBroker(t);
  const vanity = `asha-${n}-${Date.now().toString(36)}`;
  await updateProfile(t, broker, {
    full_name: 'Asha Rao',
    vanity_url: vanity,
    phone: '9876543210',
    company_name: 'Rao Realty',
    city: 'Bangalore',
    bio: 'Twenty years in east Bangalore.\nResale and rentals.',
    areas: ['Indiranagar', 'Whitefield'],
    ...overrides,
  });
  return { broker, vanity };
}

async function publicProperty(
  owner: SignedIn,
  overrides: Parameters<typeof createProperty>[3] = {},
  images: Buffer[] = [],
) {
  const property = await createProperty(
    t,
    owner,
    place,
    { visibility: 'Public', ...overrides },
    images,
  );
  expect(property.static_html_url).not.toBeNull();
  return property;
}

describe('a Public property page', () => {
  it('carries every tag a link preview and a search engine read', async () => {
    const { broker, vanity } = await brokerWithProfile();
    const images = [await jpegImage(900, 700, '#aa3333'), await jpegImage(640, 480, '#33aa33')];
    const property = await publicProperty(broker, {}, images);
    expect(property.static_html_url).toBe(`/${vanity}/sunny-3-bhk-apartment`);
    const url = property.static_html_url ?? '';
    const canonical = `${ORIGIN}${url}`;

    const page = await openPage(t, url);
    const { document, meta } = page;
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')?.textContent).toBe('Sunny 3 BHK apartment');
    expect(document.querySelector('main')).not.toBeNull();
    expect(document.querySelector('header')).not.toBeNull();
    expect(document.querySelector('footer')?.textContent).toBe('Shared via BrokerCircle');
    expect(document.title).toBe('Sunny 3 BHK apartment | BrokerCircle');
    expect(meta('viewport')).toBe('width=device-width, initial-scale=1');
    expect(meta('theme-color')).toBe('#1d4ed8');
    expect(meta('robots')).toBe('index, follow');
    expect(page.canonical).toBe(canonical);
    expect(meta('og:type')).toBe('website');
    expect(meta('og:title')).toBe('Sunny 3 BHK apartment');
    expect(meta('og:url')).toBe(canonical);
    expect(meta('og:image')).toMatch(
      new RegExp(`^${ORIGIN}/og/property/${property.id}\\.jpg\\?v=[0-9a-f]{12}$`),
    );
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:alt')).toContain('Sunny 3 BHK apartment');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe('Sunny 3 BHK apartment');
    expect(meta('twitter:image')).toBe(meta('og:image'));
    const description = meta('description') ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toContain('₹1,25,00,000');
    expect(meta('og:description')).toBe(description);
    expect(meta('twitter:description')).toBe(description);

    // JSON-LD: a listing with its offer and the owner as the agent.
    expect(page.jsonLd).toHaveLength(1);
    const listing = page.jsonLd[0] ?? {};
    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Sunny 3 BHK apartment',
      url: canonical,
      datePosted: property.created_at.slice(0, 10),
      offers: {
        '@type': 'Offer',
        price: 12_500_000,
        priceCurrency: 'INR',
        offeredBy: { '@type': 'RealEstateAgent', name: 'Asha Rao', telephone: '+919876543210' },
      },
    });
    expect(listing.image).toEqual(property.images.map((u) => `${ORIGIN}${u}`));

    // Visible content: price in Indian grouping, facts, description, images.
    expect(document.querySelector('.price')?.textContent).toBe('₹1,25,00,000');
    const facts = Array.from(document.querySelectorAll('.facts li')).map((li) => li.textContent);
    expect(facts).toEqual(['For Sale', '3 BHK', '2 Baths', '1,450 sq ft']);
    expect(page.text).toContain(place.areaName);
    expect(page.text).toContain('Corner flat with two balconies');
    const imgs = Array.from(document.querySelectorAll('article img'));
    expect(imgs).toHaveLength(2);
    expect(imgs[0]?.getAttribute('src')).toBe(property.images[0]);
    expect(imgs[0]?.getAttribute('width')).toBe('1200');
    expect(imgs[0]?.getAttribute('height')).toBe('800');
    expect(imgs[0]?.getAttribute('fetchpriority')).toBe('high');
    // Phones take the 800 px rendition stored beside the full photo.
    const medium = (property.images[0] ?? '').replace(/full\.webp$/, 'medium.webp');
    expect(imgs[0]?.getAttribute('srcset')).toBe(`${medium} 800w, ${property.images[0]} 1600w`);
    expect(imgs[0]?.getAttribute('sizes')).toBe('(min-width: 768px) 644px, 100vw');
    expect(imgs[0]?.getAttribute('loading')).toBeNull();
    expect(imgs[1]?.getAttribute('src')).toMatch(/\/thumb\.webp$/);
    expect(imgs[1]?.getAttribute('loading')).toBe('lazy');
    for (const img of imgs)
      expect(img.getAttribute('alt')).toMatch(/^Sunny 3 BHK apartment, photo \d of 2$/);

    // The owner's contact: call, WhatsApp with a greeting, and a share link.
    expect(page.text).toContain('Rao Realty');
    const call = document.querySelector('a[href^="tel:"]');
    expect(call?.getAttribute('href')).toBe('tel:+919876543210');
    expect(call?.textContent).toBe('Call Asha Rao');
    const chat = Array.from(document.querySelectorAll('a')).find(
      (a) => a.textContent === 'Chat on WhatsApp',
    );
    const chatUrl = new URL(chat?.getAttribute('href') ?? '');
    expect(`${chatUrl.origin}${chatUrl.pathname}`).toBe('https://wa.me/919876543210');
    expect(chatUrl.searchParams.get('text')).toBe(
      `Hi Asha Rao, I saw Sunny 3 BHK apartment on BrokerCircle: ${canonical}`,
    );
    const share = Array.from(document.querySelectorAll('a')).find(
      (a) => a.textContent === 'Share on WhatsApp',
    );
    const shareUrl = new URL(share?.getAttribute('href') ?? '');
    expect(`${shareUrl.origin}${shareUrl.pathname}`).toBe('https://wa.me/');
    expect(shareUrl.searchParams.get('text')).toBe(`Sunny 3 BHK apartment\n${canonical}`);

    // No JavaScript at all: the only script element is the JSON-LD data block.
    const scripts = Array.from(document.querySelectorAll('script'));
    expect(scripts.map((s) => s.getAttribute('type'))).toEqual(['application/ld+json']);
  });

  it('is served with a strict CSP, revalidated caching (no-cache), an ETag and 304, and HEAD works', async () => {
    const { broker } = await brokerWithProfile();
    const property = await publicProperty(broker);
    const url = property.static_html_url ?? '';
    const res = await getPage(t, url);
    expect(res.statusCode).toBe(200);

    const csp = String(res.headers['content-security-policy']);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style, 'utf8').digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
    expect(res.body.match(/<style>/g)).toHaveLength(1);
    expect(Buffer.byteLength(style)).toBeLessThan(6 * 1024);

    expect(res.headers['cache-control']).toBe('public, no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const again = await getPage(t, url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('keeps a hostile title and description as text in the body, attributes and JSON-LD', async () => {
    const { broker } = await brokerWithProfile();
    const title = `<script>alert(1)</script> "quoted" & 'x'`;
    const description = `Line one </script><img src=x onerror=alert(2)>\nLine two \u2028 & more`;
    const property = await publicProperty(broker, { title, description });
    const res = await getPage(t, property.static_html_url ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain('</script><img');
    expect(res.body).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;x&#39;',
    );

    const page = parsePage(res.body);
    expect(page.document.querySelector('h1')?.textContent).toBe(title);
    expect(page.meta('og:title')).toBe(title);
    expect(page.meta('twitter:title')).toBe(title);
    expect(page.document.title).toBe(`${title} | BrokerCircle`);
    expect(page.document.querySelector('.text')?.textContent).toBe(description);
    expect(page.jsonLd[0]?.name).toBe(title);
    expect(page.jsonLd[0]?.description).toBe(description);
    // The JSON-LD block itself carries no markup characters.
    const block =
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(block).not.toMatch(/[<>\u2028]/);
    expect(block).toContain('\\u003cscript\\u003e');
    expect(page.document.querySelectorAll('script')).toHaveLength(1);
    expect(page.document.querySelectorAll('img[onerror]')).toHaveLength(0);
  });

  it('is the not-found page for Private, Network Only and All listings, signed out or in', async () => {
    const { broker, vanity } = await brokerWithProfile();
    const property = await publicProperty(broker, { title: 'Lake view villa' });
    const url = property.static_html_url ?? '';
    expect(url).toBe(`/${vanity}/lake-view-villa`);
    await openPage(t, url);

    for (const visibility of ['Private', 'Network Only', 'All'] as const) {
      const res = await putProperty(t, broker, property.id, {
        ...editableFields(property),
        visibility,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Property>().static_html_url).toBeNull();
      await expectNotFoundPage(t, url);
      // The page cannot tell who asks: even the owner's token changes nothing.
      const owner = await t.app.inject({ method: 'GET', url, headers: bearer(broker.accessToken) });
      expect(owner.statusCode).toBe(404);
      const og = await getPage(t, `/og/property/${property.id}.jpg`);
      expect(og.statusCode).toBe(404);
    }
    // Public again: the same link works again.
    const back = await putProperty(t, broker, property.id, {
      ...editableFields(property),
      visibility: 'Public',
    });
    expect(back.json<Property>().static_html_url).toBe(url);
    await openPage(t, url);

    // Created as anything but Public: no page link at all.
    for (const visibility of ['Private', 'Network Only', 'All'] as const) {
      const other = await createProperty(t, broker, place, {
        title: `Hidden ${visibility} home`,
        visibility,
      });
      expect(other.static_html_url).toBeNull();
    }
  });

  it('redirects to the canonical path: vanity case, an id for a vanity, slug case', async () => {
    const { broker, vanity } = await brokerWithProfile();
    const property = await publicProperty(broker, { title: 'Garden duplex' });
    const canonical = `/${vanity}/garden-duplex`;
    expect(property.static_html_url).toBe(canonical);
    await expectRedirect(t, `/${vanity.toUpperCase()}/garden-duplex`, canonical);
    await expectRedirect(t, `/${broker.id}/garden-duplex`, canonical);
    await expectRedirect(t, `/${broker.id.toUpperCase()}/garden-duplex`, canonical);
    await expectRedirect(t, `/${vanity}/Garden-Duplex`, canonical);
    await expectNotFoundPage(t, `/${vanity}/garden-duplex-2`);
    await expectNotFoundPage(t, `/nobody-${Date.now()}/garden-duplex`);
    await expectNotFoundPage(t, `/00000000-0000-4000-8000-000000000000/garden-duplex`);
  });

  it('uses the broker id as the first segment when there is no vanity URL', async () => {
    const broker = await registerBroker(t);
    const property = await publicProperty(broker, { title: 'Plain flat no vanity' });
    expect(property.static_html_url).toBe(`/${broker.id}/plain-flat-no-vanity`);
    const page = await openPage(t, property.static_html_url ?? '');
    expect(page.canonical).toBe(`${ORIGIN}/${broker.id}/plain-flat-no-vanity`);
    // No phone: no call or chat buttons, the rest of the page stands.
    expect(page.document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(page.text).not.toContain('Chat on WhatsApp');
    expect(page.text).toContain('Share on WhatsApp');
  });

  it('stays well under the 30 KB budget of HTML and CSS', async () => {
    const { broker } = await brokerWithProfile();
    const property = await publicProperty(broker, {
      title: 'A long title for a spacious and bright apartment near the metro',
      description: 'Spacious and bright. '.repeat(200).trim(),
    });
    const res = await getPage(t, property.static_html_url ?? '');
    expect(res.statusCode).toBe(200);
    expect(Buffer.byteLength(res.body)).toBeLessThan(30_000);
  });
});

describe('the broker card and profile', () => {
  it('render the broker as a RealEstateAgent, and the profile lists only Public listings', async () => {
    const { broker, vanity } = await brokerWithProfile();
    const shown = await publicProperty(broker, { title: 'Shown public house' });
    for (const visibility of ['Private', 'Network Only', 'All'] as const) {
      await createProperty(t, broker, place, { title: `Unlisted ${visibility} house`, visibility });
    }

    const card = await openPage(t, `/${vanity}/card`);
    expect(card.document.querySelectorAll('h1')).toHaveLength(1);
    expect(card.document.querySelector('h1')?.textContent).toBe('Asha Rao');
    expect(card.meta('og:type')).toBe('profile');
    expect(card.meta('robots')).toBe('noindex, follow');
    expect(card.canonical).toBe(`${ORIGIN}/${vanity}/card`);
    expect(card.meta('og:image')).toMatch(
      new RegExp(`^${ORIGIN}/og/broker/${broker.id}\\.jpg\\?v=`),
    );
    expect(card.jsonLd[0]).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Asha Rao',
      telephone: '+919876543210',
      url: `${ORIGIN}/in/${vanity}`,
      worksFor: { '@type': 'Organization', name: 'Rao Realty' },
      address: { '@type': 'PostalAddress', addressLocality: 'Bangalore' },
    });
    expect(card.document.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(card.document.querySelector(`a[href="/in/${vanity}"]`)).not.toBeNull();
    expect(card.text).toContain('Share on WhatsApp');
    expect(Buffer.byteLength(card.res.body)).toBeLessThan(30_000);

    const profile = await openPage(t, `/in/${vanity}`);
    expect(profile.meta('og:type')).toBe('profile');
    expect(profile.meta('robots')).toBe('index, follow');
    expect(profile.canonical).toBe(`${ORIGIN}/in/${vanity}`);
    expect(profile.jsonLd[0]).toMatchObject({
      '@type': 'RealEstateAgent',
      areaServed: ['Indiranagar', 'Whitefield'],
    });
    expect(profile.text).toContain('Rao Realty');
    expect(profile.text).toContain('Member since');
    expect(profile.document.querySelector('.text')?.textContent).toBe(
      'Twenty years in east Bangalore.\nResale and rentals.',
    );
    expect(profile.text).toContain('Indiranagar');
    const links = Array.from(profile.document.querySelectorAll('.list a')).map((a) =>
      a.getAttribute('href'),
    );
    expect(links).toEqual([shown.static_html_url]);
    expect(profile.text).toContain('Shown public house');
    expect(profile.text).not.toContain('Unlisted');
    expect(Buffer.byteLength(profile.res.body)).toBeLessThan(30_000);
  });

  it('redirect an id or other letter case to the vanity URL; unknown brokers are not found', async () => {
    const { broker, vanity } = await brokerWithProfile();
    await expectRedirect(t, `/in/${broker.id}`, `/in/${vanity}`);
    await expectRedirect(t, `/in/${vanity.toUpperCase()}`, `/in/${vanity}`);
    await expectRedirect(t, `/${broker.id}/card`, `/${vanity}/card`);
    await expectRedirect(t, `/${vanity.toUpperCase()}/card`, `/${vanity}/card`);
    await expectRedirect(t, `/${vanity}/CARD`, `/${vanity}/card`);
    await expectNotFoundPage(t, `/in/nobody-${Date.now()}`);
    await expectNotFoundPage(t, `/in/not a vanity`);
    await expectNotFoundPage(t, `/nobody-${Date.now()}/card`);

    const plain = await registerBroker(t);
    const profile = await openPage(t, `/in/${plain.id}`);
    expect(profile.canonical).toBe(`${ORIGIN}/in/${plain.id}`);
    expect(profile.text).toContain('No public listings right now.');
  });
});

describe('preview images', () => {
  it('are 1200 x 630 JPEGs, cached in storage, for Public listings and brokers only', async () => {
    const { broker, vanity } = await brokerWithProfile();
    const property = await publicProperty(broker, {}, [await jpegImage(800, 1000, '#884422')]);
    const res = await getPage(t, `/og/property/${property.id}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(listMediaFiles(t).filter((f) => f.endsWith('/og-listing.jpg'))).toHaveLength(1);
    const again = await getPage(t, `/og/property/${property.id}.jpg`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(
      (
        await getPage(t, `/og/property/${property.id}.jpg`, {
          'if-none-match': String(res.headers.etag),
        })
      ).statusCode,
    ).toBe(304);

    // A new first photo is a new preview, and a new og:image URL for apps that cache.
    const before = (await openPage(t, property.static_html_url ?? '')).meta('og:image');
    const edited = await putProperty(
      t,
      broker,
      property.id,
      { ...editableFields(property), remove_images: property.images },
      [await jpegImage(640, 480, '#224488')],
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await openPage(t, property.static_html_url ?? '')).meta('og:image');
    expect(after).not.toBe(before);
    const fresh = await getPage(t, `/og/property/${property.id}.jpg`);
    expect(fresh.rawPayload.equals(res.rawPayload)).toBe(false);

    // Without photos: the branded image, same size.
    const bare = await publicProperty(broker, { title: 'No photo cottage' });
    const fallback = await getPage(t, `/og/property/${bare.id}.jpg`);
    const fallbackMeta = await sharp(fallback.rawPayload).metadata();
    expect([fallback.statusCode, fallbackMeta.width, fallbackMeta.height]).toEqual([
      200, 1200, 630,
    ]);

    const brokerImage = await getPage(t, `/og/broker/${broker.id}.jpg`);
    const brokerMeta = await sharp(brokerImage.rawPayload).metadata();
    expect([
      brokerImage.statusCode,
      brokerMeta.format,
      brokerMeta.width,
      brokerMeta.height,
    ]).toEqual([200, 'jpeg', 1200, 630]);

    // With a photo: it is shown on the pages and is the broker's preview.
    const form = buildMultipart([
      {
        name: 'avatar',
        filename: 'me.jpg',
        data: await jpegImage(300, 300, '#cc8800'),
        contentType: 'image/jpeg',
      },
    ]);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me/avatar',
      headers: { ...bearer(broker.accessToken), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const avatarUrl = uploaded.json<{ avatar_url: string }>().avatar_url;
    const withPhoto = await getPage(t, `/og/broker/${broker.id}.jpg`);
    expect(withPhoto.rawPayload.equals(brokerImage.rawPayload)).toBe(false);
    expect((await sharp(withPhoto.rawPayload).metadata()).width).toBe(1200);
    const card = await openPage(t, `/${vanity}/card`);
    expect(card.document.querySelector('img.avatar')?.getAttribute('src')).toBe(avatarUrl);
    expect(card.document.querySelector('img.avatar')?.getAttribute('alt')).toBe(
      'Photo of Asha Rao',
    );
    expect(card.jsonLd[0]?.image).toBe(`${ORIGIN}${avatarUrl}`);
    const listingPage = await openPage(t, property.static_html_url ?? '');
    expect(listingPage.document.querySelector('aside img.avatar')?.getAttribute('src')).toBe(
      avatarUrl,
    );

    const hidden = await createProperty(t, broker, place, { visibility: 'All' }, [
      await jpegImage(),
    ]);
    expect((await getPage(t, `/og/property/${hidden.id}.jpg`)).statusCode).toBe(404);
    expect((await getPage(t, `/og/property/not-an-id.jpg`)).statusCode).toBe(404);
    expect(
      (await getPage(t, `/og/broker/00000000-0000-4000-8000-000000000000.jpg`)).statusCode,
    ).toBe(404);
  });
});

// Public flyer pages (decision 011): a flyer renders while its broker may still see the
// property (a connection's Network Only listing included) and becomes the not-found
// page when the connection goes or the owner narrows the listing. The flyer broker's
// contact is shown, not the owner's; price, description and photos follow the flyer
// first; a missing or wrong slug redirects to the canonical one.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '#shared/schemas/properties.ts';
import { jpegImage } from '../helpers/images';
import { removeConnection } from '../helpers/messages';
import {
  editableFields,
  expectNotFoundPage,
  expectRedirect,
  getPage,
  insertFlyer,
  openPage,
  parsePage,
  updateProfile,
} from '../helpers/public-pages';
import {
  connectBrokers,
  createProperty,
  placeOf,
  putProperty,
  type Place,
} from '../helpers/properties';
import { createTestApp, registerBroker, type TestApp } from '../helpers/test-app';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

/** An owner with a listing, and a connected broker (with a phone) who makes flyers of it. */
async function ownerAndFlyerBroker(
  visibility: Property['visibility'] = 'Network Only',
  images: Buffer[] = [],
) {
  const owner = await registerBroker(t);
  await updateProfile(t, owner, { full_name: 'Owner Olga', phone: '9000000001' });
  const broker = await registerBroker(t);
  await updateProfile(t, broker, {
    full_name: 'Ravi Kumar',
    phone: '9811122233',
    company_name: 'Kumar Homes',
  });
  const connectionId = await connectBrokers(t, owner, broker);
  const property = await createProperty(
    t,
    owner,
    place,
    { visibility, title: 'Owner listing title' },
    images,
  );
  return { owner, broker, connectionId, property };
}

const flyerUrl = (publicId: string, slug: string) => `/flyer/${publicId}/${slug}`;

describe('a flyer page', () => {
  it("renders a connection's Network Only listing with the flyer broker's contact", async () => {
    const { broker, property } = await ownerAndFlyerBroker('Network Only', [
      await jpegImage(),
      await jpegImage(),
    ]);
    const flyer = await insertFlyer(t, broker, property.id, {
      title: 'Great family home',
      price: 9_500_000,
    });
    const url = flyerUrl(flyer.publicId, 'great-family-home');
    const page = await openPage(t, url);

    expect(page.document.querySelector('h1')?.textContent).toBe('Great family home');
    expect(page.canonical).toBe(`${ORIGIN}${url}`);
    expect(page.meta('og:url')).toBe(`${ORIGIN}${url}`);
    expect(page.meta('og:title')).toBe('Great family home');
    expect(page.meta('og:image')).toMatch(
      new RegExp(`^${ORIGIN}/og/flyer/${flyer.publicId}\\.jpg\\?v=`),
    );
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('robots')).toBe('noindex, nofollow');
    expect(page.jsonLd[0]).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Great family home',
      offers: {
        '@type': 'Offer',
        price: 9_500_000,
        priceCurrency: 'INR',
        offeredBy: { name: 'Ravi Kumar' },
      },
    });
    expect(page.document.querySelector('.price')?.textContent).toBe('₹95,00,000');

    // The flyer broker is the contact; the owner appears nowhere.
    expect(page.text).toContain('Ravi Kumar');
    expect(page.text).toContain('Kumar Homes');
    expect(page.text).not.toContain('Owner Olga');
    expect(page.res.body).not.toContain('9000000001');
    expect(page.document.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe(
      'tel:+919811122233',
    );
    const chat = Array.from(page.document.querySelectorAll('a')).find(
      (a) => a.textContent === 'Chat on WhatsApp',
    );
    const chatUrl = new URL(chat?.getAttribute('href') ?? '');
    expect(chatUrl.pathname).toBe('/919811122233');
    expect(chatUrl.searchParams.get('text')).toBe(
      `Hi Ravi Kumar, I saw Great family home on BrokerCircle: ${ORIGIN}${url}`,
    );

    // No flyer photos or description: the property's are shown.
    const imgs = Array.from(page.document.querySelectorAll('article img')).map((i) =>
      i.getAttribute('src'),
    );
    expect(imgs[0]).toBe(property.images[0]);
    expect(imgs).toHaveLength(2);
    const medium = (property.images[0] ?? '').replace(/full\.webp$/, 'medium.webp');
    expect(page.document.querySelector('.hero img')?.getAttribute('srcset')).toBe(
      `${medium} 800w, ${property.images[0]} 1600w`,
    );
    expect(page.document.querySelector('.text')?.textContent).toBe(property.description);
    expect(Buffer.byteLength(page.res.body)).toBeLessThan(30_000);

    const og = await getPage(t, `/og/flyer/${flyer.publicId}.jpg`);
    expect(og.statusCode).toBe(200);
    expect(og.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(og.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('becomes the not-found page when the connection is removed', async () => {
    const { owner, broker, connectionId, property } = await ownerAndFlyerBroker();
    const flyer = await insertFlyer(t, broker, property.id, { title: 'Until disconnected' });
    const url = flyerUrl(flyer.publicId, 'until-disconnected');
    await openPage(t, url);
    const removed = await removeConnection(t, owner, connectionId);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await expectNotFoundPage(t, url);
    await expectNotFoundPage(t, `/flyer/${flyer.publicId}`);
    expect((await getPage(t, `/og/flyer/${flyer.publicId}.jpg`)).statusCode).toBe(404);
  });

  it('becomes the not-found page when the owner makes the listing Private', async () => {
    const { owner, broker, property } = await ownerAndFlyerBroker('All');
    const flyer = await insertFlyer(t, broker, property.id, { title: 'Until private' });
    const url = flyerUrl(flyer.publicId, 'until-private');
    await openPage(t, url);
    const res = await putProperty(t, owner, property.id, {
      ...editableFields(property),
      visibility: 'Private',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectNotFoundPage(t, url);
    expect((await getPage(t, `/og/flyer/${flyer.publicId}.jpg`)).statusCode).toBe(404);
  });

  it('renders an All listing for a broker who is not connected (every member may see it)', async () => {
    const owner = await registerBroker(t);
    const stranger = await registerBroker(t);
    const property = await createProperty(t, owner, place, { visibility: 'All' });
    const flyer = await insertFlyer(t, stranger, property.id, { title: 'Open to members' });
    await openPage(t, flyerUrl(flyer.publicId, 'open-to-members'));
    // A Network Only listing of someone they are not connected to: never.
    const networkOnly = await createProperty(t, owner, place, { visibility: 'Network Only' });
    const hidden = await insertFlyer(t, stranger, networkOnly.id, { title: 'Not for strangers' });
    await expectNotFoundPage(t, flyerUrl(hidden.publicId, 'not-for-strangers'));
  });

  it('shows the custom price text first, then the flyer price in INR, then Price on request', async () => {
    const { broker, property } = await ownerAndFlyerBroker('All');
    const custom = await insertFlyer(t, broker, property.id, {
      title: 'Custom priced',
      price: null,
      customPriceText: '<b>1.2 Cr</b> negotiable',
    });
    const customPage = await openPage(t, flyerUrl(custom.publicId, 'custom-priced'));
    expect(customPage.document.querySelector('.price')?.textContent).toBe(
      '<b>1.2 Cr</b> negotiable',
    );
    expect(customPage.res.body).not.toContain('<b>1.2 Cr</b>');
    const offers = customPage.jsonLd[0]?.offers as Record<string, unknown>;
    expect(offers['@type']).toBe('Offer');
    expect(offers).not.toHaveProperty('price');
    expect(offers).not.toHaveProperty('priceCurrency');

    const priced = await insertFlyer(t, broker, property.id, {
      title: 'Standard priced',
      price: 123_456_789,
    });
    const pricedPage = await openPage(t, flyerUrl(priced.publicId, 'standard-priced'));
    expect(pricedPage.document.querySelector('.price')?.textContent).toBe('₹12,34,56,789');

    const none = await insertFlyer(t, broker, property.id, {
      title: 'No price at all',
      price: null,
    });
    const nonePage = await openPage(t, flyerUrl(none.publicId, 'no-price-at-all'));
    expect(nonePage.document.querySelector('.price')?.textContent).toBe('Price on request');
    expect(nonePage.jsonLd[0]?.offers).not.toHaveProperty('price');
  });

  it("uses the flyer's own description and photos when it has them", async () => {
    const { broker, property } = await ownerAndFlyerBroker('All', [await jpegImage()]);
    const flyerImage = `/media/flyers/x/${'a'.repeat(32)}/full.webp`;
    const flyer = await insertFlyer(t, broker, property.id, {
      title: 'Own words',
      description: 'My own words\nfor my client & family',
      images: [flyerImage, 'javascript:alert(1)'],
    });
    const page = await openPage(t, flyerUrl(flyer.publicId, 'own-words'));
    expect(page.document.querySelector('.text')?.textContent).toBe(
      'My own words\nfor my client & family',
    );
    const imgs = Array.from(page.document.querySelectorAll('article img')).map((i) =>
      i.getAttribute('src'),
    );
    expect(imgs).toEqual([flyerImage]);
    // Not a photo stored for this flyer: no renditions are assumed.
    expect(page.document.querySelector('.hero img')?.hasAttribute('srcset')).toBe(false);
    expect(page.res.body).not.toContain('javascript:');
  });

  it('redirects a missing or wrong slug to the canonical one; an unknown id is not found', async () => {
    const { broker, property } = await ownerAndFlyerBroker('All');
    const title = `<script>alert(1)</script> "Quoted" & 'x' Villa`;
    const flyer = await insertFlyer(t, broker, property.id, { title });
    const canonical = flyerUrl(flyer.publicId, 'scriptalert1script-quoted-x-villa');
    await expectRedirect(t, `/flyer/${flyer.publicId}`, canonical);
    await expectRedirect(t, `/flyer/${flyer.publicId}/old-title`, canonical);
    await expectRedirect(
      t,
      `/flyer/${flyer.publicId}/SCRIPTALERT1SCRIPT-QUOTED-X-VILLA`,
      canonical,
    );
    const res = await getPage(t, canonical);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    const page = parsePage(res.body);
    expect(page.document.querySelector('h1')?.textContent).toBe(title);
    expect(page.meta('og:title')).toBe(title);
    expect(page.jsonLd[0]?.name).toBe(title);

    await expectNotFoundPage(t, '/flyer/doesNotExist1');
    await expectNotFoundPage(t, '/flyer/doesNotExist1/some-slug');
    await expectNotFoundPage(t, '/flyer/bad%20id/x');
    expect((await getPage(t, '/og/flyer/doesNotExist1.jpg')).statusCode).toBe(404);
  });
});

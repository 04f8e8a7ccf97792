// Test-only: flyers as the API returns them, with overrides.
import type { Flyer, FlyerDraft, FlyerList, FlyerListItem } from '#shared/schemas/flyers.ts';
import { testId } from '#web/test/fixtures.ts';

export const FLYER_ID = testId(700);
export const PROPERTY_ID = '11111111-1111-4111-8111-111111111111';

export function aFlyer(overrides: Partial<Flyer> = {}): Flyer {
  return {
    id: FLYER_ID,
    user_id: testId(1),
    property_id: PROPERTY_ID,
    public_id: 'k3x9q2',
    title: 'Spacious 3 BHK in Indiranagar',
    description: null,
    price: 12_500_000,
    custom_price_text: null,
    price_mode: 'standard',
    images: [],
    created_at: '2026-03-12T10:00:00.000Z',
    updated_at: '2026-03-14T09:30:00.000Z',
    public_url: '/flyer/k3x9q2/spacious-3-bhk-in-indiranagar',
    property: {
      id: PROPERTY_ID,
      title: 'Spacious 3 BHK in Indiranagar',
      description: 'Sunny flat close to the metro, with two balconies.',
      price: 12_500_000,
      currency: 'INR',
      property_type: 'Sale',
      city: 'Bangalore',
      area: 'Indiranagar',
      bedrooms: 3,
      baths: 2,
      sqft: 1450,
      images: ['/media/property_images/k1/full.webp', '/media/property_images/k2/full.webp'],
    },
    ...overrides,
  };
}

/** A list entry: a flyer with its status ('live' unless given). */
export const aFlyerItem = (flyer: Flyer | FlyerListItem): FlyerListItem =>
  'status' in flyer ? flyer : { ...flyer, status: 'live' };

export function aFlyerList(
  items: Array<Flyer | FlyerListItem>,
  overrides: Partial<FlyerList> = {},
): FlyerList {
  return {
    items: items.map(aFlyerItem),
    total: items.length,
    page: 1,
    page_size: 12,
    ...overrides,
  };
}

/** What fetch-image answers: a tiny WebP as base64. */
export const fetchedImage = {
  success: true,
  base64Image: btoa('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
  contentType: 'image/webp',
} as const;

/** What GET /api/flyers/draft/:propertyId answers: the flyer a listing starts as. */
export function aFlyerDraft(overrides: Partial<FlyerDraft> = {}): FlyerDraft {
  const {
    property_id,
    title,
    description,
    price,
    custom_price_text,
    price_mode,
    images,
    property,
  } = aFlyer();
  return {
    property_id,
    title,
    description,
    price,
    custom_price_text,
    price_mode,
    images,
    property,
    ...overrides,
  };
}

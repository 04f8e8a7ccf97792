import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingFlyers } from '#shared/schemas/flyers.ts';
import { fakeApi, json } from '#web/test/fake-api.ts';
import { testId } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { PROPERTY_ID } from '../test/fixtures';
import { ListingFlyersCard } from './listing-flyers-card';

afterEach(() => vi.unstubAllGlobals());

const ravi = {
  id: testId(41),
  full_name: 'Ravi Kumar',
  avatar_url: null,
  company_name: 'Kumar Homes',
};
const meera = { id: testId(42), full_name: 'Meera Shah', avatar_url: null, company_name: null };

function listing(overrides: Partial<ListingFlyers> = {}): ListingFlyers {
  return {
    allow_flyers: true,
    flyer_count: 3,
    broker_count: 2,
    brokers: [
      {
        broker: ravi,
        flyer_count: 2,
        flyers: [
          {
            public_url: '/flyer/aaa/for-the-mehtas',
            title: 'For the Mehtas',
            created_at: '2026-03-14T10:00:00.000Z',
            live: true,
          },
          {
            public_url: '/flyer/bbb/lake-view',
            title: 'Lake view',
            created_at: '2026-03-13T10:00:00.000Z',
            live: true,
          },
        ],
      },
      {
        broker: meera,
        flyer_count: 1,
        flyers: [
          {
            public_url: null,
            title: 'Old flyer',
            created_at: '2026-03-10T10:00:00.000Z',
            live: false,
          },
        ],
      },
    ],
    ...overrides,
  };
}

describe('ListingFlyersCard (the owner sees who made flyers, decision 023)', () => {
  it('lists each broker with their count, links to flyers online, and offline ones unlinked', async () => {
    const api = fakeApi({ [`GET /api/properties/${PROPERTY_ID}/flyers`]: json(listing()) });
    renderWithProviders(<ListingFlyersCard propertyId={PROPERTY_ID} />);
    const region = await screen.findByRole('region', { name: 'Client flyers by other brokers' });
    expect(await within(region).findByText('3 flyers by 2 brokers')).toBeTruthy();
    expect(region.textContent).toContain('‘Other brokers may make client flyers’ is on.');
    expect(within(region).getByRole('link', { name: 'Ravi Kumar' }).getAttribute('href')).toBe(
      `/broker/${ravi.id}`,
    );
    expect(region.textContent).toContain('Kumar Homes · 2 flyers');
    const flyer = within(region).getByRole('link', { name: 'For the Mehtas (opens in a new tab)' });
    expect(flyer.getAttribute('href')).toBe('/flyer/aaa/for-the-mehtas');
    expect(flyer.getAttribute('target')).toBe('_blank');
    expect(region.textContent).toContain('Old flyer (offline)');
    expect(within(region).queryByRole('link', { name: /Old flyer/ })).toBeNull();
    expect(
      within(region)
        .getByRole('link', { name: "Change it in the listing's form" })
        .getAttribute('href'),
    ).toBe(`/new-edit-property/${PROPERTY_ID}`);
    expect(api.calls).toHaveLength(1);
  });

  it('says when the switch is off, and when nobody made a flyer yet', async () => {
    fakeApi({
      [`GET /api/properties/${PROPERTY_ID}/flyers`]: json(
        listing({ allow_flyers: false, flyer_count: 0, broker_count: 0, brokers: [] }),
      ),
    });
    renderWithProviders(<ListingFlyersCard propertyId={PROPERTY_ID} />);
    expect(await screen.findByText('No broker has made a flyer of this listing yet.')).toBeTruthy();
    expect(
      screen.getByRole('region', { name: 'Client flyers by other brokers' }).textContent,
    ).toContain(
      '‘Other brokers may make client flyers’ is off: no new flyers, and their flyers are offline.',
    );
  });
});

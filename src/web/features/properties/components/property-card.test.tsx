import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProperty } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { PropertyCard } from './property-card';

describe('PropertyCard', () => {
  it('shows the price in Indian grouping, the place, the size and links to the property', () => {
    renderWithProviders(<PropertyCard property={aProperty()} />);
    expect(screen.getByText('₹1,25,00,000')).toBeTruthy();
    expect(screen.getByText('Indiranagar, Bangalore')).toBeTruthy();
    expect(screen.getByText('3 Beds')).toBeTruthy();
    expect(screen.getByText('2 Baths')).toBeTruthy();
    expect(screen.getByText('1,450 sqft')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Spacious 3 BHK in Indiranagar' }).getAttribute('href'),
    ).toBe('/property/11111111-1111-4111-8111-111111111111');
  });

  it("reads 'Price on request' without a price", () => {
    renderWithProviders(<PropertyCard property={aProperty({ price: null })} />);
    expect(screen.getByText('Price on request')).toBeTruthy();
  });

  it('uses the small thumbnail, lazily, with its size set', () => {
    renderWithProviders(<PropertyCard property={aProperty()} />);
    const img = screen.getByRole('img', { name: 'Spacious 3 BHK in Indiranagar' });
    expect(img.getAttribute('src')).toBe('/media/property_images/k1/thumb.webp');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('300');
  });

  it('shows a placeholder when the property has no photo', () => {
    renderWithProviders(<PropertyCard property={aProperty({ images: [], thumbnail_url: null })} />);
    expect(
      screen.getByRole('img', { name: 'No photo of Spacious 3 BHK in Indiranagar' }),
    ).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the visibility on own listings and the broker on network listings', () => {
    const { unmount } = renderWithProviders(<PropertyCard property={aProperty()} showVisibility />);
    expect(screen.getByText('Network Only')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Asha Rao' })).toBeNull();
    unmount();
    renderWithProviders(<PropertyCard property={aProperty({ is_owner: false })} showBroker />);
    expect(screen.queryByText('Network Only')).toBeNull();
    expect(screen.getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe(
      '/broker/22222222-2222-4222-8222-222222222222',
    );
  });
});

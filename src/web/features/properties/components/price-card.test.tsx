import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProperty } from '@web/test/fixtures';
import { renderWithProviders } from '@web/test/render-with-providers';
import { PriceCard } from './price-card';

describe('PriceCard', () => {
  it('gives the owner Edit Property, and View Flyer only when a flyer exists', () => {
    const { unmount } = renderWithProviders(<PriceCard property={aProperty()} />);
    expect(screen.getByRole('link', { name: 'Edit Property' }).getAttribute('href')).toBe(
      '/new-edit-property/11111111-1111-4111-8111-111111111111',
    );
    expect(screen.queryByRole('link', { name: /View Flyer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Flyer for Clients' })).toBeNull();
    unmount();
    renderWithProviders(
      <PriceCard property={aProperty({ static_html_url: '/asha-rao/spacious-3-bhk' })} />,
    );
    const flyer = screen.getByRole('link', { name: /View Flyer/ });
    expect(flyer.getAttribute('href')).toBe('/asha-rao/spacious-3-bhk');
    expect(flyer.getAttribute('target')).toBe('_blank');
  });

  it('shows others a disabled Create Flyer for Clients marked Coming soon, never a link', () => {
    renderWithProviders(
      <PriceCard
        property={aProperty({ is_owner: false, can_edit: false, static_html_url: '/x/y' })}
      />,
    );
    const button = screen.getByRole('button', {
      name: 'Create Flyer for Clients',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Coming soon');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("reads 'Price on request' without a price", () => {
    renderWithProviders(<PriceCard property={aProperty({ price: null })} />);
    expect(screen.getByText('Price on request')).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLYER_MESSAGES } from '#shared/schemas/flyers.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { aProperty } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { PriceCard } from './price-card';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

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

  it("gives others 'Create Flyer for Clients', which opens the editor and stores nothing (decision 023)", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const property = aProperty({ is_owner: false, can_edit: false, static_html_url: '/x/y' });
    renderWithProviders(
      <Routes>
        <Route path="/property/:id" element={<PriceCard property={property} />} />
        <Route path="/my-flyers/new/:propertyId" element={<h1>New flyer editor</h1>} />
      </Routes>,
      { path: `/property/${property.id}` },
    );
    expect(screen.queryByRole('link', { name: /View Flyer/ })).toBeNull();
    expect(screen.queryByText('Coming soon')).toBeNull();
    const create = screen.getByRole('link', { name: 'Create Flyer for Clients' });
    expect(create.getAttribute('href')).toBe(`/my-flyers/new/${property.id}`);
    await user.click(create);
    expect(await screen.findByRole('heading', { name: 'New flyer editor' })).toBeTruthy();
    // Opening the editor made no request, so no flyer exists yet.
    expect(calls).toEqual([]);
  });

  it("says so instead when the listing's owner does not allow client flyers", () => {
    renderWithProviders(
      <PriceCard property={aProperty({ is_owner: false, can_edit: false, allow_flyers: false })} />,
    );
    expect(screen.queryByRole('link', { name: 'Create Flyer for Clients' })).toBeNull();
    expect(screen.getByText(FLYER_MESSAGES.flyersOff)).toBeTruthy();
  });

  it("reads 'Price on request' without a price", () => {
    renderWithProviders(<PriceCard property={aProperty({ price: null })} />);
    expect(screen.getByText('Price on request')).toBeTruthy();
  });
});

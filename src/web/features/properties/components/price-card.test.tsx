import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json } from '@web/test/fake-api';
import { aFlyer } from '@web/features/flyers/test/fixtures';
import { aProperty } from '@web/test/fixtures';
import { renderWithProviders } from '@web/test/render-with-providers';
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

  it("gives others 'Create Flyer for Clients', which creates a flyer and opens its editor", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const { calls } = fakeApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const property = aProperty({ is_owner: false, can_edit: false, static_html_url: '/x/y' });
    renderWithProviders(
      <Routes>
        <Route path="/property/:id" element={<PriceCard property={property} />} />
        <Route path="/my-flyers/edit/:id" element={<h1>Flyer editor</h1>} />
      </Routes>,
      { path: `/property/${property.id}` },
    );
    expect(screen.queryByRole('link', { name: /View Flyer/ })).toBeNull();
    expect(screen.queryByText('Coming soon')).toBeNull();
    const create = screen.getByRole('button', { name: 'Create Flyer for Clients' });
    await user.click(create);
    expect(calls).toEqual([
      { method: 'POST', path: '/api/flyers', body: { property_id: property.id } },
    ]);
    const busy = screen.getByRole('button', { name: 'Creating flyer...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answer(json(aFlyer(), 201));
    expect(await screen.findByRole('heading', { name: 'Flyer editor' })).toBeTruthy();
  });

  it("says 'Error' with the server's message when the flyer cannot be made", async () => {
    const user = userEvent.setup();
    fakeApi(() => apiError(404, 'Property not found', 'not_found'));
    renderWithProviders(<PriceCard property={aProperty({ is_owner: false, can_edit: false })} />);
    await user.click(screen.getByRole('button', { name: 'Create Flyer for Clients' }));
    const title = await screen.findByText('Error');
    expect(title.closest('[data-sonner-toast]')?.textContent).toContain('Property not found');
    expect(screen.getByRole('button', { name: 'Create Flyer for Clients' })).toBeTruthy();
  });

  it("reads 'Price on request' without a price", () => {
    renderWithProviders(<PriceCard property={aProperty({ price: null })} />);
    expect(screen.getByText('Price on request')).toBeTruthy();
  });
});

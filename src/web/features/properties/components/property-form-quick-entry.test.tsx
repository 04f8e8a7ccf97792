// The Quick Entry card inside the property form (spec sections 2 and 4): only in create
// mode; applying fills the form, choosing the city first, loading its areas, then the area.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areasQuery } from '#web/features/cities/api/get-areas.ts';
import { citiesQuery } from '#web/features/cities/api/get-cities.ts';
import { aScrapeResult, WHATSAPP_LISTING } from '#web/features/quick-entry/test/fixtures.ts';
import { apiError, fakeApi, json, type Answer } from '#web/test/fake-api.ts';
import { aProperty } from '#web/test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { PropertyForm } from './property-form';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

/** Cities cached, Bangalore's areas cached; Mumbai's areas come from the (fake) server. */
function renderForm(
  mode: 'create' | 'edit',
  answer: Answer = (call) =>
    call.path === '/api/cities/2/areas'
      ? json([
          { id: 20, area: 'Andheri West' },
          { id: 21, area: 'Powai' },
        ])
      : apiError(500, `unexpected ${call.method} ${call.path}`),
) {
  const { calls } = fakeApi(answer);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(citiesQuery.queryKey, [
    { id: 1, name: 'Bangalore' },
    { id: 2, name: 'Mumbai' },
  ]);
  queryClient.setQueryData(areasQuery(1).queryKey, [
    { id: 10, area: 'Indiranagar' },
    { id: 12, area: 'Whitefield' },
  ]);
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  renderWithProviders(
    <PropertyForm
      mode={mode}
      property={mode === 'edit' ? aProperty() : undefined}
      saving={false}
      onSubmit={onSubmit}
    />,
    { queryClient },
  );
  return { user: userEvent.setup(), onSubmit, calls };
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  screen.getByLabelText(label) as T;
const select = (label: string) => field<HTMLSelectElement>(label);

describe('PropertyForm with Quick Entry', () => {
  it('shows the card in create mode only', () => {
    renderForm('create');
    expect(screen.getByRole('heading', { name: 'Quick Entry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Extract Details' })).toBeTruthy();
  });

  it('has no card in edit mode', () => {
    renderForm('edit');
    expect(screen.queryByRole('heading', { name: 'Quick Entry' })).toBeNull();
    expect(screen.queryByLabelText('Quick Entry')).toBeNull();
  });

  it('a pasted WhatsApp listing fills the form: the city is chosen, its areas load, then the area; the broker saves after review', async () => {
    const { user, onSubmit, calls } = renderForm('create');
    await waitFor(() => expect(select('City*').value).toBe('1'));
    await user.click(screen.getByLabelText('Quick Entry'));
    await user.paste(WHATSAPP_LISTING);
    await user.click(screen.getByRole('button', { name: 'Extract Details' }));
    await user.click(await screen.findByRole('button', { name: 'Apply to form' }));

    await waitFor(() => expect(select('Area').value).toBe('20'));
    expect(select('City*').value).toBe('2');
    expect(Array.from(select('Area').options).map((o) => o.textContent)).toEqual([
      'Select an area',
      'Andheri West',
      'Powai',
    ]);
    expect(field('Property Title*').value).toBe('2 BHK Flat for Rent');
    expect(field<HTMLTextAreaElement>('Property Description*').value).toBe(WHATSAPP_LISTING);
    expect((screen.getByRole('radio', { name: 'Rent' }) as HTMLInputElement).checked).toBe(true);
    expect(field('Price (INR)').value).toBe('55000');
    expect(field('Bedrooms').value).toBe('2');
    expect(field('Baths').value).toBe('2');
    expect(field('Sqft').value).toBe('1100');
    expect(await screen.findByText('Details applied')).toBeTruthy();
    // Mumbai's areas were loaded once, for both the parse and the select.
    expect(calls.filter((c) => c.path === '/api/cities/2/areas')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      title: '2 BHK Flat for Rent',
      property_type: 'Rent',
      price: 55_000,
      city_id: 2,
      area_id: 20,
      bedrooms: 2,
      baths: 2,
      sqft: 1100,
      visibility: 'All',
    });
  });

  it('a listing link fills the form from the server’s answer, area selected by id', async () => {
    const { user } = renderForm('create', (call) =>
      call.path === '/api/quick-entry/scrape-property'
        ? json(aScrapeResult({ city_id: 1, area_id: 12 }))
        : apiError(500, `unexpected ${call.method} ${call.path}`),
    );
    await user.type(screen.getByLabelText('Quick Entry'), 'https://www.99acres.com/listing-F71234');
    await user.click(screen.getByRole('button', { name: 'Extract Details' }));
    await user.click(await screen.findByRole('button', { name: 'Apply to form' }));
    await waitFor(() => expect(select('Area').value).toBe('12'));
    expect(select('City*').value).toBe('1');
    expect(field('Property Title*').value).toBe(
      '3 BHK Apartment for Sale in Prestige Shantiniketan, Whitefield',
    );
    expect(field<HTMLTextAreaElement>('Property Description*').value).toMatch(/^East-facing 3 BHK/);
    expect((screen.getByRole('radio', { name: 'Sale' }) as HTMLInputElement).checked).toBe(true);
    expect(field('Price (INR)').value).toBe('14500000');
    expect(field('Sqft').value).toBe('1650');
  });

  it('fields the result does not give are left as the broker typed them', async () => {
    const { user } = renderForm('create');
    await user.type(field('Sqft'), '900');
    await user.type(screen.getByLabelText('Quick Entry'), '2 BHK for rent in Indiranagar 40k');
    await user.click(screen.getByRole('button', { name: 'Extract Details' }));
    await user.click(await screen.findByRole('button', { name: 'Apply to form' }));
    await waitFor(() => expect(select('Area').value).toBe('10'));
    expect(field('Sqft').value).toBe('900');
    expect(field('Bedrooms').value).toBe('2');
    expect(field('Price (INR)').value).toBe('40000');
  });
});

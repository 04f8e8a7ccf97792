import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { areasQuery } from '#web/features/cities/api/get-areas.ts';
import { citiesQuery } from '#web/features/cities/api/get-cities.ts';
import { brokerOptionsQuery } from '#web/features/profiles/api/get-broker-options.ts';
import { aProperty } from '#web/test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { PropertyForm } from './property-form';

const ADMIN_ID = '33333333-3333-4333-8333-333333333333';
const OTHER_ID = '44444444-4444-4444-8444-444444444444';

/** The reference data the form reads, already in the cache (as after a first visit). */
function cacheWithCities() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(citiesQuery.queryKey, [
    { id: 1, name: 'Bangalore' },
    { id: 2, name: 'Mumbai' },
  ]);
  queryClient.setQueryData(areasQuery(1).queryKey, [
    { id: 10, area: 'Indiranagar' },
    { id: 11, area: 'Koramangala' },
  ]);
  queryClient.setQueryData(areasQuery(2).queryKey, [{ id: 20, area: 'Andheri' }]);
  queryClient.setQueryData(brokerOptionsQuery.queryKey, [
    { id: ADMIN_ID, full_name: 'Founder Admin', avatar_url: null, company_name: null, city: null },
    {
      id: OTHER_ID,
      full_name: 'Bharat Kumar',
      avatar_url: null,
      company_name: 'BK Homes',
      city: 'Mumbai',
    },
  ]);
  return queryClient;
}

function renderForm(props: Partial<Parameters<typeof PropertyForm>[0]> = {}) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  renderWithProviders(
    <PropertyForm mode="create" saving={false} onSubmit={onSubmit} {...props} />,
    { queryClient: cacheWithCities() },
  );
  return { onSubmit };
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('PropertyForm', () => {
  it('has the four sections, Sale and All by default, and Bangalore preselected', async () => {
    renderForm();
    for (const name of ['Basic Information', 'Location', 'Property Features', 'Property Images']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect((screen.getByRole('radio', { name: 'Sale' }) as HTMLInputElement).checked).toBe(true);
    expect(select('Visibility').value).toBe('All');
    await waitFor(() => expect(select('City*').value).toBe('1'));
    expect(screen.getByText('0/5')).toBeTruthy();
    expect(screen.queryByLabelText('Assign to Broker')).toBeNull();
  });

  it('lists every validation message under the form and does not submit', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Bedrooms'), '-1');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    const summary = (await screen.findByText('Please fix the following errors:')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    const items = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Title must be at least 5 characters',
      'Description must be at least 10 characters',
      'Bedrooms must be a whole number of 0 or more',
    ]);
    // The same messages also sit next to their fields.
    expect(screen.getAllByText('Title must be at least 5 characters')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits numbers as numbers and empty optional fields as null', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Property Title*'), 'Sunny 2 BHK near the lake');
    await user.type(
      screen.getByLabelText('Property Description*'),
      'Bright corner flat, east facing, covered parking.',
    );
    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    await user.type(screen.getByLabelText('Price (INR)'), '45000');
    await waitFor(() => expect(select('Area').disabled).toBe(false));
    await user.selectOptions(select('Area'), 'Koramangala');
    await user.type(screen.getByLabelText('Bedrooms'), '2');
    await user.selectOptions(select('Visibility'), 'Network Only');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Sunny 2 BHK near the lake',
      description: 'Bright corner flat, east facing, covered parking.',
      property_type: 'Rent',
      price: 45000,
      visibility: 'Network Only',
      allow_flyers: true,
      city_id: 1,
      area_id: 11,
      bedrooms: 2,
      baths: null,
      sqft: null,
    });
  });

  it("has the switch 'Other brokers may make client flyers', on by default, and sends it (decision 023)", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ mode: 'edit', property: aProperty() });
    const toggle = screen.getByRole('switch', { name: 'Other brokers may make client flyers' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ allow_flyers: false });
  });

  it('starts with the switch off for a listing whose owner turned it off', () => {
    renderForm({ mode: 'edit', property: aProperty({ allow_flyers: false }) });
    const toggle = screen.getByRole('switch', { name: 'Other brokers may make client flyers' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it("choosing a city clears the area and offers that city's areas", async () => {
    const user = userEvent.setup();
    renderForm();
    await waitFor(() => expect(select('Area').disabled).toBe(false));
    await user.selectOptions(select('Area'), 'Indiranagar');
    expect(select('Area').value).toBe('10');
    await user.selectOptions(select('City*'), 'Mumbai');
    expect(select('Area').value).toBe('');
    const options = Array.from(select('Area').options).map((o) => o.textContent);
    expect(options).toEqual(['Select an area', 'Andheri']);
    await user.selectOptions(select('City*'), 'Select a city');
    expect(select('Area').disabled).toBe(true);
  });

  it('lets an admin assign the new property to another broker', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ adminId: ADMIN_ID });
    const broker = select('Assign to Broker');
    expect(Array.from(broker.options).map((o) => o.textContent)).toEqual([
      'Myself',
      'Bharat Kumar (BK Homes), Mumbai',
    ]);
    await user.selectOptions(broker, 'Bharat Kumar (BK Homes), Mumbai');
    await user.type(screen.getByLabelText('Property Title*'), 'Office floor in BKC');
    await user.type(
      screen.getByLabelText('Property Description*'),
      'Whole floor, fitted out, 40 seats.',
    );
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ selectedBrokerId: OTHER_ID });
  });

  it('fills the fields in edit mode and shows Saving... while saving', async () => {
    renderForm({ mode: 'edit', property: aProperty(), saving: true });
    expect((screen.getByLabelText('Property Title*') as HTMLInputElement).value).toBe(
      'Spacious 3 BHK in Indiranagar',
    );
    expect((screen.getByLabelText('Price (INR)') as HTMLInputElement).value).toBe('12500000');
    expect(select('Visibility').value).toBe('Network Only');
    await waitFor(() => expect(select('Area').value).toBe('10'));
    expect(screen.getByText('2/5')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.queryByLabelText('Assign to Broker')).toBeNull();
  });
});

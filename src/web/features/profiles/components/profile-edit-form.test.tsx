import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '#shared/schemas/profiles.ts';
import { citiesQuery } from '#web/features/cities/api/get-cities.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { fakeApi, json } from '#web/test/fake-api.ts';
import { ProfileEditForm } from './profile-edit-form';

afterEach(() => vi.unstubAllGlobals());

const profile: OwnProfile = {
  id: '22222222-2222-4222-8222-222222222222',
  full_name: 'Asha Rao',
  avatar_url: null,
  city: 'Bangalore',
  bio: null,
  areas: ['Indiranagar'],
  company_name: null,
  company: null,
  member_since: '2026-01-01T00:00:00.000Z',
  rating: null,
  phone: '+919876543210',
  website: null,
  rera_number: null,
  rera_state: null,
  rera_valid_until: null,
  vanity_url: null,
  role: 'broker',
  email: 'asha@example.com',
  invitedby: null,
};

function renderForm(overrides: Partial<OwnProfile> = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(citiesQuery.queryKey, [{ id: 1, name: 'Bangalore' }]);
  renderWithProviders(
    <ProfileEditForm profile={{ ...profile, ...overrides }} onDone={() => {}} />,
    {
      queryClient,
    },
  );
}

describe('ProfileEditForm', () => {
  it('shows the phone without +91 next to a +91 prefix, with the WhatsApp hint', () => {
    renderForm();
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(phone.value).toBe('9876543210');
    expect(screen.getByText('+91')).toBeTruthy();
    expect(screen.getByText('10-digit WhatsApp number, no spaces')).toBeTruthy();
  });

  it('shows the public address the vanity URL gives, as it is typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Vanity URL'), 'Asha-Rao');
    expect(
      screen.getByText(`Your public address: ${window.location.origin}/in/asha-rao`),
    ).toBeTruthy();
  });

  it('says old links keep working when a saved vanity URL is being changed (decision 024)', async () => {
    const user = userEvent.setup();
    renderForm({ vanity_url: 'asha-rao' });
    const note = 'Links with your old vanity URL keep working: they forward to the new one.';
    expect(screen.queryByText(note)).toBeNull();
    const vanity = screen.getByLabelText('Vanity URL');
    await user.clear(vanity);
    await user.type(vanity, 'asha-homes');
    expect(screen.getByText(note)).toBeTruthy();
  });

  it('checks the fields with the shared schema before sending', async () => {
    const user = userEvent.setup();
    renderForm();
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.type(screen.getByLabelText('Website'), 'raorealty');
    await user.type(screen.getByLabelText('Vanity URL'), 'properties');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.getByText('Enter a 10-digit phone number')).toBeTruthy());
    expect(
      screen.getByText('Enter a website address starting with http:// or https://'),
    ).toBeTruthy();
    expect(screen.getByText('This vanity URL is reserved. Choose another.')).toBeTruthy();
  });

  it('turns typed areas into a list of chips, at most 20', async () => {
    const user = userEvent.setup();
    renderForm();
    const areas = screen.getByLabelText('Areas you cover');
    await user.clear(areas);
    await user.type(areas, 'Koramangala, HSR Layout');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Koramangala',
      'HSR Layout',
    ]);
    expect(screen.getByText(/2\/20/)).toBeTruthy();
    await user.clear(areas);
    await user.type(areas, Array.from({ length: 21 }, (_, i) => `Area ${i}`).join(','));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('List at most 20 areas of at most 60 characters each'),
    ).toBeTruthy();
  });

  it('sends the RERA registration with the profile, and refuses a state that is not one', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'PUT /api/profiles/me': (call) => json({ ...profile, ...(call.body as object) }) });
    renderForm({ rera_number: null });
    await user.type(screen.getByLabelText('RERA registration number'), 'a51800012345');
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    await user.type(screen.getByLabelText('Valid until'), '2027-03-31');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(api.callsTo('PUT /api/profiles/me')).toHaveLength(1));
    expect(api.callsTo('PUT /api/profiles/me')[0]?.body).toMatchObject({ rera_number: 'A51800012345', rera_state: 'Maharashtra', rera_valid_until: '2027-03-31' });
  });
});

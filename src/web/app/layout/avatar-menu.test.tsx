// The header's account button shows the broker's photo when they have one (issue 17:
// it showed initials even then), and their initials without one.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '#shared/schemas/profiles.ts';
import { fakeApi, json } from '#web/test/fake-api.ts';
import { aUser } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { AvatarMenu } from './avatar-menu';

afterEach(() => vi.unstubAllGlobals());

const me = aUser();
const profile = (avatar_url: string | null): OwnProfile => ({
  id: me.id,
  full_name: 'Asha Rao',
  avatar_url,
  city: null,
  bio: null,
  areas: [],
  company_name: null,
  company: null,
  member_since: '2026-01-01T00:00:00.000Z',
  rating: null,
  phone: null,
  website: null,
  rera_number: null,
  rera_state: null,
  rera_valid_until: null,
  vanity_url: null,
  role: 'broker',
  email: me.email,
  invitedby: null,
});

describe('AvatarMenu', () => {
  it("shows the broker's photo in the account button", async () => {
    fakeApi({ 'GET /api/profiles/me': json(profile('/media/avatars/k1/thumb.webp')) });
    renderWithProviders(<AvatarMenu />, { user: me });
    const button = screen.getByRole('button', { name: 'Account menu' });
    await waitFor(() =>
      expect(button.querySelector('img')?.getAttribute('src')).toBe('/media/avatars/k1/thumb.webp'),
    );
    expect(button.textContent).toBe('');
  });

  it('shows the initials without a photo', async () => {
    const api = fakeApi({ 'GET /api/profiles/me': json(profile(null)) });
    renderWithProviders(<AvatarMenu />, { user: me });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const button = screen.getByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(button.textContent).toBe('AR'));
    expect(button.querySelector('img')).toBeNull();
  });
});

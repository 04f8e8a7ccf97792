import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Factor, ListFactorsResponse } from '#shared/schemas/auth.ts';
import { apiError, fakeApi, json, noContent } from '#web/test/fake-api.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { TwoFactorSettings } from './two-factor-settings';

const factor: Factor = {
  id: '33333333-3333-4333-8333-333333333333',
  factor_type: 'totp',
  status: 'verified',
  friendly_name: 'Authenticator app',
  phone: null,
  created_at: '2026-11-01T00:00:00.000Z',
};
const listOf = (all: Factor[]): ListFactorsResponse => ({ all, totp: all, phone: [] });

afterEach(() => vi.unstubAllGlobals());

// Issue 17: a stolen access token must not enrol or remove a factor, so the page asks for
// the current password first and sends it with the change.
describe('TwoFactorSettings', () => {
  it('asks for the current password before setting up, and sends it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/auth/factors': json(listOf([])),
      'POST /api/auth/factors': apiError(400, 'Your current password is incorrect', 'bad_request', 'current_password'),
    });
    renderWithProviders(<TwoFactorSettings />);
    await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your current password')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/factors')).toHaveLength(0);

    await user.type(screen.getByLabelText('Current password'), 'a wrong one');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your current password is incorrect')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/factors')[0]?.body).toEqual({
      current_password: 'a wrong one',
      factor_type: 'totp',
      friendly_name: 'Authenticator app',
    });
  });

  it('removes a factor only with the current password', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/auth/factors': json(listOf([factor])),
      [`DELETE /api/auth/factors/${factor.id}`]: noContent(),
    });
    renderWithProviders(<TwoFactorSettings />);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Enter your current password to remove Authenticator app.')).toBeTruthy();
    await user.type(screen.getByLabelText('Current password'), 'my password');
    const confirm = screen.getAllByRole('button', { name: 'Remove' }).at(-1);
    if (!confirm) throw new Error('no confirm button');
    await user.click(confirm);
    await waitFor(() => expect(api.callsTo(`DELETE /api/auth/factors/${factor.id}`)).toHaveLength(1));
    expect(api.callsTo(`DELETE /api/auth/factors/${factor.id}`)[0]?.body).toEqual({ current_password: 'my password' });
  });
});

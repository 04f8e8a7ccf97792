import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TYPES } from '#shared/schemas/notifications.ts';
import { type NotificationSettings } from '#shared/schemas/notification-settings.ts';
import { apiError, fakeApi, json } from '#web/test/fake-api.ts';
import { aUser } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { applyPreferenceChange } from '../api/update-notification-settings';
import { NotificationSettingsView } from './notification-settings-view';

const defaults: NotificationSettings = {
  types: NOTIFICATION_TYPES.map((type) => {
    const instant = type === 'connection_request' || type === 'message';
    return { type, in_app: true, email: instant, delivery: instant ? 'instant' : 'daily' };
  }),
};

const radio = (title: string, name: string) =>
  within(screen.getByRole('group', { name: `E-mail delivery for ${title}` })).getByRole('radio', { name }) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('/notification-settings', () => {
  it('puts Messages into the daily digest: saved at once, shown at once', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/notification-settings': json(defaults),
      'PUT /api/notification-settings': (call) => {
        const { types } = call.body as { types: Parameters<typeof applyPreferenceChange>[1][] };
        return json(types.reduce(applyPreferenceChange, defaults));
      },
    });
    renderWithProviders(<NotificationSettingsView />, { user: aUser() });
    await screen.findByRole('heading', { name: 'Messages' });
    expect(radio('Messages', 'Instantly').checked).toBe(true);
    await user.click(radio('Messages', 'Daily digest'));
    expect(radio('Messages', 'Daily digest').checked).toBe(true);
    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    expect(api.callsTo('PUT /api/notification-settings').map((c) => c.body)).toEqual([
      { types: [{ type: 'message', delivery: 'daily' }] },
    ]);
    expect(radio('Messages', 'Daily digest').checked).toBe(true);
  });

  it('switches on the digest of a digest-only type, and puts it back when saving fails', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/notification-settings': json(defaults),
      'PUT /api/notification-settings': apiError(500, 'Database unavailable', 'internal'),
    });
    renderWithProviders(<NotificationSettingsView />, { user: aUser() });
    const matches = await screen.findByRole('switch', { name: 'E-mail Requirement matches' });
    expect(matches.getAttribute('aria-checked')).toBe('false');
    await user.click(matches);
    expect(await screen.findByText('Could not save notification settings')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'E-mail Requirement matches' }).getAttribute('aria-checked')).toBe('false'),
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TYPES } from '#shared/schemas/notifications.ts';
import { type NotificationSettings } from '#shared/schemas/notification-settings.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { applyPreferenceChange, reverseChange } from '../api/update-notification-settings';
import { NotificationSettingsForm } from './notification-settings-form';

const settings: NotificationSettings = {
  types: NOTIFICATION_TYPES.map((type) => ({
    type,
    in_app: type !== 'property_view',
    email: type === 'connection_request' || type === 'requirement_match' || type === 'property_view',
    delivery: type === 'connection_request' || type === 'message' ? 'instant' : 'daily',
  })),
};

const deliveryGroup = (title: string) => screen.getByRole('group', { name: `E-mail delivery for ${title}` });

describe('NotificationSettingsForm', () => {
  it('has an in-app switch, an e-mail switch and an Instantly / Daily digest choice per type', () => {
    renderWithProviders(<NotificationSettingsForm settings={settings} onChange={() => {}} />);
    expect(screen.getAllByRole('switch', { name: /^In-app / })).toHaveLength(NOTIFICATION_TYPES.length);
    expect(screen.getAllByRole('switch', { name: /^E-mail / })).toHaveLength(NOTIFICATION_TYPES.length);
    expect(screen.getAllByRole('group', { name: /^E-mail delivery for / })).toHaveLength(NOTIFICATION_TYPES.length);
    expect(screen.getByRole('heading', { name: 'Connection requests' })).toBeTruthy();
    expect(screen.getByText('A broker views one of your properties.')).toBeTruthy();
    expect(screen.getByText(/one e-mail a day, from 8:00 AM India time/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'In-app Property views' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'E-mail Connection requests' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'E-mail New members' }).getAttribute('aria-checked')).toBe('false');

    const requests = within(deliveryGroup('Connection requests'));
    expect((requests.getByRole('radio', { name: 'Instantly' }) as HTMLInputElement).checked).toBe(true);
    expect((requests.getByRole('radio', { name: 'Daily digest' }) as HTMLInputElement).checked).toBe(false);
  });

  it('offers only the daily digest for types without an instant e-mail, and the choice only while e-mail is on', () => {
    renderWithProviders(<NotificationSettingsForm settings={settings} onChange={() => {}} />);
    const matches = within(deliveryGroup('Requirement matches'));
    const instantly = matches.getByRole('radio', { name: 'Instantly' }) as HTMLInputElement;
    const daily = matches.getByRole('radio', { name: 'Daily digest' }) as HTMLInputElement;
    expect(instantly.disabled).toBe(true);
    expect(daily.checked).toBe(true);
    expect(daily.disabled).toBe(false);
    expect(screen.getAllByText('E-mail for this type comes only in the daily digest.').length).toBeGreaterThan(0);
    // Messages: e-mail off, so its delivery waits.
    const messages = deliveryGroup('Messages') as HTMLFieldSetElement;
    expect(messages.disabled).toBe(true);
    // Property views: digest on but in-app off; the digest lists in-app notifications.
    expect(screen.getByText('The digest lists your in-app notifications: switch In-app on to get these in it.')).toBeTruthy();
  });

  it('reports each flip and each delivery choice as a one-type change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<NotificationSettingsForm settings={settings} onChange={onChange} />);
    await user.click(screen.getByRole('switch', { name: 'In-app Connection requests' }));
    await user.click(screen.getByRole('switch', { name: 'E-mail Messages' }));
    // The visible label toggles its switch too, and the keyboard works.
    const [firstLabel] = screen.getAllByText('In-app', { selector: 'label[for]' });
    await user.click(firstLabel!);
    screen.getByRole('switch', { name: 'In-app Property views' }).focus();
    await user.keyboard(' ');
    await user.click(within(deliveryGroup('Connection requests')).getByText('Daily digest'));
    await user.click(screen.getByRole('switch', { name: 'E-mail New listings' }));
    expect(onChange.mock.calls.map(([change]) => change as unknown)).toEqual([
      { type: 'connection_request', in_app: false },
      { type: 'message', email: true },
      { type: 'connection_request', in_app: false },
      { type: 'property_view', in_app: true },
      { type: 'connection_request', delivery: 'daily' },
      { type: 'new_listing', email: true },
    ]);
  });

  it('applies and reverses a change; a digest-only type stays daily', () => {
    const flipped = applyPreferenceChange(settings, { type: 'new_member', in_app: false, email: true, delivery: 'instant' });
    expect(flipped.types.find((t) => t.type === 'new_member')).toEqual({
      type: 'new_member',
      in_app: false,
      email: true,
      delivery: 'daily',
    });
    const change = { type: 'connection_request' as const, delivery: 'daily' as const };
    const undo = reverseChange(settings, change);
    expect(undo).toEqual({ type: 'connection_request', delivery: 'instant' });
    expect(applyPreferenceChange(applyPreferenceChange(settings, change), undo!)).toEqual(settings);
  });
});

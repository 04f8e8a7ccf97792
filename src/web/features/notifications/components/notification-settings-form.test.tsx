import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TYPES, type NotificationSettings } from '#shared/schemas/notifications.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { applyPreferenceChange, reverseChange } from '../api/update-notification-settings';
import { NotificationSettingsForm } from './notification-settings-form';

const settings: NotificationSettings = {
  types: NOTIFICATION_TYPES.map((type) => ({
    type,
    in_app: type !== 'property_view',
    email: type === 'connection_request' ? true : type === 'message' ? false : null,
  })),
};

describe('NotificationSettingsForm', () => {
  it('has an in-app switch per type and an e-mail switch only where e-mail exists', () => {
    renderWithProviders(<NotificationSettingsForm settings={settings} onChange={() => {}} />);
    expect(screen.getAllByRole('switch', { name: /^In-app / })).toHaveLength(NOTIFICATION_TYPES.length);
    expect(screen.getAllByRole('switch', { name: /^E-mail / })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Connection requests' })).toBeTruthy();
    expect(screen.getByText('A broker views one of your properties.')).toBeTruthy();
    const views = screen.getByRole('switch', { name: 'In-app Property views' });
    expect(views.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'E-mail Connection requests' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('switch', { name: 'E-mail New members' })).toBeNull();
  });

  it('reports each flip as a one-type change', async () => {
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
    expect(onChange.mock.calls.map(([change]) => change as unknown)).toEqual([
      { type: 'connection_request', in_app: false },
      { type: 'message', email: true },
      { type: 'connection_request', in_app: false },
      { type: 'property_view', in_app: true },
    ]);
  });

  it('applies and reverses a change, keeping e-mail null where it does not exist', () => {
    const flipped = applyPreferenceChange(settings, { type: 'new_member', in_app: false, email: true });
    expect(flipped.types.find((t) => t.type === 'new_member')).toEqual({ type: 'new_member', in_app: false, email: null });
    const change = { type: 'message' as const, email: true };
    const undo = reverseChange(settings, change);
    expect(undo).toEqual({ type: 'message', email: false });
    expect(applyPreferenceChange(applyPreferenceChange(settings, change), undo!)).toEqual(settings);
  });
});

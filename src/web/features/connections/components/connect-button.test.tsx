import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConnectionState } from '#shared/schemas/connections.ts';
import { testId } from '#web/test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { connectionKeys } from '../api/query-keys';
import { ConnectButton, ConnectButtonView } from './connect-button';

function renderView(state: ConnectionState | undefined, busy = false) {
  const onConnect = vi.fn();
  renderWithProviders(<ConnectButtonView state={state} busy={busy} onConnect={onConnect} />);
  return onConnect;
}

describe('ConnectButtonView', () => {
  it("offers an enabled 'Connect' when there is no connection", async () => {
    const user = userEvent.setup();
    const onConnect = renderView('none');
    const button = screen.getByRole('button', { name: 'Connect' });
    expect(button.hasAttribute('disabled')).toBe(false);
    await user.click(button);
    expect(onConnect).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['sent', 'Request Sent'],
    ['received', 'Request Pending'],
    ['connected', 'Connected'],
  ] as const)("shows '%s' as a disabled '%s'", (state, label) => {
    renderView(state);
    expect(screen.getByRole('button', { name: label }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
  });

  it('leads to /connections to answer a request', () => {
    renderView('received');
    expect(screen.getByRole('link', { name: 'Respond in Connections' }).getAttribute('href')).toBe('/connections');
  });

  it('shows nothing for the broker themself, and a placeholder while loading', () => {
    renderView('self');
    expect(screen.queryByRole('button')).toBeNull();
    renderView(undefined);
    expect(screen.getByRole('status', { name: 'Loading connection' })).toBeTruthy();
  });

  it("is disabled while the request is on its way", () => {
    renderView('none', true);
    const button = screen.getByRole('button', { name: 'Connect' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});

describe('ConnectButton', () => {
  it('reads the state for the broker from the cache', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(connectionKeys.with(testId(2)), { state: 'sent', connection_id: testId(50) });
    renderWithProviders(<ConnectButton brokerId={testId(2)} />, { queryClient });
    expect(screen.getByRole('button', { name: 'Request Sent' }).hasAttribute('disabled')).toBe(true);
  });

  it('uses a known state without asking (directory cards)', () => {
    renderWithProviders(<ConnectButton brokerId={testId(2)} connection={{ state: 'connected', connection_id: testId(50) }} />);
    expect(screen.getByRole('button', { name: 'Connected' })).toBeTruthy();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import {
  countAttempt,
  DISCONNECT_RELOAD_DELAY_MS,
  disconnectAttemptsKey,
  NO_ATTEMPTS,
  offersRefresh,
  parseDisconnectAttempts,
  recordDisconnectAttempt,
  reloadsAfterSuccess,
  type AttemptStore,
} from './disconnect-attempts';
import { afterDisconnect, type DisconnectEffects, type DisconnectTarget } from './use-disconnect';

/** A stand-in for localStorage (the browser, not our server). */
function memoryStore(): AttemptStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('disconnect attempts (pure)', () => {
  it('reads what storage held, and anything unreadable as no attempts', () => {
    expect(parseDisconnectAttempts(null)).toEqual(NO_ATTEMPTS);
    expect(parseDisconnectAttempts('not json')).toEqual(NO_ATTEMPTS);
    expect(parseDisconnectAttempts('null')).toEqual(NO_ATTEMPTS);
    expect(parseDisconnectAttempts('{"succeeded":-3,"failed":"2"}')).toEqual(NO_ATTEMPTS);
    expect(parseDisconnectAttempts('{"succeeded":1,"failed":2}')).toEqual({ succeeded: 1, failed: 2 });
  });

  it('reloads from the second successful attempt on', () => {
    const one = countAttempt(NO_ATTEMPTS, 'succeeded');
    const two = countAttempt(one, 'succeeded');
    expect(reloadsAfterSuccess(one)).toBe(false);
    expect(reloadsAfterSuccess(two)).toBe(true);
    expect(reloadsAfterSuccess(countAttempt(two, 'succeeded'))).toBe(true);
    // Failures do not count towards the reload.
    expect(reloadsAfterSuccess({ succeeded: 1, failed: 5 })).toBe(false);
  });

  it("offers 'Refresh Now' from the third failed attempt on", () => {
    expect(offersRefresh({ succeeded: 0, failed: 2 })).toBe(false);
    expect(offersRefresh({ succeeded: 0, failed: 3 })).toBe(true);
    expect(offersRefresh({ succeeded: 0, failed: 4 })).toBe(true);
    expect(offersRefresh({ succeeded: 9, failed: 0 })).toBe(false);
  });

  it('counts per signed-in broker in storage', () => {
    const store = memoryStore();
    recordDisconnectAttempt(store, 'asha', 'failed');
    recordDisconnectAttempt(store, 'asha', 'succeeded');
    expect(recordDisconnectAttempt(store, 'asha', 'failed')).toEqual({ succeeded: 1, failed: 2 });
    expect(recordDisconnectAttempt(store, 'vikram', 'failed')).toEqual({ succeeded: 0, failed: 1 });
    expect(store.data.get(disconnectAttemptsKey('asha'))).toBe('{"succeeded":1,"failed":2}');
  });

  it('still counts this attempt when storage refuses', () => {
    const broken: AttemptStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recordDisconnectAttempt(broken, 'asha', 'succeeded')).toEqual({ succeeded: 1, failed: 0 });
    expect(recordDisconnectAttempt(null, 'asha', 'failed')).toEqual({ succeeded: 0, failed: 1 });
  });
});

describe('afterDisconnect', () => {
  const target: DisconnectTarget = { connectionId: 'c1', brokerId: 'b1', name: 'Vikram Shah', pending: false };
  function effects() {
    const fx = {
      store: memoryStore(),
      userId: 'asha',
      reload: vi.fn<() => void>(),
      schedule: vi.fn<(run: () => void, ms: number) => void>(),
    };
    return fx satisfies DisconnectEffects;
  }

  it("says 'Disconnected' and reloads 1.5 s after the second success", async () => {
    renderWithProviders(<></>);
    const fx = effects();
    act(() => void afterDisconnect({ ok: true, target }, fx));
    expect(await screen.findByText('Disconnected')).toBeTruthy();
    expect(screen.getByText('You are no longer connected with Vikram Shah.')).toBeTruthy();
    expect(fx.schedule).not.toHaveBeenCalled();
    act(() => void afterDisconnect({ ok: true, target: { ...target, pending: true } }, fx));
    expect(await screen.findByText('Connection Removed')).toBeTruthy();
    expect(fx.schedule).toHaveBeenCalledWith(fx.reload, DISCONNECT_RELOAD_DELAY_MS);
    expect(fx.reload).not.toHaveBeenCalled();
  });

  it("says 'Disconnect Failed' and offers 'Refresh Now' from the third failure", async () => {
    const user = userEvent.setup();
    renderWithProviders(<></>);
    const fx = effects();
    act(() => void afterDisconnect({ ok: false }, fx));
    expect(await screen.findByText('Disconnect Failed')).toBeTruthy();
    expect(screen.getByText('Disconnect operation failed. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh Now' })).toBeNull();
    act(() => void afterDisconnect({ ok: false }, fx));
    expect(screen.queryByRole('button', { name: 'Refresh Now' })).toBeNull();
    act(() => void afterDisconnect({ ok: false }, fx));
    await user.click(await screen.findByRole('button', { name: 'Refresh Now' }));
    expect(fx.reload).toHaveBeenCalledTimes(1);
    expect(fx.schedule).not.toHaveBeenCalled();
  });
});

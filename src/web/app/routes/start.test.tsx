// The landing page's code input (issue 17): the typed code is upper-cased, the
// placeholder keeps its own case ('e.g. K7M2QX', not 'E.G. K7M2QX').
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { StartPage } from './start';

afterEach(() => vi.unstubAllGlobals());

describe('StartPage code input', () => {
  it('upper-cases the value and leaves the placeholder as written', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderWithProviders(<StartPage />);
    const input = screen.getByLabelText('Invitation code') as HTMLInputElement;
    expect(input.placeholder).toBe('e.g. K7M2QX');
    // No CSS text-transform: it would upper-case the placeholder as shown.
    expect(input.className).not.toMatch(/\buppercase\b/);
    await user.type(input, 'k7m2qx');
    expect(input.value).toBe('K7M2QX');
  });

  it('upper-cases a code from the link', () => {
    fakeApi();
    renderWithProviders(<StartPage />, { path: '/start?code=hb3n9p' });
    expect((screen.getByLabelText('Invitation code') as HTMLInputElement).value).toBe('HB3N9P');
  });
});

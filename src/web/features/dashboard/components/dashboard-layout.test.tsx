import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { fakeApi, never } from '#web/test/fake-api.ts';
import { DashboardLayout } from './dashboard-layout';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardLayout', () => {
  it('puts the feed first, then my listings, connections and network listings', () => {
    fakeApi(never);
    renderWithProviders(
      <DashboardLayout
        feed={
          <section aria-labelledby="feed-heading">
            <h2 id="feed-heading">Community Feed</h2>
          </section>
        }
      />,
      { user: aUser() },
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Community Feed', 'My Listings', 'Connections', 'Network Listings']);
  });
});

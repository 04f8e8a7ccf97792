import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import { CONNECTIONS_PAGE_SIZE } from '#shared/schemas/connections.ts';
import { CommunityFeed } from '#web/features/feed/components/community-feed.tsx';
import { fakeApi, never } from '#web/test/fake-api.ts';
import { aUser } from '#web/test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { ConnectionsColumn } from '../components/connections-column';
import { MyListingsColumn } from '../components/my-listings-column';
import { NetworkListingsColumn } from '../components/network-listings-column';
import { prefetchDashboard } from './dashboard-queries';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dashboardReads = [
  `/api/feed?limit=${FEED_PAGE_SIZE}`,
  '/api/properties/mine?page=1&page_size=3',
  '/api/properties/network?page=1',
  `/api/connections?page=1&page_size=${CONNECTIONS_PAGE_SIZE}`,
];

describe('prefetchDashboard', () => {
  it("starts the dashboard's four reads, and the page's own queries join them instead of asking again", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = fakeApi(never);
    const queryClient = createTestQueryClient();

    prefetchDashboard(queryClient);
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(
      dashboardReads.map((path) => `GET ${path}`).sort(),
    );

    renderWithProviders(
      <>
        <CommunityFeed />
        <MyListingsColumn />
        <NetworkListingsColumn />
        <ConnectionsColumn />
      </>,
      { queryClient, user: aUser() },
    );
    // Same keys as the hooks: nothing new went out.
    expect(calls).toHaveLength(dashboardReads.length);
  });
});

// The dashboard's three side queries (spec section 9): the same fetchers and cache keys
// as the full pages (so both share one cache), with the dashboard's own options.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { DASHBOARD_MY_LISTINGS } from '#shared/constants.ts';
import { feedQuery } from '#web/features/feed/index.ts';
import { connectionsQuery } from '#web/features/connections/index.ts';
import { myPropertiesQuery } from '#web/features/properties/index.ts';
import { networkPropertiesQuery } from '#web/features/properties/index.ts';
import { retryUnlessClientError } from '#web/lib/retry-policy.ts';

/** How many network listings and connections the side columns show. */
export const DASHBOARD_NETWORK_LISTINGS = 4;
export const DASHBOARD_CONNECTIONS = 5;

/** Spec section 9: dashboard queries retry once and do not refetch on window focus. */
export const dashboardQueryOptions = {
  retry: retryUnlessClientError,
  refetchOnWindowFocus: false,
} as const;

// Each query's options in one place, for its hook and for prefetchDashboard.
const dashboardMyListingsQuery = () => ({
  ...myPropertiesQuery(1, DASHBOARD_MY_LISTINGS),
  ...dashboardQueryOptions,
});
const dashboardNetworkListingsQuery = () => ({
  ...networkPropertiesQuery(1),
  ...dashboardQueryOptions,
});
const dashboardConnectionsQuery = () => ({ ...connectionsQuery(1), refetchOnWindowFocus: false });

/** The broker's 3 newest listings (page 1 with a page size of 3). */
export const useDashboardMyListings = () => useQuery(dashboardMyListingsQuery());

/** Page 1 of the network listings (shared with /network-properties); the column shows the first few. */
export const useDashboardNetworkListings = () => useQuery(dashboardNetworkListingsQuery());

/**
 * Page 1 of /connections (shared cache, so its 'Refresh' and realtime updates reach it).
 * Connections keep their own cache time and retries (5 minutes, CONNECTIONS_RETRIES);
 * like every dashboard query they do not refetch on window focus.
 */
export const useDashboardConnections = () => useQuery(dashboardConnectionsQuery());

/**
 * Starts the dashboard's four reads (feed page 1 and the three side columns) with the
 * same keys and options as its hooks, so a returning member's requests go out as soon
 * as the session is back instead of after the page's code has loaded and rendered
 * (main.tsx; decision 014). The hooks then find them in flight or done. The feed's
 * first page adopts the boot script's request when there is one (decision 048).
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchInfiniteQuery(feedQuery);
  void queryClient.prefetchQuery(dashboardMyListingsQuery());
  void queryClient.prefetchQuery(dashboardNetworkListingsQuery());
  void queryClient.prefetchQuery(dashboardConnectionsQuery());
}

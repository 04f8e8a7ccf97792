// What the inlined boot script asks for early besides the session (decision 048),
// decided at build time (vite.config.ts) so the script itself carries no route table and
// no contracts: the feed's first page, built from its contract exactly as the app's
// getFeed builds it, on the paths that land on the dashboard.
import { endpointPath, endpointQuery } from '#shared/api/define-endpoint.ts';
import { listFeed } from '#shared/api/feed.ts';
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import { appRoutes, landingPage } from '#shared/routes.ts';
import type { EarlyBootPlan } from '../lib/auth/early-refresh';

export function earlyBootPlan(): EarlyBootPlan {
  return {
    feedUrl: endpointPath(listFeed.path, undefined) + endpointQuery({ limit: FEED_PAGE_SIZE }),
    // Only routes that show the dashboard themselves: a redirect changes the path first.
    feedPaths: appRoutes
      .filter((route) => route.redirect === undefined && landingPage(route) === 'dashboard')
      .map((route) => route.path),
  };
}

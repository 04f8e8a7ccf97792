// /dashboard and /dash (spec section 2). A visitor without a session sees the spec's
// 'Please Log In' message here rather than a redirect: the dashboard's own section
// names that state, and it is more specific than the route table's general rule.
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { DashboardLayout } from '#web/features/dashboard/components/dashboard-layout.tsx';
import { DashboardSignedOut } from '#web/features/dashboard/components/dashboard-signed-out.tsx';
import { useFeed } from '#web/features/feed/api/get-feed.ts';
import { CommunityFeed } from '#web/features/feed/components/community-feed.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';

export function DashboardPage() {
  const { initialised, user, mfaPending } = useAuth();
  if (!initialised) return <PageSpinner />;
  if (!user || mfaPending) return <DashboardSignedOut />;
  return <SignedInDashboard />;
}

function SignedInDashboard() {
  // The feed's own query (shared with CommunityFeed, fetched once).
  const feedLoading = useFeed().isPending;
  return (
    <>
      <h1 className="sr-only">Dashboard</h1>
      <DashboardLayout feed={<CommunityFeed />} feedLoading={feedLoading} />
    </>
  );
}

export default DashboardPage;

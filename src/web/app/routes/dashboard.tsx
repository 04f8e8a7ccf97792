// /dashboard and /dash (spec section 2). A visitor without a session sees the spec's
// 'Please Log In' message here rather than a redirect: the dashboard's own section
// names that state, and it is more specific than the route table's general rule.
import { PageSpinner } from '@web/components/ui/spinner';
import { DashboardLayout } from '@web/features/dashboard/components/dashboard-layout';
import { DashboardSignedOut } from '@web/features/dashboard/components/dashboard-signed-out';
import { CommunityFeed } from '@web/features/feed/components/community-feed';
import { useAuth } from '@web/lib/auth/auth-context';

export function DashboardPage() {
  const { initialised, user, mfaPending } = useAuth();
  if (!initialised) return <PageSpinner />;
  if (!user || mfaPending) return <DashboardSignedOut />;
  return (
    <>
      <h1 className="sr-only">Dashboard</h1>
      <DashboardLayout feed={<CommunityFeed />} />
    </>
  );
}

export default DashboardPage;

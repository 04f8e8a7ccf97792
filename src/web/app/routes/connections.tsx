import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { RefreshButton } from '#web/components/ui/refresh-button.tsx';
import { useRefreshConnections } from '#web/features/connections/api/refresh-connections.ts';
import { ConnectionsView } from '#web/features/connections/components/connections-view.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';

/** /connections: requests to answer and the broker's connections, with 'Refresh'. */
export function ConnectionsPage() {
  const [page, setPage] = usePageParam();
  const { refresh, refreshing } = useRefreshConnections();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Connections"
        description="Requests to answer first, then your connections, most recently updated first."
        actions={
          <>
            <RefreshButton variant="secondary" refreshing={refreshing} onRefresh={() => void refresh()} />
            <Button asChild variant="secondary">
              <Link to="/network">
                <UserPlus className="h-4 w-4" aria-hidden="true" />
                Find Brokers
              </Link>
            </Button>
          </>
        }
      />
      <ConnectionsView page={page} onPageChange={setPage} />
    </div>
  );
}

export default ConnectionsPage;

import { RefreshCw, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { useRefreshConnections } from '@web/features/connections/api/refresh-connections';
import { ConnectionsView } from '@web/features/connections/components/connections-view';
import { cn } from '@web/lib/cn';
import { usePageParam } from '@web/lib/use-page-param';

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
            <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing}>
              <RefreshCw
                className={cn('h-4 w-4', refreshing && 'animate-spin motion-reduce:animate-none')}
                aria-hidden="true"
              />
              {refreshing ? 'Refreshing...' : 'Refresh'}
            </Button>
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

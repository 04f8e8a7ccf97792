import { UserPlus } from 'lucide-react';
import { LinkButton } from '#web/components/ui/link-button.tsx';
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
            <LinkButton to="/network" icon={UserPlus} variant="secondary">
              Find Brokers
            </LinkButton>
          </>
        }
      />
      <ConnectionsView page={page} onPageChange={setPage} />
    </div>
  );
}

export default ConnectionsPage;

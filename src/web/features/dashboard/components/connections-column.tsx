import { Link } from 'react-router';
import { CONNECTION_MESSAGES } from '#shared/schemas/connections.ts';
import { RefreshButton } from '#web/components/ui/refresh-button.tsx';
import { useRefreshConnections } from '#web/features/connections/index.ts';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { DASHBOARD_CONNECTIONS, useDashboardConnections } from '../api/dashboard-queries';
import {
  ColumnMessage,
  ColumnSkeleton,
  columnLinkClass,
  DashboardColumn,
  RetryButton,
} from './dashboard-column';

/** A few accepted connections, requests waiting for an answer, and 'Refresh'. */
export function ConnectionsColumn() {
  const query = useDashboardConnections();
  const { refresh, refreshing } = useRefreshConnections();
  const items = query.data?.items ?? [];
  const connected = items
    .filter((item) => item.status === 'accepted')
    .slice(0, DASHBOARD_CONNECTIONS);
  const requests = items.filter(
    (item) => item.status === 'pending' && item.direction === 'received',
  ).length;
  return (
    <DashboardColumn
      title="Connections"
      actions={
        <RefreshButton
          size="sm"
          variant="ghost"
          aria-label="Refresh connections"
          refreshing={refreshing}
          onRefresh={() => void refresh()}
        />
      }
      footer={
        <>
          <Link to="/connections" className={columnLinkClass}>
            View all connections
          </Link>
          <Link to="/network" className={columnLinkClass}>
            Find connections
          </Link>
        </>
      }
    >
      {query.isPending ? (
        <ColumnSkeleton label="Loading connections" shape="person" />
      ) : !query.data ? (
        <ColumnMessage alert action={<RetryButton onRetry={() => void query.refetch()} />}>
          {CONNECTION_MESSAGES.loadFailed}: {errorMessage(query.error, 'Please try again.')}
        </ColumnMessage>
      ) : (
        <>
          {requests > 0 ? (
            <p className="pt-3 text-sm">
              <Link to="/connections" className={columnLinkClass}>
                {requests === 1 ? '1 connection request' : `${requests} connection requests`}{' '}
                waiting
              </Link>
            </p>
          ) : null}
          {connected.length === 0 ? (
            <ColumnMessage>
              <p className="font-medium text-slate-900">No connections yet</p>
              <p className="mt-1">Connect with brokers to see their listings and posts.</p>
            </ColumnMessage>
          ) : (
            <ul aria-label="Your connections" className="divide-y divide-slate-100">
              {connected.map(({ id, other }) => (
                <li key={id} className="flex items-center gap-3 py-3">
                  <BrokerAvatar name={other.full_name} avatarUrl={other.avatar_url} />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/broker/${other.id}`}
                      className="block truncate rounded text-sm font-semibold text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {other.full_name}
                    </Link>
                    {other.company_name || other.city ? (
                      <p className="truncate text-xs text-slate-600">
                        {[other.company_name, other.city].filter(Boolean).join(' · ')}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DashboardColumn>
  );
}

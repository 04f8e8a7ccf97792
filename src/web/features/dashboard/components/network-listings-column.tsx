import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useErrorToast } from '@web/lib/use-error-toast';
import { DASHBOARD_NETWORK_LISTINGS, useDashboardNetworkListings } from '../api/dashboard-queries';
import {
  ColumnMessage,
  ColumnSkeleton,
  columnLinkClass,
  DashboardColumn,
  RetryButton,
} from './dashboard-column';
import { ListingRow } from './listing-row';

/** The newest listings shared by the broker's connections. */
export function NetworkListingsColumn() {
  const query = useDashboardNetworkListings();
  useErrorToast(query.error, 'Error loading network properties');
  const items = query.data?.items.slice(0, DASHBOARD_NETWORK_LISTINGS) ?? [];
  return (
    <DashboardColumn
      title="Network Listings"
      footer={
        <Link to="/network-properties" className={columnLinkClass}>
          View all network listings
        </Link>
      }
    >
      {query.isPending ? (
        <ColumnSkeleton label="Loading network listings" rows={DASHBOARD_NETWORK_LISTINGS} />
      ) : !query.data ? (
        <ColumnMessage action={<RetryButton onRetry={() => void query.refetch()} />}>
          Could not load network listings.
        </ColumnMessage>
      ) : items.length === 0 ? (
        <ColumnMessage
          action={
            <Button asChild size="sm">
              <Link to="/network">Find connections</Link>
            </Button>
          }
        >
          <p className="font-medium text-slate-900">No network listings yet</p>
          <p className="mt-1">Connect with other brokers to see the properties they share.</p>
        </ColumnMessage>
      ) : (
        <ul aria-label="Network listings" className="divide-y divide-slate-100">
          {items.map((property) => (
            <li key={property.id}>
              <ListingRow property={property} showBroker />
            </li>
          ))}
        </ul>
      )}
    </DashboardColumn>
  );
}

import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_MY_LISTINGS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { useErrorToast } from '@web/lib/use-error-toast';
import { useDashboardMyListings } from '../api/dashboard-queries';
import {
  ColumnMessage,
  ColumnSkeleton,
  columnLinkClass,
  DashboardColumn,
  RetryButton,
} from './dashboard-column';
import { ListingRow } from './listing-row';

/** The broker's 3 newest listings (spec section 9), each with an Edit link. */
export function MyListingsColumn() {
  const query = useDashboardMyListings();
  useErrorToast(query.error, 'Error loading properties');
  const items = query.data?.items.slice(0, DASHBOARD_MY_LISTINGS) ?? [];
  return (
    <DashboardColumn
      title="My Listings"
      actions={
        <Button asChild size="sm" variant="ghost" className="text-brand-700">
          <Link to="/add-property">
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Property
          </Link>
        </Button>
      }
      footer={
        <Link to="/my-properties" className={columnLinkClass}>
          View all my listings
        </Link>
      }
    >
      {query.isPending ? (
        <ColumnSkeleton label="Loading my listings" rows={DASHBOARD_MY_LISTINGS} />
      ) : !query.data ? (
        <ColumnMessage action={<RetryButton onRetry={() => void query.refetch()} />}>
          Could not load your listings.
        </ColumnMessage>
      ) : items.length === 0 ? (
        <ColumnMessage
          action={
            <Button asChild size="sm">
              <Link to="/add-property">Add your first property</Link>
            </Button>
          }
        >
          <p className="font-medium text-slate-900">No listings yet</p>
          <p className="mt-1">Add a property to share it with your network.</p>
        </ColumnMessage>
      ) : (
        <ul aria-label="My listings" className="divide-y divide-slate-100">
          {items.map((property) => (
            <li key={property.id}>
              <ListingRow property={property} showEdit />
            </li>
          ))}
        </ul>
      )}
    </DashboardColumn>
  );
}

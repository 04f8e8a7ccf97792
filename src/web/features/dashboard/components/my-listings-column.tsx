import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_MY_LISTINGS } from '#shared/constants.ts';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { useDashboardMyListings } from '../api/dashboard-queries';
import { columnLinkClass, DashboardColumn } from './dashboard-column';
import { ListingsColumnBody } from './listings-column-body';

/** The broker's 3 newest listings (spec section 9), each with an Edit link. */
export function MyListingsColumn() {
  const query = useDashboardMyListings();
  return (
    <DashboardColumn
      title="My Listings"
      actions={
        <LinkButton
          to="/add-property"
          icon={Plus}
          size="sm"
          variant="ghost"
          className="text-brand-700"
        >
          Add Property
        </LinkButton>
      }
      footer={
        <Link to="/my-properties" className={columnLinkClass}>
          View all my listings
        </Link>
      }
    >
      <ListingsColumnBody
        query={query}
        limit={DASHBOARD_MY_LISTINGS}
        listLabel="My listings"
        loadingLabel="Loading my listings"
        errorTitle="Error loading properties"
        failedText="Could not load your listings."
        empty={{
          title: 'No listings yet',
          text: 'Add a property to share it with your network.',
          action: { to: '/add-property', label: 'Add your first property' },
        }}
        row={{ showEdit: true }}
      />
    </DashboardColumn>
  );
}

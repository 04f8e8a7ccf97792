import { Link } from 'react-router';
import { DASHBOARD_NETWORK_LISTINGS, useDashboardNetworkListings } from '../api/dashboard-queries';
import { columnLinkClass, DashboardColumn } from './dashboard-column';
import { ListingsColumnBody } from './listings-column-body';

/** The newest listings shared by the broker's connections. */
export function NetworkListingsColumn() {
  const query = useDashboardNetworkListings();
  return (
    <DashboardColumn
      title="Network Listings"
      footer={
        <Link to="/network-properties" className={columnLinkClass}>
          View all network listings
        </Link>
      }
    >
      <ListingsColumnBody
        query={query}
        limit={DASHBOARD_NETWORK_LISTINGS}
        listLabel="Network listings"
        loadingLabel="Loading network listings"
        errorTitle="Error loading network properties"
        failedText="Could not load network listings."
        empty={{
          title: 'No network listings yet',
          text: 'Connect with other brokers to see the properties they share.',
          action: { to: '/network', label: 'Find connections' },
        }}
        row={{ showBroker: true }}
      />
    </DashboardColumn>
  );
}

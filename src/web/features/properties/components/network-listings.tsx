import { SearchX, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { useNetworkProperties } from '../api/get-network-properties';
import { useNetworkFilters } from '../hooks/use-network-filters';
import { NetworkListingFilters } from './network-listing-filters';
import { PropertyList } from './property-list';

const NO_FILTERS = {};

/**
 * Listings shared by accepted connections: 8 a page, newest first, with their broker.
 * `filterable` (the /network-properties page): city, areas, type, price and BHK filters
 * kept in the URL.
 */
export function NetworkListings({
  pageParam = 'page',
  filterable = false,
}: {
  pageParam?: string;
  filterable?: boolean;
}) {
  const [page, setPage] = usePageParam(pageParam);
  const [urlFilters, setFilters] = useNetworkFilters();
  const filters = filterable ? urlFilters : NO_FILTERS;
  const query = useNetworkProperties(page, filters);
  useErrorToast(query.error, 'Error loading network properties');
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      {filterable ? <NetworkListingFilters filters={urlFilters} onChange={setFilters} /> : null}
      <PropertyList
        query={query}
        page={page}
        onPageChange={setPage}
        label="Network listings"
        showBroker
        empty={
          filtered ? (
            <StatusScreen
              icon={SearchX}
              headingLevel="h3"
              title="No listings match these filters"
              text="Try another area, a wider price range or fewer BHK."
            />
          ) : (
            <StatusScreen
              icon={Users}
              headingLevel="h3"
              title="No network listings yet"
              text="Connect with other brokers to see the properties they share with their network."
            >
              <Button asChild>
                <Link to="/network">Find brokers to connect with</Link>
              </Button>
            </StatusScreen>
          )
        }
      />
    </>
  );
}

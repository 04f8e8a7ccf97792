import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { useNetworkProperties } from '../api/get-network-properties';
import { PropertyList } from './property-list';

/** Listings shared by accepted connections: 8 a page, newest first, with their broker. */
export function NetworkListings({ pageParam = 'page' }: { pageParam?: string }) {
  const [page, setPage] = usePageParam(pageParam);
  const query = useNetworkProperties(page);
  useErrorToast(query.error, 'Error loading network properties');
  return (
    <PropertyList
      query={query}
      page={page}
      onPageChange={setPage}
      label="Network listings"
      showBroker
      empty={
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
      }
    />
  );
}

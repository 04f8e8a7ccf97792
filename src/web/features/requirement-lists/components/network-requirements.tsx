import { SearchX, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useRequirementList } from '../api/get-requirement-list';
import { useNetworkRequirementFilters } from '../hooks/use-network-requirement-filters';
import { NetworkRequirementFilters } from './network-requirement-filters';
import { RequirementList } from './requirement-list';

/** What the broker's network may show them, newest first, with filters kept in the URL. */
export function NetworkRequirements() {
  const [page, setPage] = usePageParam();
  const [filters, setFilters] = useNetworkRequirementFilters();
  const query = useRequirementList({ scope: 'network', page, ...filters });
  useErrorToast(query.error, 'Error loading requirements');
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <NetworkRequirementFilters filters={filters} onChange={setFilters} />
      <RequirementList
        query={query}
        page={page}
        onPageChange={setPage}
        label="Network requirements"
        empty={
          filtered ? (
            <StatusScreen
              icon={SearchX}
              headingLevel="h2"
              title="No requirements match these filters"
              text="Try another city, or leave the budget or BHK open."
            />
          ) : (
            <StatusScreen
              icon={Users}
              headingLevel="h2"
              title="No network requirements yet"
              text="When your connections post what their buyers and tenants need, it shows here."
            >
              <Button asChild variant="secondary">
                <Link to="/network">Find brokers to connect with</Link>
              </Button>
            </StatusScreen>
          )
        }
      />
    </>
  );
}

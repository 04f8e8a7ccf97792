import { Building2, Plus } from 'lucide-react';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { useMyProperties } from '../api/get-my-properties';
import { PropertyList } from './property-list';

/** The signed-in broker's listings: 8 a page, newest first, with their visibility. */
export function MyListings({ pageParam = 'page' }: { pageParam?: string }) {
  const [page, setPage] = usePageParam(pageParam);
  const query = useMyProperties(page);
  useErrorToast(query.error, 'Error loading properties');
  return (
    <PropertyList
      query={query}
      page={page}
      onPageChange={setPage}
      label="My listings"
      showVisibility
      empty={
        <StatusScreen
          icon={Building2}
          headingLevel="h3"
          title="No properties yet"
          text="Add your first property to share it with your network."
        >
          <LinkButton to="/add-property" icon={Plus}>
            Add your first property
          </LinkButton>
        </StatusScreen>
      }
    />
  );
}

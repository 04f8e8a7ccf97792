import { FileText, Search } from 'lucide-react';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { PagedList } from '#web/components/ui/paged-list.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useFlyers } from '../api/get-flyers';
import { FlyerCard } from './flyer-card';
import { FlyerCardSkeleton } from './flyer-card-skeleton';

/** The broker's flyers, newest first, a page at a time, with loading, error and empty states. */
export function MyFlyers() {
  const [page, setPage] = usePageParam();
  const query = useFlyers(page);
  return (
    <PagedList
      query={query}
      page={page}
      onPageChange={setPage}
      label="My flyers"
      loadingLabel="Loading flyers"
      skeleton={<FlyerCardSkeleton />}
      skeletons={3}
      errorTitle="Could not load flyers"
      empty={
        <StatusScreen
          icon={FileText}
          headingLevel="h3"
          title="No flyers yet"
          text="Open a listing in your network and tap 'Create Flyer for Clients' to make a flyer you can send to your clients."
        >
          <LinkButton to="/network-properties" icon={Search}>
            Browse network listings
          </LinkButton>
        </StatusScreen>
      }
      emptyPageTitle="No flyers on this page"
      noun={['flyer', 'flyers']}
      headingLevel="h3"
      className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
      renderItem={(flyer) => <FlyerCard flyer={flyer} />}
    />
  );
}

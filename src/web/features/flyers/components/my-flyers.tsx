import { AlertTriangle, FileText, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { LoadErrorScreen } from '@web/components/ui/load-error-screen';
import { Pagination } from '@web/components/ui/pagination';
import { StatusScreen } from '@web/components/ui/status-screen';
import { usePageParam } from '@web/lib/use-page-param';
import { useFlyers } from '../api/get-flyers';
import { FlyerCard } from './flyer-card';
import { FlyerCardSkeleton } from './flyer-card-skeleton';

const gridClass = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

/** The broker's flyers, newest first, a page at a time, with loading, error and empty states. */
export function MyFlyers() {
  const [page, setPage] = usePageParam();
  const query = useFlyers(page);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading flyers" className={gridClass}>
        {Array.from({ length: 3 }, (_, i) => (
          <FlyerCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadErrorScreen
        headingLevel="h3"
        title="Could not load flyers"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { items, total, page_size } = query.data;
  if (total === 0) {
    return (
      <StatusScreen
        icon={FileText}
        headingLevel="h3"
        title="No flyers yet"
        text="Open a listing in your network and tap 'Create Flyer for Clients' to make a flyer you can send to your clients."
      >
        <Button asChild>
          <Link to="/network-properties">
            <Search className="h-4 w-4" aria-hidden="true" />
            Browse network listings
          </Link>
        </Button>
      </StatusScreen>
    );
  }
  if (items.length === 0) {
    return (
      <StatusScreen icon={AlertTriangle} headingLevel="h3" title="No flyers on this page">
        <Button variant="secondary" onClick={() => setPage(1)}>
          Go to the first page
        </Button>
      </StatusScreen>
    );
  }
  const pageCount = Math.max(1, Math.ceil(total / page_size));
  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <div aria-busy={query.isPlaceholderData}>
      <p className="mb-3 text-sm text-slate-700">
        {total} {total === 1 ? 'flyer' : 'flyers'}
      </p>
      <ul aria-label="My flyers" className={gridClass}>
        {items.map((flyer) => (
          <li key={flyer.id}>
            <FlyerCard flyer={flyer} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={changePage}
        label="My flyers pages"
        disabled={query.isPlaceholderData}
      />
    </div>
  );
}

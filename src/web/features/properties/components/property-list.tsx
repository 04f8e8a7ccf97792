import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PropertyList as PropertyListData } from '@shared/schemas/properties';
import { Button } from '@web/components/ui/button';
import { Pagination } from '@web/components/ui/pagination';
import { LoadErrorScreen } from '@web/components/ui/load-error-screen';
import { StatusScreen } from '@web/components/ui/status-screen';
import { PropertyCard } from './property-card';
import { PropertyCardSkeleton } from './property-card-skeleton';

/** What the list needs of a query (any query whose data is a page of properties). */
export type PropertyListState = {
  data: PropertyListData | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type Props = {
  query: PropertyListState;
  page: number;
  onPageChange: (page: number) => void;
  /** Names the list for screen readers, e.g. 'My listings'. */
  label: string;
  /** What to show when there is nothing to list. */
  empty: ReactNode;
  showVisibility?: boolean;
  showBroker?: boolean;
  skeletons?: number;
};

/** A paged grid of PropertyCards with its loading, error and empty states. */
export function PropertyList({
  query,
  page,
  onPageChange,
  label,
  empty,
  showVisibility,
  showBroker,
  skeletons = 4,
}: Props) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${label.toLowerCase()}`} className={gridClass}>
        {Array.from({ length: skeletons }, (_, i) => (
          <PropertyCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <LoadErrorScreen headingLevel="h3" title="Could not load properties" onRetry={() => void query.refetch()} />
    );
  }
  const { items, total, page_size } = query.data;
  const pageCount = Math.max(1, Math.ceil(total / page_size));
  if (total === 0) return <>{empty}</>;
  if (items.length === 0) {
    return (
      <StatusScreen icon={AlertTriangle} headingLevel="h3" title="No listings on this page">
        <Button variant="secondary" onClick={() => onPageChange(1)}>
          Go to the first page
        </Button>
      </StatusScreen>
    );
  }
  const changePage = (next: number) => {
    onPageChange(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <div aria-busy={query.isPlaceholderData}>
      <p className="mb-3 text-sm text-slate-700">
        {total} {total === 1 ? 'property' : 'properties'}
      </p>
      <ul aria-label={label} className={gridClass}>
        {items.map((property) => (
          <li key={property.id}>
            <PropertyCard
              property={property}
              showVisibility={showVisibility}
              showBroker={showBroker}
            />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={changePage}
        label={`${label} pages`}
        disabled={query.isPlaceholderData}
      />
    </div>
  );
}

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

import type { ReactNode } from 'react';
import type { Property } from '#shared/schemas/properties.ts';
import { PagedList, type PageQuery } from '#web/components/ui/paged-list.tsx';
import { PropertyCard } from './property-card';
import { PropertyCardSkeleton } from './property-card-skeleton';

type Props = {
  /** Any query whose data is a page of properties. */
  query: PageQuery<Property>;
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
  return (
    <PagedList
      query={query}
      page={page}
      onPageChange={onPageChange}
      label={label}
      loadingLabel={`Loading ${label.toLowerCase()}`}
      skeleton={<PropertyCardSkeleton />}
      skeletons={skeletons}
      errorTitle="Could not load properties"
      empty={empty}
      emptyPageTitle="No listings on this page"
      noun={['property', 'properties']}
      headingLevel="h3"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      renderItem={(property) => (
        <PropertyCard property={property} showVisibility={showVisibility} showBroker={showBroker} />
      )}
    />
  );
}

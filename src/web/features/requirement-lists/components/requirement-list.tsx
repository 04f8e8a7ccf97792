import type { ReactNode } from 'react';
import type { Requirement } from '#shared/schemas/requirements.ts';
import { PagedList, type PageQuery } from '#web/components/ui/paged-list.tsx';
import { RequirementCard } from './requirement-card';
import { CardSkeleton } from '#web/components/ui/card-skeleton.tsx';

type Props = {
  query: PageQuery<Requirement>;
  page: number;
  onPageChange: (page: number) => void;
  /** Names the list for screen readers, e.g. 'My requirements'. */
  label: string;
  empty: ReactNode;
};

/** A paged grid of RequirementCards with its loading, error and empty states. */
export function RequirementList({ query, page, onPageChange, label, empty }: Props) {
  return (
    <PagedList
      query={query}
      page={page}
      onPageChange={onPageChange}
      label={label}
      loadingLabel={`Loading ${label.toLowerCase()}`}
      skeleton={<CardSkeleton />}
      skeletons={4}
      errorTitle="Could not load requirements"
      empty={empty}
      emptyPageTitle="No requirements on this page"
      noun={['requirement', 'requirements']}
      headingLevel="h2"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
      renderItem={(requirement) => <RequirementCard requirement={requirement} />}
    />
  );
}

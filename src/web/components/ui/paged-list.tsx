import { AlertTriangle } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { EmptyPageScreen } from './empty-page-screen';
import { LoadErrorScreen } from './load-error-screen';
import { ListPagination } from './list-pagination';

/** One page of a list: counted (`total`) or not (`has_more`, decision 046). */
export type PageSpan = { page_size: number } & ({ total: number } | { has_more: boolean });
export type ListPage<T> = { items: T[] } & PageSpan;

/** What the list needs of a query whose data is one page of a list. */
export type PageQuery<T> = {
  data: ListPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type Props<T extends { id: string }> = {
  query: PageQuery<T>;
  page: number;
  onPageChange: (page: number) => void;
  /** Names the list for screen readers, e.g. 'My flyers'; its paging is '<label> pages'. */
  label: string;
  /** Names the grey items shown while the page loads, e.g. 'Loading flyers'. */
  loadingLabel: string;
  /** One grey item in the shape of an item. */
  skeleton: ReactNode;
  skeletons: number;
  /** The error screen's title, e.g. 'Could not load flyers'. */
  errorTitle: string;
  /** What to show when there is nothing to list at all. */
  empty: ReactNode;
  /** The title when the page is past the end, e.g. 'No flyers on this page'. */
  emptyPageTitle: string;
  /** The count above the list, one and many: ['flyer', 'flyers']. */
  noun: readonly [string, string];
  headingLevel: 'h2' | 'h3';
  /** The list's layout (a grid, a stack); the grey items take the same. */
  className: string;
  renderItem: (item: T) => ReactNode;
};

/**
 * One page of a list with its loading, error and empty states, a page past the end
 * (back to the first), the count (of a counted list) and Previous / Next (which scroll
 * back to the top).
 */
export function PagedList<T extends { id: string }>({
  query,
  page,
  onPageChange,
  label,
  loadingLabel,
  skeleton,
  skeletons,
  errorTitle,
  empty,
  emptyPageTitle,
  noun,
  headingLevel,
  className,
  renderItem,
}: Props<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className={className}>
        {Array.from({ length: skeletons }, (_, i) => (
          <Fragment key={i}>{skeleton}</Fragment>
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <LoadErrorScreen
        headingLevel={headingLevel}
        title={errorTitle}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { items } = query.data;
  const total = 'total' in query.data ? query.data.total : undefined;
  if (total === 0 || (total === undefined && items.length === 0 && page === 1)) return <>{empty}</>;
  if (items.length === 0) {
    return (
      <EmptyPageScreen
        icon={AlertTriangle}
        headingLevel={headingLevel}
        title={emptyPageTitle}
        onPageChange={onPageChange}
      />
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData}>
      {total === undefined ? null : (
        <p className="mb-3 text-sm text-slate-700">
          {total} {total === 1 ? noun[0] : noun[1]}
        </p>
      )}
      <ul aria-label={label} className={className}>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <ListPagination
        page={page}
        list={query.data}
        onPageChange={onPageChange}
        label={`${label} pages`}
        disabled={query.isPlaceholderData}
        scrollToTop
      />
    </div>
  );
}

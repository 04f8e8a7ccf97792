import { SearchX, Users } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyPageScreen } from '#web/components/ui/empty-page-screen.tsx';
import { ListPagination } from '#web/components/ui/list-pagination.tsx';
import { AvatarLinesSkeleton } from '#web/components/ui/avatar-lines-skeleton.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { BROKER_DIRECTORY_PAGE_SIZE } from '#shared/schemas/connections.ts';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { useBrokerDirectory } from '../api/get-broker-directory';
import { BrokerDirectoryCard } from './broker-directory-card';

type Props = {
  /** The settled search term ('' for everyone). */
  q: string;
  page: number;
  onPageChange: (page: number) => void;
  onClearSearch: () => void;
};

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The paged broker list with its loading, empty and error states. */
export function BrokerDirectory({ q, page, onPageChange, onClearSearch }: Props) {
  const query = useBrokerDirectory(q, page);
  useErrorToast(query.error, 'Error loading brokers');

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading brokers" className={gridClass}>
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} className="space-y-3 p-4">
            <div className="flex gap-3">
              <AvatarLinesSkeleton avatarSize="h-14 w-14" lines={['h-5 w-2/3', 'h-4 w-1/2', 'h-4 w-1/3']} />
            </div>
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-9 w-full" />
          </Card>
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <LoadErrorScreen title="Could not load brokers" onRetry={() => void query.refetch()} />
    );
  }
  const { items, total, page_size } = query.data;
  if (total === 0) {
    return q ? (
      <StatusScreen icon={SearchX} headingLevel="h2" title="No brokers found" text={`No broker matches "${q}".`}>
        <Button variant="secondary" onClick={onClearSearch}>
          Show all brokers
        </Button>
      </StatusScreen>
    ) : (
      <StatusScreen
        icon={Users}
        headingLevel="h2"
        title="No other brokers yet"
        text="Invite colleagues to grow your network."
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyPageScreen icon={Users} headingLevel="h2" title="No brokers on this page" onPageChange={onPageChange} />
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData}>
      <h2 className="sr-only">Brokers</h2>
      <p className="mb-3 text-sm text-slate-700" aria-live="polite">
        {total} {total === 1 ? 'broker' : 'brokers'}
        {q ? ` matching "${q}"` : ''}
      </p>
      <ul aria-label="Brokers" className={gridClass}>
        {items.map((broker) => (
          <li key={broker.id}>
            <BrokerDirectoryCard broker={broker} />
          </li>
        ))}
      </ul>
      <ListPagination
        page={page}
        list={{ total, page_size: page_size || BROKER_DIRECTORY_PAGE_SIZE }}
        onPageChange={onPageChange}
        label="Broker pages"
        disabled={query.isPlaceholderData}
        scrollToTop
      />
    </div>
  );
}

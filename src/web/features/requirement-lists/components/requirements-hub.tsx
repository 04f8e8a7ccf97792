import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RequirementList } from '#shared/schemas/requirements.ts';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { useRequirementList } from '../api/get-requirement-list';
import { PostRequirementButton } from './post-requirement-button';
import { RequirementCard } from './requirement-card';
import { CardSkeleton } from '#web/components/ui/card-skeleton.tsx';

/** How many of each the hub shows; the rest is one link away. */
export const HUB_ITEMS = 3;

type SectionQuery = {
  data: RequirementList | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

function HubSection({
  id,
  title,
  allLink,
  allLabel,
  query,
  empty,
}: {
  id: string;
  title: string;
  allLink: string;
  allLabel: string;
  query: SectionQuery;
  empty: ReactNode;
}) {
  const list = query.data;
  return (
    <section aria-labelledby={id} className="mb-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
          {list && list.total > 0 ? <span className="ml-2 text-sm font-normal text-slate-600">({list.total})</span> : null}
        </h2>
        <Link to={allLink} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {allLabel}
        </Link>
      </div>
      {query.isPending ? (
        <div role="status" aria-label={`Loading ${title.toLowerCase()}`} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: HUB_ITEMS }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError || !list ? (
        <LoadErrorScreen headingLevel="h3" title="Could not load requirements" onRetry={() => void query.refetch()} />
      ) : list.items.length === 0 ? (
        empty
      ) : (
        <ul aria-label={title} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.items.map((requirement) => (
            <li key={requirement.id}>
              <RequirementCard requirement={requirement} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const emptyText = 'rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700';

/** /requirements: a few of my active requirements and a few new ones of my network. */
export function RequirementsHub() {
  const mine = useRequirementList({ scope: 'mine', page: 1, page_size: HUB_ITEMS, status: 'active' });
  const network = useRequirementList({ scope: 'network', page: 1, page_size: HUB_ITEMS });
  useErrorToast(mine.error ?? network.error, 'Error loading requirements');
  return (
    <>
      <HubSection
        id="hub-mine"
        title="My active requirements"
        allLink="/my-requirements"
        allLabel="View all my requirements"
        query={mine}
        empty={
          <div className={emptyText}>
            <p>You have no active requirements.</p>
            <div className="mt-4 flex justify-center">
              <PostRequirementButton variant="secondary" />
            </div>
          </div>
        }
      />
      <HubSection
        id="hub-network"
        title="New in your network"
        allLink="/network-requirements"
        allLabel="View all network requirements"
        query={network}
        empty={<p className={emptyText}>No requirements from your network yet.</p>}
      />
    </>
  );
}

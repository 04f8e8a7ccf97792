import { ClipboardList, SearchX } from 'lucide-react';
import {
  REQUIREMENT_STATUS_LABELS,
  REQUIREMENT_STATUSES,
  type RequirementStatus,
} from '#shared/schemas/requirements.ts';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { cn } from '#web/lib/cn.ts';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { oneOf, useFilterParams } from '#web/lib/use-filter-params.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useRequirementList } from '../api/get-requirement-list';
import { PostRequirementButton } from './post-requirement-button';
import { RequirementList } from './requirement-list';

const readers = { status: oneOf(REQUIREMENT_STATUSES) };
const CHOICES: ReadonlyArray<{ value: RequirementStatus | undefined; label: string }> = [
  { value: undefined, label: 'All' },
  ...REQUIREMENT_STATUSES.map((status) => ({ value: status, label: REQUIREMENT_STATUS_LABELS[status] })),
];

/** The broker's own requirements, newest first, filtered by status (?status=), with counts. */
export function MyRequirements() {
  const [page, setPage] = usePageParam();
  const [{ status }, setFilters] = useFilterParams(readers);
  const query = useRequirementList({ scope: 'mine', page, ...(status ? { status } : {}) });
  useErrorToast(query.error, 'Error loading requirements');
  const counts = query.data?.status_counts;
  const countOf = (value: RequirementStatus | undefined) =>
    counts === undefined
      ? undefined
      : value === undefined
        ? Object.values(counts).reduce((sum, n) => sum + n, 0)
        : (counts[value] ?? 0);
  return (
    <>
      <div role="group" aria-label="Filter by status" className="mb-4 flex flex-wrap gap-2">
        {CHOICES.map((choice) => {
          const selected = choice.value === status;
          const count = countOf(choice.value);
          return (
            <button
              key={choice.label}
              type="button"
              aria-pressed={selected}
              onClick={() => setFilters({ status: choice.value ?? null })}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                selected
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
              )}
            >
              {choice.label}
              {count === undefined ? null : (
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs font-semibold',
                    selected ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <RequirementList
        query={query}
        page={page}
        onPageChange={setPage}
        label="My requirements"
        empty={
          status ? (
            <StatusScreen
              icon={SearchX}
              headingLevel="h2"
              title={`No ${REQUIREMENT_STATUS_LABELS[status].toLowerCase()} requirements`}
              text="Choose All to see every requirement you have posted."
            />
          ) : (
            <StatusScreen
              icon={ClipboardList}
              headingLevel="h2"
              title="No requirements yet"
              text="Post what your buyer or tenant needs, and the matching listings of your network come to you."
            >
              <PostRequirementButton />
            </StatusScreen>
          )
        }
      />
    </>
  );
}

import { FileText, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { formatRelativeTime } from '#shared/format/relative-time.ts';
import {
  AGREEMENT_KIND_LABELS,
  AGREEMENT_KINDS,
  AGREEMENT_STATUS_LABELS,
  AGREEMENT_STATUSES,
  type AgreementSummary,
} from '#shared/schemas/agreements.ts';
import { FilterSelect } from '#web/components/filter-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PagedList } from '#web/components/ui/paged-list.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { oneOf, useFilterParams } from '#web/lib/use-filter-params.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useAgreementList } from '../api/get-agreements';
import { useAgreementsRealtime } from '../hooks/use-agreements-realtime';
import { AgreementStatusBadge } from './agreement-status-badge';
import { formatMoment } from './agreement-format';
import { NewAgreementLinks } from './new-agreement-links';

const readers = { kind: oneOf(AGREEMENT_KINDS), status: oneOf(AGREEMENT_STATUSES) };
const KIND_OPTIONS = AGREEMENT_KINDS.map((value) => ({ value, label: AGREEMENT_KIND_LABELS[value] }));
const STATUS_OPTIONS = AGREEMENT_STATUSES.map((value) => ({ value, label: AGREEMENT_STATUS_LABELS[value] }));

/** The path of the one builder this slice has. */

/** Every agreement of the broker, newest first, filtered by kind and status (?kind=&status=), paged. */
export function AgreementList() {
  useAgreementsRealtime();
  const [page, setPage] = usePageParam();
  const [{ kind, status }, setFilters] = useFilterParams(readers);
  const query = useAgreementList({ page, ...(kind ? { kind } : {}), ...(status ? { status } : {}) });
  useErrorToast(query.error, 'Error loading agreements');
  const filtered = kind !== undefined || status !== undefined;
  return (
    <>
      <div role="group" aria-label="Filters" className="mb-4 grid gap-3 sm:max-w-xl sm:grid-cols-2">
        <FilterSelect
          label="Kind"
          value={kind}
          options={KIND_OPTIONS}
          anyLabel="All kinds"
          onChange={(value) => setFilters({ kind: value ?? null })}
        />
        <FilterSelect
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          anyLabel="Any status"
          onChange={(value) => setFilters({ status: value ?? null })}
        />
      </div>
      <PagedList
        query={query}
        page={page}
        onPageChange={setPage}
        label="My agreements"
        loadingLabel="Loading agreements"
        skeleton={<RowSkeleton />}
        skeletons={3}
        errorTitle="Could not load agreements"
        emptyPageTitle="No agreements on this page"
        noun={['agreement', 'agreements']}
        headingLevel="h2"
        className="space-y-3"
        renderItem={(agreement) => <AgreementRow agreement={agreement} />}
        empty={
          filtered ? (
            <StatusScreen
              icon={SearchX}
              headingLevel="h2"
              title="No agreements match these filters"
              text="Choose another kind or status, or clear the filters."
            >
              <Button variant="secondary" onClick={() => setFilters({ kind: null, status: null })}>
                Clear filters
              </Button>
            </StatusScreen>
          ) : (
            <StatusScreen
              icon={FileText}
              headingLevel="h2"
              title="No agreements yet"
              text="Draft a mandate with an owner or a buyer, sign it, and send them a link to sign on their phone; or propose co-broking terms to another member from your requirement's match."
            >
              <NewAgreementLinks />
            </StatusScreen>
          )
        }
      />
    </>
  );
}

function AgreementRow({ agreement }: { agreement: AgreementSummary }) {
  const now = useNow();
  return (
    <Card className="p-4">
      <article aria-label={agreement.title} className="space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <AgreementStatusBadge status={agreement.status} />
          <span className="text-xs font-medium text-slate-600">{AGREEMENT_KIND_LABELS[agreement.kind]}</span>
        </div>
        <h3 className="break-words text-base font-semibold">
          <Link
            to={`/agreement/${agreement.id}`}
            className="text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline"
          >
            {agreement.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-800">{agreement.next_step}</p>
        <p className="text-xs text-slate-600">
          Updated{' '}
          <time dateTime={agreement.updated_at} title={formatMoment(agreement.updated_at)}>
            {formatRelativeTime(agreement.updated_at, now)}
          </time>
        </p>
      </article>
    </Card>
  );
}

function RowSkeleton() {
  return (
    <Card className="space-y-2 p-4">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
    </Card>
  );
}

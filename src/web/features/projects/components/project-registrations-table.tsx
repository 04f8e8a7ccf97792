import { useId } from 'react';
import { formatRegistrationDate } from '#shared/schemas/projects.ts';
import { Card } from '#web/components/ui/card.tsx';
import { ListPagination } from '#web/components/ui/list-pagination.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useProjectRegistrations } from '../api/get-project-registrations';
import { RegistrationStatusBadge } from './project-badges';
import { protectedUntil } from './registration-labels';
import { bookingSummary, visitSummary } from '../visits/progress-labels';
import { RegistrationActions } from '../visits/registration-actions';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';

const cell = 'px-3 py-2.5 align-top';

/**
 * The marketer's view of every registration of the project, newest first, a page at a
 * time. A table on every width: on a phone it scrolls sideways (the region is focusable
 * so a keyboard can scroll it too). Each row carries the visit, the booking and the
 * marketer's next move (book, then the payout stage by stage).
 */
export function ProjectRegistrationsTable({ projectId }: { projectId: string }) {
  const headingId = useId();
  const [page, setPage] = usePageParam('registrations');
  const query = useProjectRegistrations(projectId, page);
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Registered clients
          {query.data && query.data.total > 0 ? (
            <span className="ml-2 text-sm font-normal text-slate-600">({query.data.total})</span>
          ) : null}
        </h2>
        {query.isPending ? (
          <div role="status" aria-label="Loading the registrations" className="mt-3 space-y-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : query.isError ? (
          <LoadErrorScreen
            headingLevel="h3"
            title="Could not load the registrations"
            onRetry={() => void query.refetch()}
          />
        ) : query.data.total === 0 ? (
          <p className="mt-2 text-slate-700">
            No broker has registered a client for this project yet.
          </p>
        ) : query.data.items.length === 0 ? (
          <p className="mt-2 text-slate-700">
            No registrations on this page.{' '}
            <button
              type="button"
              className="font-medium text-brand-700 underline"
              onClick={() => setPage(1)}
            >
              Go to the first page
            </button>
          </p>
        ) : (
          <div aria-busy={query.isPlaceholderData}>
            <ScrollRegion aria-label="Registered clients table" className="-mx-4 mt-3 sm:mx-0">
              <table aria-labelledby={headingId} className="w-full min-w-[50rem] text-left text-sm">
                <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                  <tr>
                    <th scope="col" className={cell}>
                      Client
                    </th>
                    <th scope="col" className={cell}>
                      Phone
                    </th>
                    <th scope="col" className={cell}>
                      Broker
                    </th>
                    <th scope="col" className={cell}>
                      Registered
                    </th>
                    <th scope="col" className={cell}>
                      Protected until
                    </th>
                    <th scope="col" className={cell}>
                      Status
                    </th>
                    <th scope="col" className={cell}>
                      Visit and booking
                    </th>
                    <th scope="col" className={cell}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 text-slate-800">
                  {query.data.items.map((registration) => (
                    <tr key={registration.id}>
                      <th scope="row" className={`${cell} font-medium text-slate-900`}>
                        {registration.client_name}
                      </th>
                      <td className={`${cell} whitespace-nowrap`}>{registration.client_phone}</td>
                      <td className={cell}>{registration.broker.full_name}</td>
                      <td className={`${cell} whitespace-nowrap`}>
                        {formatRegistrationDate(registration.registered_at)}
                      </td>
                      <td className={`${cell} whitespace-nowrap`}>
                        {protectedUntil(registration)}
                      </td>
                      <td className={cell}>
                        <RegistrationStatusBadge status={registration.status} />
                      </td>
                      <td className={cell}>
                        {registration.progress.visit ? (
                          <p>{visitSummary(registration.progress.visit)}</p>
                        ) : null}
                        {registration.progress.booking ? (
                          <p>{bookingSummary(registration.progress.booking)}</p>
                        ) : null}
                        {!registration.progress.visit && !registration.progress.booking ? (
                          <span className="text-slate-500">None yet</span>
                        ) : null}
                      </td>
                      <td className={cell}>
                        <RegistrationActions projectId={projectId} registration={registration} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <ListPagination
              page={page}
              list={query.data}
              onPageChange={setPage}
              label="Registered clients pages"
              disabled={query.isPlaceholderData}
            />
          </div>
        )}
      </section>
    </Card>
  );
}

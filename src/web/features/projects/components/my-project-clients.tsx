import { useId } from 'react';
import { formatRegistrationDate, REGISTRATIONS_PAGE_SIZE } from '#shared/schemas/projects.ts';
import { Card } from '#web/components/ui/card.tsx';
import { ListPagination } from '#web/components/ui/list-pagination.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useProjectRegistrations } from '../api/get-project-registrations';
import { RegistrationStatusBadge } from './project-badges';
import { protectedUntil } from './registration-labels';
import { ClientVisit } from '../visits/client-visit';
import { bookingSummary } from '../visits/progress-labels';

/**
 * 'My clients for this project': a broker's own registrations (the server answers a
 * broker with theirs alone). Shown to a broker who may register, or who has some. Each
 * client shows its status, its visit (and slip) or the form to book one, and its payout.
 */
export function MyProjectClients({
  projectId,
  projectName,
  canRegister,
}: {
  projectId: string;
  projectName: string;
  canRegister: boolean;
}) {
  const headingId = useId();
  const [page, setPage] = usePageParam('clients');
  const query = useProjectRegistrations(projectId, page);
  if (!canRegister && !(query.data && query.data.total > 0)) return null;
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          My clients for this project
        </h2>
        {query.isPending ? (
          <div role="status" aria-label="Loading your clients" className="mt-3 space-y-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : query.isError ? (
          <LoadErrorScreen
            headingLevel="h3"
            title="Could not load your clients"
            onRetry={() => void query.refetch()}
          />
        ) : query.data.total === 0 ? (
          <p className="mt-2 text-slate-700">
            You have registered no clients for this project yet.
          </p>
        ) : (
          <div aria-busy={query.isPlaceholderData}>
            <ul aria-label="My clients for this project" className="mt-3 divide-y divide-slate-100">
              {query.data.items.map((registration) => (
                <li key={registration.id} className="py-3">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{registration.client_name}</p>
                      <p className="text-sm text-slate-700">{registration.client_phone}</p>
                    </div>
                    <div className="text-right text-sm text-slate-700">
                      <RegistrationStatusBadge status={registration.status} />
                      <p className="mt-1">
                        Registered {formatRegistrationDate(registration.registered_at)}
                      </p>
                      <p>Protected until {protectedUntil(registration)}</p>
                    </div>
                  </div>
                  <ClientVisit
                    projectId={projectId}
                    projectName={projectName}
                    registration={registration}
                  />
                  {registration.progress.booking ? (
                    <p className="mt-1 text-sm font-medium text-slate-900">
                      Booked: {bookingSummary(registration.progress.booking)}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            {query.data.total > REGISTRATIONS_PAGE_SIZE ? (
              <ListPagination
                page={page}
                list={query.data}
                onPageChange={setPage}
                label="My clients pages"
                disabled={query.isPlaceholderData}
              />
            ) : null}
          </div>
        )}
      </section>
    </Card>
  );
}

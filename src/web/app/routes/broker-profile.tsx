import { ArrowLeft, Building2, Pencil, UserX } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { BrokerActions } from '#web/features/connections/components/broker-actions.tsx';
import { useBrokerPage } from '#web/features/profiles/api/get-broker-page.ts';
import { ProfileCard } from '#web/features/profiles/components/profile-card.tsx';
import { PropertyList } from '#web/features/properties/components/property-list.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useGoBack } from '#web/lib/use-go-back.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';

/** /broker/:id: a broker's profile and the listings of theirs the viewer may see. */
export function BrokerProfilePage() {
  const { id = '' } = useParams();
  const [page, setPage] = usePageParam();
  const { user } = useAuth();
  const query = useBrokerPage(id, page);
  const goBack = useGoBack('/network');

  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <StatusScreen
        icon={UserX}
        title="Broker Not Found"
        text="This broker doesn't exist or is no longer a member."
      >
        <Button onClick={goBack}>Go Back</Button>
      </StatusScreen>
    );
  }
  if (query.isError) {
    return (
      <LoadErrorScreen headingLevel="h1" title="Could not load this broker" onRetry={() => void query.refetch()} />
    );
  }
  if (query.isPending) return <BrokerSkeleton />;

  const { profile, listings } = query.data;
  const isSelf = profile.id === user?.id;
  const listState = { ...query, data: listings };
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div>
        <Button variant="ghost" size="sm" className="-ml-2 mb-3" onClick={goBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back
        </Button>
        <ProfileCard
          profile={profile}
          actions={
            isSelf ? (
              <LinkButton to="/profile" icon={Pencil} variant="secondary">
                Edit my profile
              </LinkButton>
            ) : (
              <BrokerActions
                brokerId={profile.id}
                messageTo={`/inbox/${profile.id}`}
                className="w-full sm:w-[24rem]"
              />
            )
          }
        />
      </div>
      <section aria-labelledby="broker-listings">
        <h2 id="broker-listings" className="mb-3 text-xl font-semibold text-slate-900">
          Listings by {profile.full_name}
        </h2>
        <PropertyList
          query={listState}
          page={page}
          onPageChange={setPage}
          label={`Listings by ${profile.full_name}`}
          showVisibility={isSelf}
          empty={
            <StatusScreen
              icon={Building2}
              headingLevel="h3"
              title="No listings to show"
              text={
                isSelf
                  ? 'You have not listed a property yet.'
                  : 'This broker has no listings you can see yet.'
              }
            />
          }
        />
      </section>
    </div>
  );
}

function BrokerSkeleton() {
  return (
    <div role="status" aria-label="Loading broker" className="mx-auto max-w-6xl space-y-4">
      <Skeleton className="h-9 w-24" />
      <div className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:flex-row">
        <Skeleton className="h-24 w-24 rounded-full" />
        <div className="w-full space-y-3">
          <Skeleton className="mx-auto h-7 w-48 sm:mx-0" />
          <Skeleton className="mx-auto h-4 w-64 sm:mx-0" />
        </div>
      </div>
    </div>
  );
}

export default BrokerProfilePage;

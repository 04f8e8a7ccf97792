import { ArrowLeft, SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { AGREEMENT_MESSAGES } from '#shared/schemas/agreements.ts';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { AgreementView, useAgreement, useAgreementsRealtime } from '#web/features/agreements/index.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** /agreement/:id (issue 20): one agreement, its actions by status; live while the client signs. */
export function AgreementDetailPage() {
  const { id = '' } = useParams();
  const query = useAgreement(id);
  useAgreementsRealtime();
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the agreement" className="mx-auto max-w-4xl space-y-4">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <StatusScreen
          icon={SearchX}
          title={AGREEMENT_MESSAGES.notFound}
          text="The agreement you're looking for doesn't exist, has been deleted, or is not yours."
        >
          <LinkButton to="/broker-agreements" icon={ArrowLeft}>
            Broker Agreements
          </LinkButton>
        </StatusScreen>
      );
    }
    return (
      <LoadErrorScreen title="Could not load the agreement" headingLevel="h1" onRetry={() => void query.refetch()} />
    );
  }
  return <AgreementView agreement={query.data} />;
}

export default AgreementDetailPage;

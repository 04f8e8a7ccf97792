import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { REQUIREMENT_MESSAGES } from '#shared/schemas/requirements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { useRequirement } from '#web/features/requirements/api/get-requirement.ts';
import { RequirementDetails } from '#web/features/requirements/components/requirement-details.tsx';
import { RequirementMatches } from '#web/features/requirements/components/requirement-matches.tsx';
import { ApiError } from '#web/lib/api-client.ts';

/** /requirement/:id (issue 19): the requirement, and for its owner the matching listings. */
export function RequirementDetailPage() {
  const { id = '' } = useParams();
  const query = useRequirement(id);
  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading the requirement"
        className="mx-auto max-w-4xl space-y-4"
      >
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <StatusScreen
          icon={SearchX}
          title={REQUIREMENT_MESSAGES.notFound}
          text="The requirement you're looking for doesn't exist, has been removed, or is not shared with you."
        >
          <Button asChild>
            <Link to="/requirements">Back to Requirements</Link>
          </Button>
        </StatusScreen>
      );
    }
    return (
      <LoadErrorScreen
        title="Could not load the requirement"
        headingLevel="h1"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const requirement = query.data;
  return (
    <article className="mx-auto max-w-4xl space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={requirement.is_owner ? '/my-requirements' : '/network-requirements'}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {requirement.is_owner ? 'My Requirements' : 'Network Requirements'}
        </Link>
      </Button>
      <RequirementDetails requirement={requirement} />
      {requirement.is_owner ? <RequirementMatches requirement={requirement} /> : null}
    </article>
  );
}

export default RequirementDetailPage;

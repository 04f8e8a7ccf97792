import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { REQUIREMENT_MESSAGES, type Requirement } from '#shared/schemas/requirements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { RecordPageSkeleton, RecordQueryGate } from '#web/components/ui/record-query-gate.tsx';
import { useRequirement } from '#web/features/requirements/api/get-requirement.ts';
import { RequirementDetails } from '#web/features/requirements/components/requirement-details.tsx';
import { RequirementMatches } from '#web/features/requirements/components/requirement-matches.tsx';

/** /requirement/:id (issue 19): the requirement, and for its owner the matching listings. */
export function RequirementDetailPage() {
  const { id = '' } = useParams();
  const query = useRequirement(id);
  return (
    <RecordQueryGate
      query={query}
      loading={<RecordPageSkeleton label="Loading the requirement" />}
      notFound={{
        title: REQUIREMENT_MESSAGES.notFound,
        text: "The requirement you're looking for doesn't exist, has been removed, or is not shared with you.",
        backTo: '/requirements',
        backLabel: 'Back to Requirements',
      }}
      errorTitle="Could not load the requirement"
    >
      {(requirement) => <RequirementPage requirement={requirement} />}
    </RecordQueryGate>
  );
}

function RequirementPage({ requirement }: { requirement: Requirement }) {
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

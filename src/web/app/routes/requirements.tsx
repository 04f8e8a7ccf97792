import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PostRequirementButton } from '#web/features/requirement-lists/components/post-requirement-button.tsx';
import { RequirementsHub } from '#web/features/requirement-lists/components/requirements-hub.tsx';

export function RequirementsPage() {
  return (
    <div>
      <PageHeader
        title="Requirements"
        description="What your clients need, and what your network's clients need."
        actions={<PostRequirementButton />}
      />
      <RequirementsHub />
    </div>
  );
}

export default RequirementsPage;

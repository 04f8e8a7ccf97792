import { PageHeader } from '#web/components/ui/page-header.tsx';
import { NetworkRequirements } from '#web/features/requirement-lists/components/network-requirements.tsx';
import { PostRequirementButton } from '#web/features/requirement-lists/components/post-requirement-button.tsx';

export function NetworkRequirementsPage() {
  return (
    <div>
      <PageHeader
        title="Network Requirements"
        description="What the clients of your network are looking for, newest first."
        actions={<PostRequirementButton variant="secondary" />}
      />
      <NetworkRequirements />
    </div>
  );
}

export default NetworkRequirementsPage;

import { PageHeader } from '#web/components/ui/page-header.tsx';
import { MyRequirements } from '#web/features/requirement-lists/components/my-requirements.tsx';
import { PostRequirementButton } from '#web/features/requirement-lists/components/post-requirement-button.tsx';

export function MyRequirementsPage() {
  return (
    <div>
      <PageHeader
        title="My Requirements"
        description="Your buyers' and tenants' requirements, with the listings that match them."
        actions={<PostRequirementButton />}
      />
      <MyRequirements />
    </div>
  );
}

export default MyRequirementsPage;

import { Lock, SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { REQUIREMENT_MESSAGES, type Requirement } from '#shared/schemas/requirements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormPageLayout } from '#web/components/ui/form-page-layout.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { useRequirement } from '#web/features/requirements/api/get-requirement.ts';
import { RequirementForm } from '#web/features/requirements/components/requirement-form.tsx';
import { useSubmitRequirement } from '#web/features/requirements/hooks/use-submit-requirement.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useGoBack } from '#web/lib/use-go-back.ts';

/** /new-requirement and /edit-requirement/:id (issue 19, requirement form). */
export function RequirementFormPage() {
  const { id } = useParams();
  return id ? <EditRequirement key={id} id={id} /> : <CreateRequirement />;
}

function CreateRequirement() {
  const { submit, saving } = useSubmitRequirement();
  return (
    <FormPageLayout title="Post a Requirement" backTo="/my-requirements">
      <RequirementForm mode="create" saving={saving} onSubmit={submit} />
    </FormPageLayout>
  );
}

function EditRequirement({ id }: { id: string }) {
  const query = useRequirement(id);
  const goBack = useGoBack('/my-requirements');
  if (query.isPending) {
    return (
      <div className="py-16 text-center">
        <Spinner label="Loading the requirement..." />
        <p className="mt-4 text-slate-700">Loading the requirement...</p>
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <StatusScreen
        icon={SearchX}
        title={missing ? REQUIREMENT_MESSAGES.notFound : 'Could not load the requirement'}
        text={
          missing
            ? "The requirement you're looking for doesn't exist or has been removed."
            : 'Check your connection and try again.'
        }
      >
        {missing ? null : (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
        <Button onClick={goBack}>Go Back</Button>
      </StatusScreen>
    );
  }
  if (!query.data.is_owner) {
    return (
      <StatusScreen
        icon={Lock}
        tone="danger"
        title="Access Denied"
        text={REQUIREMENT_MESSAGES.notAuthorized}
      >
        <Button onClick={goBack}>Go Back</Button>
      </StatusScreen>
    );
  }
  return <EditForm requirement={query.data} />;
}

function EditForm({ requirement }: { requirement: Requirement }) {
  const { submit, saving } = useSubmitRequirement(requirement);
  return (
    <FormPageLayout
      title="Edit Requirement"
      subtitle={requirement.title}
      backTo={`/requirement/${requirement.id}`}
    >
      <RequirementForm mode="edit" requirement={requirement} saving={saving} onSubmit={submit} />
    </FormPageLayout>
  );
}

export default RequirementFormPage;

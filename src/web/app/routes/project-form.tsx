import { ArrowLeft, Lock } from 'lucide-react';
import { useParams } from 'react-router';
import { PROJECT_MESSAGES, type Project } from '#shared/schemas/projects.ts';
import { FormPageLayout } from '#web/components/ui/form-page-layout.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { RecordPageSkeleton, RecordQueryGate } from '#web/components/ui/record-query-gate.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { useProject } from '#web/features/projects/api/get-project.ts';
import { ProjectForm } from '#web/features/projects/components/project-form.tsx';
import { PROJECT_NOT_FOUND } from '#web/features/projects/components/project-not-found.ts';
import { useSubmitProject } from '#web/features/projects/hooks/use-submit-project.ts';

/** /project-marketing/new and /edit-project/:id (issue 21). */
export function ProjectFormPage() {
  const { id } = useParams();
  return id ? <EditProject key={id} id={id} /> : <CreateProject />;
}

function CreateProject() {
  const { submit, saving } = useSubmitProject();
  return (
    <FormPageLayout title="New project" backTo="/project-marketing">
      <ProjectForm saving={saving} onSubmit={submit} />
    </FormPageLayout>
  );
}

function EditProject({ id }: { id: string }) {
  const query = useProject(id);
  return (
    <RecordQueryGate
      query={query}
      loading={<RecordPageSkeleton label="Loading the project" />}
      notFound={PROJECT_NOT_FOUND}
      errorTitle="Could not load the project"
    >
      {(project) =>
        project.is_marketer ? (
          <EditForm project={project} />
        ) : (
          <StatusScreen
            icon={Lock}
            tone="danger"
            title="Access Denied"
            text={PROJECT_MESSAGES.notAuthorized}
          >
            <LinkButton to={`/project/${project.id}`} icon={ArrowLeft}>
              Back to the project
            </LinkButton>
          </StatusScreen>
        )
      }
    </RecordQueryGate>
  );
}

function EditForm({ project }: { project: Project }) {
  const { submit, saving, formKey } = useSubmitProject(project.id);
  return (
    <FormPageLayout title="Edit project" subtitle={project.name} backTo={`/project/${project.id}`}>
      <ProjectForm key={formKey} project={project} saving={saving} onSubmit={submit} />
    </FormPageLayout>
  );
}

export default ProjectFormPage;

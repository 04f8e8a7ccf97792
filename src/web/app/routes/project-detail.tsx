import { ArrowLeft, Info } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PROJECT_MESSAGES, type Project } from '#shared/schemas/projects.ts';
import { Button } from '#web/components/ui/button.tsx';
import { RecordPageSkeleton, RecordQueryGate } from '#web/components/ui/record-query-gate.tsx';
import { useProject } from '#web/features/projects/api/get-project.ts';
import { MyProjectClients } from '#web/features/projects/components/my-project-clients.tsx';
import { PROJECT_NOT_FOUND } from '#web/features/projects/components/project-not-found.ts';
import { useProjectRealtime } from '#web/features/projects/hooks/use-project-realtime.ts';
import { ProjectInventory } from '#web/features/projects/inventory/project-inventory.tsx';
import { ProjectOverview } from '#web/features/projects/components/project-overview.tsx';
import { ProjectRegistrationsTable } from '#web/features/projects/components/project-registrations-table.tsx';
import { RegisterClientForm } from '#web/features/projects/components/register-client-form.tsx';
import {
  maySharePage,
  ShareProjectSection,
} from '#web/features/projects/components/share-project-section.tsx';
import { ProjectVisitsSection } from '#web/features/projects/visits/project-visits-section.tsx';
import {
  PropertyCarousel,
  useCarouselJump,
} from '#web/features/properties/components/property-carousel.tsx';
import { PropertyGallery } from '#web/features/properties/components/property-gallery.tsx';

/**
 * /project/:id (issue 21): the project; for a broker who may register, the registration
 * form and their clients (visits, slips, payouts); for its marketer, every registration with
 * the check-in, booking and payout moves. Notifications about its registrations refresh it.
 */
export function ProjectDetailPage() {
  const { id = '' } = useParams();
  const query = useProject(id);
  return (
    <RecordQueryGate
      query={query}
      loading={<RecordPageSkeleton label="Loading the project" blockClassName="h-64" />}
      notFound={PROJECT_NOT_FOUND}
      errorTitle="Could not load the project"
    >
      {(project) => <ProjectPage project={project} />}
    </RecordQueryGate>
  );
}

function ProjectPage({ project }: { project: Project }) {
  useProjectRealtime(project.id);
  // The listing page's photo carousel and gallery: choosing a gallery photo shows it above.
  const { carousel, carouselBox, showPhoto } = useCarouselJump();
  const hasPhotos = project.images.length > 0;
  return (
    <article className="mx-auto max-w-4xl space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={project.is_marketer ? '/project-marketing' : '/project-marketing?tab=open'}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Project Marketing
        </Link>
      </Button>
      {hasPhotos ? (
        <div ref={carouselBox} className="scroll-mt-20">
          <PropertyCarousel ref={carousel} images={project.images} title={project.name} />
        </div>
      ) : null}
      <ProjectOverview project={project} />
      {maySharePage(project) ? <ShareProjectSection project={project} /> : null}
      {project.images.length > 1 ? (
        <PropertyGallery images={project.images} title={project.name} onSelect={showPhoto} />
      ) : null}
      <ProjectInventory projectId={project.id} />
      <ProjectVisitsSection project={project} />
      {project.is_marketer ? (
        <ProjectRegistrationsTable projectId={project.id} />
      ) : (
        <>
          {project.can_register ? (
            <RegisterClientForm projectId={project.id} />
          ) : (
            <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
              <Info className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              {project.who_may_register === 'network'
                ? PROJECT_MESSAGES.networkOnly
                : 'You cannot register clients for this project.'}
            </p>
          )}
          <MyProjectClients
            projectId={project.id}
            projectName={project.name}
            canRegister={project.can_register}
          />
        </>
      )}
    </article>
  );
}

export default ProjectDetailPage;

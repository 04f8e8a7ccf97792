import { Building, MapPin, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { VISIBILITY_LABELS } from '#shared/schemas/properties.ts';
import type { Project } from '#shared/schemas/projects.ts';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Fact } from '#web/components/ui/fact.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { DeleteProjectButton } from './delete-project-button';
import { ProjectBrochureLink } from './project-brochure-link';
import { ProjectStatusBadge } from './project-badges';
import { formatPossessionDate, WHO_MAY_REGISTER_LABELS } from './registration-labels';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * A project for everyone who may see it: its facts, description, amenities and the
 * channel-partner terms; for its marketer also Edit and Delete, for the others whose it is.
 */
export function ProjectOverview({ project }: { project: Project }) {
  const place = [project.area, project.city].filter(Boolean).join(', ');
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <ProjectStatusBadge status={project.status} />
        <span className="text-xs text-slate-600">
          <span className="sr-only">Visibility: </span>
          {VISIBILITY_LABELS[project.visibility]}
        </span>
      </div>
      <div>
        <h1 className="break-words text-2xl font-bold text-slate-900 md:text-3xl">
          {project.name}
        </h1>
        {project.developer ? (
          <p className="mt-1 inline-flex items-center gap-1.5 text-slate-700">
            <Building className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            by {project.developer}
          </p>
        ) : null}
      </div>
      <p className="flex items-start gap-1.5 text-slate-700">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span>
          {place}
          {project.address ? (
            <span className="block text-sm text-slate-600">{project.address}</span>
          ) : null}
        </span>
      </p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="RERA project number">{project.rera_project_number || 'Not given'}</Fact>
        <Fact label="Possession">
          {project.possession_date ? formatPossessionDate(project.possession_date) : 'Not given'}
        </Fact>
        <Fact label="Client protection">{days(project.protection_days)}</Fact>
        <Fact
          label="Channel-partner terms"
          wide
          detail={`Who may register: ${WHO_MAY_REGISTER_LABELS[project.who_may_register]}`}
        >
          {project.commission || 'Ask the marketer'}
        </Fact>
      </dl>
      {project.description ? (
        <section aria-label="Description">
          <h2 className="text-sm font-semibold text-slate-800">Description</h2>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">
            {project.description}
          </p>
        </section>
      ) : null}
      {project.amenities.length > 0 ? (
        <section aria-label="Amenities">
          <h2 className="text-sm font-semibold text-slate-800">Amenities</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {project.amenities.map((amenity) => (
              <li
                key={amenity}
                className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
              >
                {amenity}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {project.brochure ? (
        <ProjectBrochureLink project={project} brochure={project.brochure} />
      ) : null}
      {project.is_marketer && project.images.length === 0 && !project.brochure ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-700">
          No photos or brochure yet.{' '}
          <Link
            to={`/edit-project/${project.id}`}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Add them on the edit page
          </Link>
          .
        </p>
      ) : null}
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <MarketerLine project={project} />
        {project.is_marketer ? (
          <div className="flex flex-wrap gap-2">
            <LinkButton to={`/edit-project/${project.id}`} icon={Pencil} variant="secondary">
              Edit
            </LinkButton>
            <DeleteProjectButton id={project.id} name={project.name} />
          </div>
        ) : null}
      </div>
    </Card>
  );
}

function MarketerLine({ project }: { project: Project }) {
  if (project.is_marketer)
    return <p className="text-sm text-slate-700">You market this project.</p>;
  const { marketer } = project;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <BrokerAvatar name={marketer.full_name} avatarUrl={marketer.avatar_url} />
      <div className="min-w-0">
        <p className="text-xs text-slate-600">Marketed by</p>
        <Link
          to={`/broker/${marketer.id}`}
          className="block truncate font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {marketer.full_name}
        </Link>
        {marketer.company_name ? (
          <p className="truncate text-sm text-slate-600">{marketer.company_name}</p>
        ) : null}
      </div>
    </div>
  );
}

import { CalendarDays, Building } from 'lucide-react';
import { Link } from 'react-router';
import { VISIBILITY_LABELS } from '#shared/schemas/properties.ts';
import type { Project } from '#shared/schemas/projects.ts';
import { LocationLine } from '#web/components/location-line.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ProjectStatusBadge } from './project-badges';
import { formatPossessionDate } from './registration-labels';

/**
 * One project in the lists: its name (the link to its page, covering the card), status,
 * developer, where, possession; the marketer's own show their visibility, the others'
 * whose they are.
 */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <Card className="relative flex h-full flex-col gap-2 p-4 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="flex flex-wrap items-center gap-1.5">
        <ProjectStatusBadge status={project.status} />
        {project.is_marketer ? (
          <span className="text-xs text-slate-600">{VISIBILITY_LABELS[project.visibility]}</span>
        ) : null}
      </div>
      <h3 className="line-clamp-2 text-base font-semibold text-slate-900">
        <Link
          to={`/project/${project.id}`}
          className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
        >
          {project.name}
        </Link>
      </h3>
      {project.developer ? (
        <p className="inline-flex items-center gap-1 text-sm text-slate-700">
          <Building className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="sr-only">Developer: </span>
          <span className="truncate">{project.developer}</span>
        </p>
      ) : null}
      <LocationLine city={project.city} area={project.area || null} />
      {project.possession_date ? (
        <p className="inline-flex items-center gap-1 text-sm text-slate-700">
          <CalendarDays className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          Possession {formatPossessionDate(project.possession_date)}
        </p>
      ) : null}
      {project.is_marketer ? null : (
        <p className="mt-auto min-w-0 truncate pt-1 text-sm text-slate-700">
          By{' '}
          <Link
            to={`/broker/${project.marketer.id}`}
            className="relative z-10 font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {project.marketer.full_name}
          </Link>
        </p>
      )}
    </Card>
  );
}

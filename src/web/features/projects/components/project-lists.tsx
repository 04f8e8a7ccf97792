import { Building2, SearchX, Users } from 'lucide-react';
import { PROJECT_STATUSES } from '#shared/schemas/projects.ts';
import { CardSkeleton } from '#web/components/ui/card-skeleton.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { PagedList } from '#web/components/ui/paged-list.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { oneOf, useFilterParams, wholeNumber } from '#web/lib/use-filter-params.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useProjectList } from '../api/get-project-list';
import type { ProjectFilters as Filters, ProjectScope } from '../api/query-keys';
import { NewProjectButton } from './new-project-button';
import { ProjectCard } from './project-card';
import { ProjectFilters } from './project-filters';

// The URL names are the API's (?tab=open&city_id=3&status=launched); a shared link keeps
// the tab, the filters and the page.
const readers = {
  tab: oneOf(['mine', 'open'] as const),
  city_id: wholeNumber(1, 2_147_483_647),
  status: oneOf(PROJECT_STATUSES),
};

/** /project-marketing: the projects I market and the others' open to me, filtered and paged. */
export function ProjectLists() {
  const [{ tab = 'mine', ...filters }, setParams] = useFilterParams(readers);
  return (
    <>
      <ProjectFilters filters={filters} onChange={setParams} />
      <Tabs
        label="Projects"
        value={tab}
        onValueChange={(value) => setParams({ tab: value === 'open' ? 'open' : null })}
        tabs={[
          {
            value: 'mine',
            label: 'Projects I market',
            panel: <ProjectList scope="mine" filters={filters} />,
          },
          {
            value: 'open',
            label: 'Open to me',
            panel: <ProjectList scope="open" filters={filters} />,
          },
        ]}
      />
    </>
  );
}

function ProjectList({ scope, filters }: { scope: ProjectScope; filters: Filters }) {
  const [page, setPage] = usePageParam();
  const query = useProjectList({ scope, page, ...filters });
  useErrorToast(query.error, 'Error loading projects');
  const filtered = filters.city_id !== undefined || filters.status !== undefined;
  const label = scope === 'mine' ? 'Projects I market' : 'Projects open to me';
  return (
    <PagedList
      query={query}
      page={page}
      onPageChange={setPage}
      label={label}
      loadingLabel={
        scope === 'mine' ? 'Loading the projects you market' : 'Loading the projects open to you'
      }
      skeleton={<CardSkeleton />}
      skeletons={4}
      errorTitle="Could not load projects"
      emptyPageTitle="No projects on this page"
      noun={['project', 'projects']}
      headingLevel="h2"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
      renderItem={(project) => <ProjectCard project={project} />}
      empty={
        filtered ? (
          <StatusScreen
            icon={SearchX}
            headingLevel="h2"
            title="No projects match these filters"
            text="Try another city or status."
          />
        ) : scope === 'mine' ? (
          <StatusScreen
            icon={Building2}
            headingLevel="h2"
            title="You market no projects yet"
            text="Publish a builder's project, and brokers of your network can register their clients for it."
          >
            <NewProjectButton />
          </StatusScreen>
        ) : (
          <StatusScreen
            icon={Users}
            headingLevel="h2"
            title="No projects open to you yet"
            text="When brokers you are connected with market a project, it shows here."
          >
            <LinkButton to="/network" icon={Users} variant="secondary">
              Find brokers to connect with
            </LinkButton>
          </StatusScreen>
        )
      }
    />
  );
}

import { ListPage } from '#web/components/ui/list-page.tsx';
import { NewProjectButton } from '#web/features/projects/components/new-project-button.tsx';
import { ProjectLists } from '#web/features/projects/components/project-lists.tsx';

/** /project-marketing (issue 21). */
export function ProjectMarketingPage() {
  return (
    <ListPage
      title="Project Marketing"
      description="New projects sold through the network: the ones you market, and the ones you may bring clients to."
      actions={<NewProjectButton />}
      listLabel="Projects"
    >
      <ProjectLists />
    </ListPage>
  );
}

export default ProjectMarketingPage;

import { PROJECT_MESSAGES } from '#shared/schemas/projects.ts';

/** The 404 screen of the project pages: someone else's project, or a deleted one. */
export const PROJECT_NOT_FOUND = {
  title: PROJECT_MESSAGES.notFound,
  text: "The project you're looking for doesn't exist, has been removed, or is not shared with you.",
  backTo: '/project-marketing',
  backLabel: 'Back to Project Marketing',
};

// One place for the projects cache keys. Everything sits under ['projects']: saving or
// deleting a project, or registering a client, refreshes every project view at once.
import type { ProjectStatus } from '#shared/schemas/projects.ts';

export type ProjectScope = 'mine' | 'open';

/** The list's filters as the page reads them from its URL. */
export type ProjectFilters = { city_id?: number; status?: ProjectStatus };

export type ProjectListParams = { scope: ProjectScope; page: number } & ProjectFilters;

export const projectKeys = {
  all: ['projects'] as const,
  list: (params: ProjectListParams) => ['projects', 'list', params] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  /** Every cached page of one project's registrations (the marketer's all, a broker's own). */
  registrationsOf: (id: string) => ['projects', 'registrations', id] as const,
  registrations: (id: string, page: number) => ['projects', 'registrations', id, page] as const,
};

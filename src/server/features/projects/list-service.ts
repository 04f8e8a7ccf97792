// The two lists of /project-marketing: the projects I market, and the others' projects open
// to me (the visibility rule), each filtered by city and status, newest first, paged.
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PROJECTS_PAGE_SIZE,
  type ProjectList,
  type projectListQuerySchema,
} from '#shared/schemas/projects.ts';
import type { Queryable } from '#server/db/open.ts';
import { projects } from '#server/db/schema.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { presentProject } from './presenter';
import { listProjectRows, projectVisibleTo } from './project-queries';

type ListQuery = z.output<typeof projectListQuerySchema>;

export async function listProjects(
  db: Queryable,
  viewer: Viewer,
  query: ListQuery,
): Promise<ProjectList> {
  const pageSize = query.page_size ?? PROJECTS_PAGE_SIZE;
  const filters: SQL[] =
    query.scope === 'mine'
      ? [eq(projects.marketerId, viewer.id)]
      : [ne(projects.marketerId, viewer.id), projectVisibleTo(viewer)];
  if (query.city_id !== undefined) filters.push(eq(projects.cityId, query.city_id));
  if (query.status !== undefined) filters.push(eq(projects.status, query.status));
  const { rows, total } = await listProjectRows(db, viewer, and(...filters) as SQL, {
    page: query.page,
    pageSize,
  });
  return {
    items: rows.map((r) => presentProject(r, viewer)),
    total,
    page: query.page,
    page_size: pageSize,
  };
}

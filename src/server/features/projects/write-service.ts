// Creating, changing and deleting a project. Whoever creates one is its marketer; only the
// marketer changes it (an admin may too, and alone may hand it to another member with
// marketer_id); only the marketer deletes it, with its registrations (ON DELETE CASCADE)
// and its files (photos and brochure, media-service.ts).
import { eq, sql } from 'drizzle-orm';
import {
  PROJECT_MESSAGES,
  type Project,
  type ProjectFields,
  type ProjectUpdate,
} from '#shared/schemas/projects.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { cities, profiles, projects } from '#server/db/schema.ts';
import { badRequest, forbidden, notFound } from '#server/lib/http-errors.ts';
import { deleteProjectFolders } from '#server/lib/media/project-files.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { presentProject } from './presenter';
import { findVisibleProject, type ProjectWithFacts } from './project-queries';

type Columns = Partial<typeof projects.$inferInsert>;

/** The API's snake_case fields -> the row's columns; a field left out is left as it is. */
function projectColumns(fields: Partial<ProjectFields>): Columns {
  const columns: Columns = {
    name: fields.name,
    developer: fields.developer,
    reraProjectNumber: fields.rera_project_number,
    cityId: fields.city_id,
    area: fields.area,
    address: fields.address,
    possessionDate: fields.possession_date,
    description: fields.description,
    amenities: fields.amenities,
    visibility: fields.visibility,
    status: fields.status,
    protectionDays: fields.protection_days,
    whoMayRegister: fields.who_may_register,
    commission: fields.commission,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Columns;
}

async function checkCity(db: Queryable, cityId: number): Promise<void> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  if (!city) throw badRequest(PROJECT_MESSAGES.cityRequired, 'city_id');
}

/** The project as `viewer` now reads it, after a change they made (they always see it). */
export async function present(ctx: AppContext, viewer: Viewer, id: string): Promise<Project> {
  const row = await findVisibleProject(ctx.db, viewer, id);
  if (!row) throw new Error('saved project is not visible to its marketer');
  return presentProject(row, viewer);
}

export async function createProject(
  ctx: AppContext,
  viewer: Viewer,
  fields: ProjectFields,
): Promise<Project> {
  await checkCity(ctx.db, fields.city_id);
  const [row] = await ctx.db
    .insert(projects)
    .values({
      ...projectColumns(fields),
      name: fields.name,
      cityId: fields.city_id,
      marketerId: viewer.id,
    })
    .returning({ id: projects.id });
  if (!row) throw new Error('insert returned no row');
  return present(ctx, viewer, row.id);
}

/** The project `viewer` is about to change: 404 if they cannot see it, 403 if it is not theirs (admins pass with allowAdmin). */
export async function loadOwnProject(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  allowAdmin: boolean,
): Promise<ProjectWithFacts> {
  const found = await findVisibleProject(ctx.db, viewer, id);
  if (!found) throw notFound(PROJECT_MESSAGES.notFound);
  if (found.project.marketerId !== viewer.id && !(allowAdmin && viewer.isAdmin)) {
    throw forbidden(PROJECT_MESSAGES.notAuthorized);
  }
  return found;
}

export async function updateProject(
  ctx: AppContext,
  viewer: Viewer,
  current: ProjectWithFacts,
  changes: ProjectUpdate,
): Promise<Project> {
  const columns = projectColumns(changes);
  if (changes.marketer_id !== undefined && changes.marketer_id !== current.project.marketerId) {
    if (!viewer.isAdmin) throw forbidden(PROJECT_MESSAGES.marketerAdminOnly);
    const [member] = await ctx.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, changes.marketer_id));
    if (!member) throw badRequest(PROJECT_MESSAGES.marketerNotFound, 'marketer_id');
    columns.marketerId = member.id;
  }
  if (changes.city_id !== undefined) await checkCity(ctx.db, changes.city_id);
  if (Object.keys(columns).length > 0) {
    await ctx.db
      .update(projects)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(projects.id, current.project.id));
  }
  return present(ctx, viewer, current.project.id);
}

/** The row goes (registrations and the rest by foreign key), then its photos and brochure. */
export async function deleteProject(ctx: AppContext, current: ProjectWithFacts): Promise<void> {
  await ctx.db.delete(projects).where(eq(projects.id, current.project.id));
  // After the delete: a file is never missing while a row points to it. An upload still
  // in flight finds no row to record itself in and removes its own files.
  await deleteProjectFolders(ctx.storage, [current.project.id]);
}

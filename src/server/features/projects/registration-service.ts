// Registering a client for a project, and reading registrations (decision 044).
//
// The protection rule is one statement: the insert either creates the (project, phone) row
// or takes it over, only when the protection of the row there has ended. The unique key
// settles concurrent registrations (exactly one wins); no row back is a refusal, which
// tells the caller the protecting registration's date and nothing else of it.
//
// Registrations are private: a broker reads their own, the project's marketer reads every
// one of the project; nobody else reads any (an admin included). Client names and phones
// stay out of logs; only the marketer's notification names the client.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  alreadyYoursMessage,
  PROJECT_MESSAGES,
  protectedClientMessage,
  REGISTRATIONS_PAGE_SIZE,
  type Registration,
  type RegistrationFields,
  type RegistrationList,
} from '#shared/schemas/projects.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { profiles, projectRegistrations, projects } from '#server/db/schema.ts';
import { brokerSummaryColumns } from '#server/lib/broker-summary.ts';
import {
  badRequest,
  conflict,
  forbidden,
  isForeignKeyViolation,
  notFound,
} from '#server/lib/http-errors.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { notifyProjectRegistration } from '../notifications';
import { presentRegistration, type RegistrationWithFacts } from './presenter';
import { findVisibleProject, type ProjectWithFacts } from './project-queries';
import { withProgress } from './visits/progress';

type Paging = { page: number; page_size?: number | undefined };

export function selectRegistrations(db: Queryable) {
  return db
    .select({
      registration: projectRegistrations,
      projectName: projects.name,
      broker: brokerSummaryColumns,
      isProtected: sql<boolean>`${projectRegistrations.protectedUntil} > now()`,
    })
    .from(projectRegistrations)
    .innerJoin(projects, eq(projects.id, projectRegistrations.projectId))
    .innerJoin(profiles, eq(profiles.id, projectRegistrations.brokerId));
}

/**
 * Inserts the registration, or takes the phone's row over once its protection has ended
 * (a booked client is never taken over). Returns the row's id, or undefined when the phone
 * is protected for this project.
 */
async function claimClient(
  db: Queryable,
  project: ProjectWithFacts['project'],
  brokerId: string,
  fields: RegistrationFields,
) {
  const [row] = await db
    .insert(projectRegistrations)
    .values({
      projectId: project.id,
      brokerId,
      clientName: fields.client_name,
      clientPhone: fields.client_phone,
      protectedUntil: sql`now() + make_interval(days => ${project.protectionDays}::int)`,
    })
    .onConflictDoUpdate({
      target: [projectRegistrations.projectId, projectRegistrations.clientPhone],
      set: {
        brokerId: sql`excluded.broker_id`,
        clientName: sql`excluded.client_name`,
        registeredAt: sql`excluded.registered_at`,
        protectedUntil: sql`excluded.protected_until`,
        status: 'registered',
      },
      setWhere: sql`${projectRegistrations.protectedUntil} <= now() and ${projectRegistrations.status} <> 'booked'`,
    })
    .returning({ id: projectRegistrations.id });
  return row?.id;
}

export async function registerClient(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
  fields: RegistrationFields,
): Promise<Registration> {
  const found = await findVisibleProject(ctx.db, viewer, projectId);
  if (!found) throw notFound(PROJECT_MESSAGES.notFound);
  if (found.project.marketerId === viewer.id) throw badRequest(PROJECT_MESSAGES.ownProject);
  if (!found.canRegister) throw forbidden(PROJECT_MESSAGES.networkOnly);

  // Twice at most: a protecting row that disappears between the refusal and its re-read
  // (its project or broker deleted) leaves the phone free.
  for (let attempt = 0; attempt < 2; attempt++) {
    let id: string | undefined;
    try {
      id = await claimClient(ctx.db, found.project, viewer.id, fields);
    } catch (error) {
      // The project was deleted under the insert.
      if (isForeignKeyViolation(error)) throw notFound(PROJECT_MESSAGES.notFound);
      throw error;
    }
    if (id) {
      const [row] = await selectRegistrations(ctx.db).where(eq(projectRegistrations.id, id));
      if (!row) throw notFound(PROJECT_MESSAGES.notFound);
      await notifyProjectRegistration(ctx, {
        marketerId: found.project.marketerId,
        projectId: found.project.id,
        projectName: found.project.name,
        brokerId: viewer.id,
        brokerName: row.broker.fullName,
        clientName: row.registration.clientName,
      });
      return presentRegistration(row);
    }
    // Refused: read the protecting registration for its date and whose it is; only the date
    // leaves this function.
    const [holder] = await ctx.db
      .select({
        brokerId: projectRegistrations.brokerId,
        registeredAt: projectRegistrations.registeredAt,
      })
      .from(projectRegistrations)
      .where(
        and(
          eq(projectRegistrations.projectId, found.project.id),
          eq(projectRegistrations.clientPhone, fields.client_phone),
        ),
      );
    if (!holder) continue;
    ctx.log.info(
      { projectId: found.project.id, own: holder.brokerId === viewer.id },
      'project registration refused: client protected',
    );
    throw conflict(
      holder.brokerId === viewer.id
        ? alreadyYoursMessage(holder.registeredAt)
        : protectedClientMessage(holder.registeredAt),
      'client_phone',
    );
  }
  throw conflict(PROJECT_MESSAGES.retry, 'client_phone');
}

async function pageOf(
  db: Queryable,
  viewer: Viewer,
  where: SQL,
  query: Paging,
): Promise<RegistrationList> {
  const pageSize = query.page_size ?? REGISTRATIONS_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    selectRegistrations(db)
      .where(where)
      .orderBy(desc(projectRegistrations.registeredAt), desc(projectRegistrations.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(projectRegistrations).where(where),
  ]);
  return {
    items: await withProgress(
      db,
      rows.map((r: RegistrationWithFacts) => presentRegistration(r)),
      viewer.id,
    ),
    total: total?.n ?? 0,
    page: query.page,
    page_size: pageSize,
  };
}

/** A project's registrations: all of them for its marketer, the caller's own for anyone else. */
export async function listProjectRegistrations(
  db: Queryable,
  viewer: Viewer,
  project: ProjectWithFacts['project'],
  query: Paging,
): Promise<RegistrationList> {
  const ofProject = eq(projectRegistrations.projectId, project.id);
  const where =
    project.marketerId === viewer.id
      ? ofProject
      : (and(ofProject, eq(projectRegistrations.brokerId, viewer.id)) as SQL);
  return pageOf(db, viewer, where, query);
}

/** The caller's registrations across projects (kept after they lose sight of a project: the client is theirs). */
export async function listMyRegistrations(
  db: Queryable,
  viewer: Viewer,
  query: Paging,
): Promise<RegistrationList> {
  return pageOf(db, viewer, eq(projectRegistrations.brokerId, viewer.id), query);
}

// Reads of projects with what their presentation needs joined in the same query: the
// marketer's broker summary, the city's name, and whether the reader may register clients.
// Every read goes through projectVisibleTo: the listing rule (decision 006) on the
// marketer's projects, and admins see all.
import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '#server/db/open.ts';
import { cities, profiles, projects } from '#server/db/schema.ts';
import { brokerSummaryColumns, type BrokerSummaryRow } from '#server/lib/broker-summary.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { isAcceptedConnection, visibleToMember } from '../properties';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectWithFacts = {
  project: ProjectRow;
  marketer: BrokerSummaryRow;
  city: string;
  canRegister: boolean;
};

/** The marketer stands where a listing's owner does in the one visibility rule. */
const owned = { userId: projects.marketerId, visibility: projects.visibility };

/** Who may see a project: Network Only = the marketer's connections, All and Public = every member; the marketer; admins all. */
export function projectVisibleTo(viewer: Viewer): SQL {
  return viewer.isAdmin ? sql`true` : visibleToMember(owned, viewer.id);
}

/**
 * Who may register clients: a member who sees it as a member (an admin's sight of
 * everything does not count), other than its marketer, when it is open to all brokers or
 * they are the marketer's accepted connection.
 */
export function mayRegisterFor(memberId: string | AnyPgColumn): SQL {
  return and(
    ne(projects.marketerId, memberId),
    visibleToMember(owned, memberId),
    or(eq(projects.whoMayRegister, 'all'), isAcceptedConnection(memberId, projects.marketerId)),
  ) as SQL;
}

/**
 * Who may have a public page of the project with their contact (decision 044, "Public
 * project page per broker"): its marketer, or a member who may bring clients. `memberId`
 * may be a column: the page checks its share's broker in the same statement.
 */
export function mayShareProject(memberId: string | AnyPgColumn): SQL {
  return or(eq(projects.marketerId, memberId), mayRegisterFor(memberId)) as SQL;
}

function selectProjects(db: Queryable, viewer: Viewer) {
  return db
    .select({
      project: projects,
      marketer: brokerSummaryColumns,
      city: cities.name,
      canRegister: sql<boolean>`coalesce(${mayRegisterFor(viewer.id)}, false)`,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.marketerId))
    .innerJoin(cities, eq(cities.id, projects.cityId));
}

/** The project if `viewer` may see it; a hidden one is indistinguishable from a missing one. */
export async function findVisibleProject(
  db: Queryable,
  viewer: Viewer,
  id: string,
): Promise<ProjectWithFacts | undefined> {
  const [row] = await selectProjects(db, viewer).where(
    and(eq(projects.id, id), projectVisibleTo(viewer)),
  );
  return row;
}

export async function listProjectRows(
  db: Queryable,
  viewer: Viewer,
  where: SQL,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: ProjectWithFacts[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    selectProjects(db, viewer)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// The live grid: when a project's units or price sheet change, every member who may see the
// project hears 'project.inventory_changed' with the project's id only, and refetches
// (their read is scoped as any other). The audience is computed by the same rule as reads
// (for a project open to all brokers: every signed-in socket).
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { profiles, projectRegistrations, projects } from '#server/db/schema.ts';
import { publishEvents } from '#server/lib/realtime/publish-events.ts';
import { notifyPriceSheetChanged } from '../../notifications';
import { visibleToMember } from '../../properties';

export async function projectAudience(q: Queryable, projectId: string): Promise<string[]> {
  const rows = await q
    .select({ id: profiles.id })
    .from(projects)
    .innerJoin(
      profiles,
      or(
        eq(profiles.role, 'admin'),
        visibleToMember(
          { userId: projects.marketerId, visibility: projects.visibility },
          profiles.id,
        ),
      ),
    )
    .where(eq(projects.id, projectId));
  return rows.map((r) => r.id);
}

/**
 * A project open to all brokers (All, Public) is told to every signed-in socket in one
 * NOTIFY: every member may read it, so listing them (thousands) would only cost. A Network
 * Only project's audience is the marketer's connections and the admins, listed.
 */
export async function publishInventoryChanged(q: Queryable, projectId: string): Promise<void> {
  const event = { kind: 'project.inventory_changed', project_id: projectId } as const;
  const [project] = await q
    .select({ visibility: projects.visibility })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return;
  if (project.visibility !== 'Network Only') {
    await publishEvents(q, [{ everyone: true, event }]);
    return;
  }
  await publishEvents(q, [{ userIds: await projectAudience(q, projectId), event }]);
}

/**
 * The brokers with a client of the project still theirs (protection running, or booked)
 * who still see it: those who quote its prices to someone.
 */
async function brokersWithClients(q: Queryable, projectId: string): Promise<string[]> {
  const rows = await q
    .selectDistinct({ id: projectRegistrations.brokerId })
    .from(projectRegistrations)
    .innerJoin(projects, eq(projects.id, projectRegistrations.projectId))
    .where(
      and(
        eq(projectRegistrations.projectId, projectId),
        or(
          gt(projectRegistrations.protectedUntil, sql`now()`),
          eq(projectRegistrations.status, 'booked'),
        ),
        ne(projectRegistrations.brokerId, projects.marketerId),
        visibleToMember(
          { userId: projects.marketerId, visibility: projects.visibility },
          projectRegistrations.brokerId,
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** After a change of the price sheet: the live refresh, and the brokers with clients told. */
export async function announcePriceSheetChanged(
  ctx: AppContext,
  project: { id: string; name: string },
): Promise<void> {
  await publishInventoryChanged(ctx.db, project.id);
  // The change is committed: a failure to tell anyone is logged, never the marketer's error.
  let brokerIds: string[];
  try {
    brokerIds = await brokersWithClients(ctx.db, project.id);
  } catch (error) {
    ctx.log.error({ err: error, projectId: project.id }, 'price sheet notice audience could not be read');
    return;
  }
  await notifyPriceSheetChanged(ctx, { brokerIds, projectId: project.id, projectName: project.name });
}

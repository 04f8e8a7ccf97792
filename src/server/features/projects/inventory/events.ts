// The live grid: when a project's units or price sheet change, every member who may see the
// project hears 'project.inventory_changed' with the project's id only, and refetches
// (their read is scoped as any other). The audience is computed by the same rule as reads.
import { eq, or } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { profiles, projects } from '#server/db/schema.ts';
import { publishEvents } from '#server/lib/realtime/publish-events.ts';
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

export async function publishInventoryChanged(q: Queryable, projectId: string): Promise<void> {
  const userIds = await projectAudience(q, projectId);
  await publishEvents(q, [
    { userIds, event: { kind: 'project.inventory_changed', project_id: projectId } },
  ]);
}

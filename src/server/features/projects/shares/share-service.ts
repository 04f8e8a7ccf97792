// A broker's public page of a project (decision 044, "Public project page per broker"):
// one row per project and broker in project_shares, made by the first call and returned by
// every later one. The unique key (project_id, broker_id) settles two calls at once: the
// INSERT ... ON CONFLICT DO NOTHING of one gets its row back, the other's finds nothing to
// insert and reads the winner's row. A clash of the random public id (about 71 bits) is a
// unique violation of the other index: try again with a fresh id.
import { and, eq } from 'drizzle-orm';
import {
  PROJECT_SHARE_MESSAGES,
  projectSharePath,
  type ProjectShare,
} from '#shared/schemas/project-shares.ts';
import { PROJECT_MESSAGES } from '#shared/schemas/projects.ts';
import type { AppContext } from '#server/app-context.ts';
import { projectShares } from '#server/db/schema.ts';
import { forbidden, isForeignKeyViolation, notFound } from '#server/lib/http-errors.ts';
import { withFreshPublicId } from '#server/lib/public-id.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { findVisibleProject } from '../project-queries';

const projectGone = () => notFound(PROJECT_MESSAGES.notFound);

/**
 * The caller's share of the project and whether this call made it. 404 for a project they
 * cannot see, 403 when they see it but are neither its marketer nor may bring clients.
 */
export async function shareProject(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
): Promise<{ share: ProjectShare; created: boolean }> {
  const found = await findVisibleProject(ctx.db, viewer, projectId);
  if (!found) throw projectGone();
  // The same rule as the page's (mayShareProject), read from the one select.
  if (found.project.marketerId !== viewer.id && !found.canRegister) {
    throw forbidden(PROJECT_SHARE_MESSAGES.notAllowed);
  }
  const present = (publicId: string) => ({
    public_id: publicId,
    url: `${ctx.config.publicUrl}${projectSharePath(publicId)}`,
  });

  const projectKey = and(
    eq(projectShares.projectId, found.project.id),
    eq(projectShares.brokerId, viewer.id),
  );
  try {
    return await withFreshPublicId('project_shares_public_id_key', async (publicId) => {
      const [inserted] = await ctx.db
        .insert(projectShares)
        .values({ projectId: found.project.id, brokerId: viewer.id, publicId })
        .onConflictDoNothing({ target: [projectShares.projectId, projectShares.brokerId] })
        .returning({ publicId: projectShares.publicId });
      if (inserted) return { share: present(inserted.publicId), created: true };
      const [existing] = await ctx.db
        .select({ publicId: projectShares.publicId })
        .from(projectShares)
        .where(projectKey);
      // Gone between the two statements: only the project's delete removes a share.
      if (!existing) throw projectGone();
      return { share: present(existing.publicId), created: false };
    });
  } catch (error) {
    // The project was deleted under the insert.
    if (isForeignKeyViolation(error)) throw projectGone();
    throw error;
  }
}

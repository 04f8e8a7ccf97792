// The read behind a broker's public project page (/p/{public_id}, decision 044): the share,
// its project with the city's name, and the SHARING broker (never the marketer, unless the
// marketer is the one sharing), in one statement that also checks the broker still may
// share it (mayShareProject: the marketer, or a member who may bring clients). Then the
// price sheet. Nothing about registrations, clients, holds or units is read here.
import { and, eq } from 'drizzle-orm';
import type { UnitType } from '#shared/schemas/project-inventory.ts';
import type { Queryable } from '#server/db/open.ts';
import { cities, profiles, projects, projectShares } from '#server/db/schema.ts';
import { PUBLIC_ID_LENGTH } from '#server/lib/public-id.ts';
import { listUnitTypes, mayShareProject } from '../projects';
import { publicBrokerColumns, type PublicBroker } from './queries';

export type ProjectRow = typeof projects.$inferSelect;

export type PublicProjectShare = {
  publicId: string;
  project: ProjectRow;
  city: string;
  broker: PublicBroker;
  unitTypes: UnitType[];
};

const SHARE_ID = new RegExp(`^[0-9A-Za-z]{${PUBLIC_ID_LENGTH}}$`);

/** The share's page while its broker may share the project; nothing otherwise. */
export async function findPublicProjectShare(
  db: Queryable,
  publicId: string,
): Promise<PublicProjectShare | undefined> {
  if (!SHARE_ID.test(publicId)) return undefined;
  const [row] = await db
    .select({
      publicId: projectShares.publicId,
      project: projects,
      city: cities.name,
      broker: publicBrokerColumns,
    })
    .from(projectShares)
    .innerJoin(projects, eq(projects.id, projectShares.projectId))
    .innerJoin(profiles, eq(profiles.id, projectShares.brokerId))
    .innerJoin(cities, eq(cities.id, projects.cityId))
    .where(and(eq(projectShares.publicId, publicId), mayShareProject(projectShares.brokerId)));
  if (!row) return undefined;
  return { ...row, unitTypes: await listUnitTypes(db, row.project.id) };
}

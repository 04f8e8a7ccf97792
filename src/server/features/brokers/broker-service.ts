// A broker's page for a signed-in member: the profile, and the listings of theirs
// the caller may see (the shared visibility filter, so Private and Network Only
// listings only show to whom they should).
import type { BrokerPage } from '#shared/schemas/profiles.ts';
import { PROFILE_MESSAGES } from '#shared/schemas/profiles.ts';
import type { Db } from '#server/db/open.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { presentProfile } from '../profiles';
import { findProfile } from '../profiles';
import { listBrokerProperties, type PageQuery } from '../properties';
import type { Viewer } from '#server/lib/viewer.ts';

export async function loadBrokerPage(
  db: Db,
  viewer: Viewer,
  brokerId: string,
  query: PageQuery,
): Promise<BrokerPage> {
  const found = await findProfile(db, brokerId);
  if (!found) throw notFound(PROFILE_MESSAGES.brokerNotFound);
  return {
    profile: presentProfile(found.profile, found.company),
    listings: await listBrokerProperties(db, viewer, brokerId, query),
  };
}

// A broker's page for a signed-in member: the profile, and the listings of theirs
// the caller may see (the shared visibility filter, so Private and Network Only
// listings only show to whom they should).
import type { BrokerPage } from '../../../shared/schemas/profiles';
import { PROFILE_MESSAGES } from '../../../shared/schemas/profiles';
import type { Db } from '../../db/open';
import { notFound } from '../../lib/http-errors';
import { presentProfile } from '../profiles';
import { findProfile } from '../profiles';
import { listBrokerProperties, type PageQuery } from '../properties';
import type { Viewer } from '../../lib/viewer';

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

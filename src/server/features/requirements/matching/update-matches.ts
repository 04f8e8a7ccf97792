// What the features that change a listing, a requirement or a connection call after
// their change has committed: recompute that scope's matches and announce the new pairs.
import type { AppContext } from '#server/app-context.ts';
import { announceMatches } from './announce-matches';
import type { MatchScope } from './find-match-candidates';
import { refreshAndAnnounce } from './refresh-matches';

export function updateMatchesForListing(ctx: AppContext, listingId: string): Promise<void> {
  return refreshAndAnnounce(ctx, { listingId }, announceMatches);
}

export function updateMatchesForRequirement(ctx: AppContext, requirementId: string): Promise<void> {
  return refreshAndAnnounce(ctx, { requirementId }, announceMatches);
}

/** A connection made or removed changes what each may see of the other's Network Only items. */
export function updateMatchesBetween(ctx: AppContext, brokerA: string, brokerB: string): Promise<void> {
  const scope: MatchScope = { brokerIds: [brokerA, brokerB] };
  return refreshAndAnnounce(ctx, scope, announceMatches);
}

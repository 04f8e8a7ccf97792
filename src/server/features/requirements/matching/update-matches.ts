// What the features that change a listing, a requirement or a connection call after
// their change has committed: recompute that scope's matches; the new pairs are announced
// by a job enqueued with them.
import type { AppContext } from '#server/app-context.ts';
import type { MatchScope } from './find-match-candidates';
import { refreshAfterSave } from './refresh-matches';

export function updateMatchesForListing(ctx: AppContext, listingId: string): Promise<void> {
  return refreshAfterSave(ctx, { listingId });
}

export function updateMatchesForRequirement(ctx: AppContext, requirementId: string): Promise<void> {
  return refreshAfterSave(ctx, { requirementId });
}

/** A connection made or removed changes what each may see of the other's Network Only items. */
export function updateMatchesBetween(ctx: AppContext, brokerA: string, brokerB: string): Promise<void> {
  const scope: MatchScope = { brokerIds: [brokerA, brokerB] };
  return refreshAfterSave(ctx, scope);
}

// One place for the requirements cache keys, so mutations invalidate exactly these.
// Everything sits under ['requirements']: saving, deleting or renewing one refreshes
// every requirement view at once, the list pages' included.
import type { MatchState } from '#shared/schemas/requirements.ts';

export const requirementKeys = {
  all: ['requirements'] as const,
  detail: (id: string) => ['requirements', 'detail', id] as const,
  /** Every cached page and filter of one requirement's matches. */
  matchesOf: (id: string) => ['requirements', 'matches', id] as const,
  matches: (id: string, state: MatchState | 'all') =>
    ['requirements', 'matches', id, state] as const,
  /** The mutation that marks a match (realtime waits for it, see use-requirements-realtime). */
  matchStateMutation: ['requirements', 'match-state'] as const,
  /** The requirements a listing matches, as its owner sees them. */
  ofProperty: (propertyId: string) => ['requirements', 'of-property', propertyId] as const,
};

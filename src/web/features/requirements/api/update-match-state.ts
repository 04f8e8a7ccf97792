import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { toast } from 'sonner';
import { updateRequirementMatch } from '#shared/api/requirements.ts';
import type { MatchState, RequirementMatchList } from '#shared/schemas/requirements.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { requirementKeys } from './query-keys';

type Change = { matchId: string; state: MatchState };
type Pages = InfiniteData<RequirementMatchList, number>;

export const updateMatchState = (requirementId: string, { matchId, state }: Change) =>
  call(updateRequirementMatch, { params: { id: requirementId, matchId }, body: { state } });

function withState(pages: Pages | undefined, { matchId, state }: Change): Pages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((m) => (m.id === matchId ? { ...m, state } : m)),
    })),
  };
}

/**
 * New, Shortlisted or Rejected, shown at once in every cached page of the matches (the
 * filtered tabs included); put back with a toast when the server refuses. Afterwards
 * the tabs and the requirement's new-match count are read again.
 */
export function useUpdateMatchState(requirementId: string) {
  const queryClient = useQueryClient();
  const key = requirementKeys.matchesOf(requirementId);
  return useMutation({
    mutationKey: requirementKeys.matchStateMutation,
    mutationFn: (change: Change) => updateMatchState(requirementId, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueriesData<Pages>({ queryKey: key });
      queryClient.setQueriesData<Pages>({ queryKey: key }, (pages) => withState(pages, change));
      return { before };
    },
    onError: (error, _change, context) => {
      for (const [queryKey, data] of context?.before ?? [])
        queryClient.setQueryData(queryKey, data);
      toast.error('Could not change the match', {
        description: errorMessage(error, 'Please try again.'),
      });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: requirementKeys.detail(requirementId) }),
      ]);
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Requirement } from '#shared/schemas/requirements.ts';
import { requirementListQuery } from '#web/features/requirement-lists/index.ts';
import { requirementQuery } from '#web/features/requirements/index.ts';

/** The first 50 of the broker's own requirements, newest first: plenty for an agreement's choice. */
const REQUIREMENTS = 50;

/**
 * The broker's requirements to choose from, and the chosen one in full (its budget and
 * kind shape the fee). A chosen one beyond the first 50 (a draft's, or one in the link
 * that opened the form) is read on its own.
 */
export function useMyRequirements(chosenId: string | undefined) {
  const list = useQuery(requirementListQuery({ scope: 'mine', page: 1, page_size: REQUIREMENTS }));
  const items = list.data?.items ?? [];
  const listed = chosenId ? items.find((r) => r.id === chosenId) : undefined;
  const single = useQuery({ ...requirementQuery(chosenId ?? ''), enabled: Boolean(chosenId) && list.isSuccess && !listed });
  const chosen: Requirement | undefined = listed ?? (chosenId && single.data?.id === chosenId ? single.data : undefined);
  return { list, items, chosen, extra: chosen && !listed ? chosen : undefined };
}

export type MyRequirements = ReturnType<typeof useMyRequirements>;

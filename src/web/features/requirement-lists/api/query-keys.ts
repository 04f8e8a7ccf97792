import type { PropertyType } from '#shared/schemas/properties.ts';
import type { RequirementStatus } from '#shared/schemas/requirements.ts';

/** The network requirements' filters as the page reads them from its URL. */
export type NetworkRequirementFilters = {
  city_id?: number;
  property_type?: PropertyType;
  /** A listing price: requirements whose budget reaches it. */
  budget?: number;
  bedrooms?: number;
};

export type RequirementListParams =
  | { scope: 'mine'; page: number; page_size?: number; status?: RequirementStatus }
  | ({ scope: 'network'; page: number; page_size?: number } & NetworkRequirementFilters);

// Every list sits under ['requirements', 'list'], so a change to one requirement (renew,
// edit, a new match) refreshes them all with one invalidation of ['requirements'].
export const requirementListKeys = {
  all: ['requirements'] as const,
  lists: ['requirements', 'list'] as const,
  list: (params: RequirementListParams) => ['requirements', 'list', params] as const,
};

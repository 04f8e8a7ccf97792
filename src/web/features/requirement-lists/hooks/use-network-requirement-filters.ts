import { oneOf, useFilterParams, type FilterChanges, wholeNumber } from '#web/lib/use-filter-params.ts';
import type { NetworkRequirementFilters } from '../api/query-keys';

// The URL names are the API's (?city_id=3&property_type=Rent&budget=4000000&bedrooms=2).
const readers = {
  city_id: wholeNumber(1),
  property_type: oneOf(['Sale', 'Rent']),
  budget: wholeNumber(1, 1e12),
  bedrooms: wholeNumber(0, 20),
};

/** The network requirements' filters from the URL, and a setter that writes them back. */
export function useNetworkRequirementFilters(): [
  NetworkRequirementFilters,
  (changes: FilterChanges<NetworkRequirementFilters>) => void,
] {
  return useFilterParams(readers);
}

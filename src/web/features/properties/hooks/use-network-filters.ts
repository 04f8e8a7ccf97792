import { NETWORK_FILTER_AREAS_MAX } from '#shared/schemas/properties.ts';
import { oneOf, useFilterParams, type FilterChanges, wholeNumber, wholeNumbers } from '#web/lib/use-filter-params.ts';
import type { NetworkFilters } from '../api/query-keys';

// The URL names are the API's (?city_id=3&area_ids=5,7&property_type=Rent&price_min=…
// &price_max=…&bedrooms=2), so a shared link reads the same in the app and the API.
const readers = {
  city_id: wholeNumber(1),
  area_ids: wholeNumbers(NETWORK_FILTER_AREAS_MAX),
  property_type: oneOf(['Sale', 'Rent']),
  price_min: wholeNumber(1),
  price_max: wholeNumber(1),
  bedrooms: wholeNumber(0, 20),
};

/** The network listings' filters from the URL, and a setter that writes them back. */
export function useNetworkFilters(): [NetworkFilters, (changes: FilterChanges<NetworkFilters>) => void] {
  const [values, setFilters] = useFilterParams(readers);
  // Areas mean nothing without their city (the API refuses them): a link without one drops them.
  const { area_ids, ...others } = values;
  const filters: NetworkFilters = area_ids && values.city_id !== undefined ? { ...others, area_ids } : others;
  return [filters, setFilters];
}

import type { FilterChanges } from '#web/lib/use-filter-params.ts';
import { FilterAmount, FilterBar, FilterSelect } from '#web/components/filter-fields.tsx';
import { CityFilter } from '#web/features/cities/index.ts';
import type { NetworkRequirementFilters } from '../api/query-keys';

// The client buys (a Sale listing fits) or rents.
const TYPES = [
  { value: 'Sale', label: 'Buy' },
  { value: 'Rent', label: 'Rent' },
] as const;
const BHK = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: `${n} BHK` }));

type Props = {
  filters: NetworkRequirementFilters;
  onChange: (changes: FilterChanges<NetworkRequirementFilters>) => void;
};

/** City, Buy or Rent, a listing's price the budget must reach, and BHK. */
export function NetworkRequirementFilters({ filters, onChange }: Props) {
  return (
    <FilterBar
      label="Filter network requirements"
      active={Object.keys(filters).length > 0}
      onClear={() => onChange({ city_id: null, property_type: null, budget: null, bedrooms: null })}
    >
      <CityFilter value={filters.city_id} onChange={(city_id) => onChange({ city_id })} />
      <FilterSelect
        label="Client wants to"
        anyLabel="Buy or rent"
        value={filters.property_type}
        options={TYPES}
        onChange={(property_type) => onChange({ property_type })}
      />
      <FilterAmount
        label="Fits a price of (₹)"
        placeholder="Your listing's price"
        value={filters.budget}
        onCommit={(budget) => onChange({ budget })}
      />
      <FilterSelect
        label="BHK"
        anyLabel="Any BHK"
        value={filters.bedrooms}
        options={BHK}
        onChange={(bedrooms) => onChange({ bedrooms })}
      />
    </FilterBar>
  );
}

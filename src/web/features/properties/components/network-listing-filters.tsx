import type { FilterChanges } from '#web/lib/use-filter-params.ts';
import { useState } from 'react';
import { NETWORK_FILTER_AREAS_MAX, NETWORK_FILTER_MESSAGES } from '#shared/schemas/properties.ts';
import { FilterAmount, FilterBar, FilterChecklist, FilterSelect } from '#web/components/filter-fields.tsx';
import { CityFilter, useAreas } from '#web/features/cities/index.ts';
import type { NetworkFilters } from '../api/query-keys';

const TYPES = [
  { value: 'Sale', label: 'Sale' },
  { value: 'Rent', label: 'Rent' },
] as const;
const BHK = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: `${n}+ BHK` }));

type Props = {
  filters: NetworkFilters;
  onChange: (changes: FilterChanges<NetworkFilters>) => void;
};

/** City, areas, Sale or Rent, price range and BHK for the network listings. */
export function NetworkListingFilters({ filters, onChange }: Props) {
  const areas = useAreas(filters.city_id).data ?? [];
  const [rangeError, setRangeError] = useState<string>();
  // A minimum above the maximum would be refused: say so at the field instead.
  const setPrice = (end: 'price_min' | 'price_max', value: number | undefined) => {
    const next = { price_min: filters.price_min, price_max: filters.price_max, [end]: value };
    if (next.price_min !== undefined && next.price_max !== undefined && next.price_min > next.price_max) {
      setRangeError(NETWORK_FILTER_MESSAGES.priceRange);
      return;
    }
    setRangeError(undefined);
    onChange({ [end]: value });
  };
  const active = Object.keys(filters).length > 0;
  return (
    <FilterBar
      label="Filter network listings"
      active={active}
      onClear={() => {
        setRangeError(undefined);
        onChange({ city_id: null, area_ids: null, property_type: null, price_min: null, price_max: null, bedrooms: null });
      }}
    >
      <CityFilter
        value={filters.city_id}
        // Another city's areas do not apply to the new one.
        onChange={(city_id) => onChange({ city_id, area_ids: null })}
      />
      <FilterChecklist
        label="Areas"
        options={areas.map((area) => ({ value: area.id, label: area.area }))}
        selected={filters.area_ids ?? []}
        onChange={(area_ids) => onChange({ area_ids })}
        disabledText={filters.city_id === undefined ? 'Choose a city' : undefined}
        max={NETWORK_FILTER_AREAS_MAX}
      />
      <FilterSelect
        label="Type"
        anyLabel="Sale or Rent"
        value={filters.property_type}
        options={TYPES}
        onChange={(property_type) => onChange({ property_type })}
      />
      <FilterAmount
        label="Min price (₹)"
        placeholder="Any"
        value={filters.price_min}
        onCommit={(value) => setPrice('price_min', value)}
        error={rangeError}
      />
      <FilterAmount
        label="Max price (₹)"
        placeholder="Any"
        value={filters.price_max}
        onCommit={(value) => setPrice('price_max', value)}
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

import { FilterSelect } from '#web/components/filter-fields.tsx';
import { useCities } from '../api/get-cities';

/** The 'City' select of a list's filter bar (listings, requirements, projects). */
export function CityFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (cityId: number | undefined) => void;
}) {
  const cities = useCities().data ?? [];
  return (
    <FilterSelect
      label="City"
      anyLabel="Any city"
      value={value}
      options={cities.map((city) => ({ value: city.id, label: city.name }))}
      onChange={onChange}
    />
  );
}

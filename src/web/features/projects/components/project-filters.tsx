import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '#shared/schemas/projects.ts';
import { FilterBar, FilterSelect } from '#web/components/filter-fields.tsx';
import { CityFilter } from '#web/features/cities/index.ts';
import type { FilterChanges } from '#web/lib/use-filter-params.ts';
import type { ProjectFilters as Filters } from '../api/query-keys';

const STATUSES = PROJECT_STATUSES.map((status) => ({
  value: status,
  label: PROJECT_STATUS_LABELS[status],
}));

type Props = { filters: Filters; onChange: (changes: FilterChanges<Filters>) => void };

/** City and status, kept in the URL by the page. */
export function ProjectFilters({ filters, onChange }: Props) {
  return (
    <FilterBar
      label="Filter projects"
      active={filters.city_id !== undefined || filters.status !== undefined}
      onClear={() => onChange({ city_id: null, status: null })}
    >
      <CityFilter value={filters.city_id} onChange={(city_id) => onChange({ city_id })} />
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        value={filters.status}
        options={STATUSES}
        onChange={(status) => onChange({ status })}
      />
    </FilterBar>
  );
}

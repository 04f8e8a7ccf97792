import { useWatch } from 'react-hook-form';
import { buildRequirementTitle } from '#shared/format/requirement-title.ts';
import { useAreas, useCities } from '#web/features/cities/index.ts';
import type { RequirementFormApi } from './requirement-form-types';

const given = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * The title the network will see, made from the fields as they are typed (the server
 * makes the same one with the same function).
 */
export function RequirementTitlePreview({ form }: { form: RequirementFormApi }) {
  const [type, cityId, areaIds, budgetMin, budgetMax, roomsMin, roomsMax] = useWatch({
    control: form.control,
    name: [
      'property_type',
      'city_id',
      'area_ids',
      'budget_min',
      'budget_max',
      'bedrooms_min',
      'bedrooms_max',
    ],
  });
  const cities = useCities();
  const areas = useAreas(cityId);
  const city = cities.data?.find((c) => c.id === cityId);
  const title = city
    ? buildRequirementTitle({
        property_type: type ?? 'Sale',
        city: city.name,
        areas: (areaIds ?? []).flatMap((id) => {
          const area = areas.data?.find((a) => a.id === id);
          return area ? [{ name: area.area }] : [];
        }),
        budget_min: given(budgetMin) || null,
        budget_max: given(budgetMax) || null,
        bedrooms_min: given(roomsMin),
        bedrooms_max: given(roomsMax),
      })
    : null;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <p className="text-sm font-medium text-slate-700">The network sees it as</p>
      <p aria-live="polite" className="mt-1 break-words text-lg font-semibold text-slate-900">
        {title ?? 'Choose a city to see the title'}
      </p>
    </div>
  );
}

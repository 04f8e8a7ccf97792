import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { DEFAULT_CITY } from '#shared/constants.ts';
import { REQUIREMENT_AREAS_MAX } from '#shared/schemas/requirements.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useAreas, useCities } from '#web/features/cities/index.ts';
import { AreaPicker } from './area-picker';
import type { RequirementFormApi } from './requirement-form-types';

type Props = {
  form: RequirementFormApi;
  /** Create mode: preselect Bangalore once the cities are known. */
  preselectDefaultCity: boolean;
};

/**
 * The city, and any number of its areas (none: anywhere in the city). Choosing another
 * city clears the areas, which belong to the city.
 */
export function RequirementLocation({ form, preselectDefaultCity }: Props) {
  const { control, formState, setValue, getValues } = form;
  const cityId = useWatch({ control, name: 'city_id' });
  const cities = useCities();
  const areas = useAreas(cityId);

  useEffect(() => {
    if (!preselectDefaultCity || !cities.data || getValues('city_id')) return;
    const fallback = cities.data.find((c) => c.name.toLowerCase() === DEFAULT_CITY.toLowerCase());
    if (fallback) setValue('city_id', fallback.id);
  }, [preselectDefaultCity, cities.data, getValues, setValue]);

  const areaHint = !cityId
    ? 'Choose a city first.'
    : areas.isLoading
      ? 'Loading areas...'
      : areas.isError
        ? 'Could not load the areas of this city.'
        : `Optional, up to ${REQUIREMENT_AREAS_MAX}. None chosen: anywhere in the city.`;

  return (
    <FormSection title="Location">
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="city_id"
          render={({ field }) => (
            <FormField
              label="City"
              required
              error={formState.errors.city_id?.message}
              hint={cities.isError ? 'Could not load the cities. Refresh to try again.' : undefined}
            >
              <Select
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ''}
                disabled={cities.isPending}
                onChange={(event) => {
                  const next = event.target.value === '' ? undefined : Number(event.target.value);
                  field.onChange(next);
                  setValue('area_ids', [], { shouldDirty: true });
                }}
              >
                <option value="">{cities.isPending ? 'Loading cities...' : 'Select a city'}</option>
                {cities.data?.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="area_ids"
          render={({ field }) => (
            <FormField label="Areas" error={formState.errors.area_ids?.message} hint={areaHint}>
              <AreaPicker
                ref={field.ref}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                areas={cityId ? (areas.data ?? []) : []}
                max={REQUIREMENT_AREAS_MAX}
                disabled={!cityId || areas.isLoading}
                placeholder={areas.isLoading ? 'Loading areas...' : 'Add an area'}
              />
            </FormField>
          )}
        />
      </div>
    </FormSection>
  );
}

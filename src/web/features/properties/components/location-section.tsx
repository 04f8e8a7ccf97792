import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { DEFAULT_CITY } from '#shared/constants.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useAreas } from '#web/features/cities/index.ts';
import { useCities } from '#web/features/cities/index.ts';
import type { PropertyFormApi } from './property-form-types';

type Props = {
  form: PropertyFormApi;
  /** Create mode: preselect Bangalore once the cities are known. */
  preselectDefaultCity: boolean;
};

/**
 * City and area (spec section 4): choosing a city clears the area and loads that city's
 * areas; the area select stays disabled until a city is chosen and while areas load.
 */
export function LocationSection({ form, preselectDefaultCity }: Props) {
  const { control, formState, setValue, getValues } = form;
  const cityId = useWatch({ control, name: 'city_id' });
  const cities = useCities();
  const areas = useAreas(cityId);

  useEffect(() => {
    if (!preselectDefaultCity || !cities.data || getValues('city_id')) return;
    const fallback = cities.data.find((c) => c.name.toLowerCase() === DEFAULT_CITY.toLowerCase());
    if (fallback) setValue('city_id', fallback.id);
  }, [preselectDefaultCity, cities.data, getValues, setValue]);

  const areaDisabled = !cityId || areas.isLoading;
  const areaHint = !cityId
    ? 'Choose a city first.'
    : areas.isLoading
      ? 'Loading areas...'
      : areas.isError
        ? 'Could not load the areas of this city.'
        : 'Optional.';

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
                  setValue('area_id', null);
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
          name="area_id"
          render={({ field }) => (
            <FormField label="Area" error={formState.errors.area_id?.message} hint={areaHint}>
              <Select
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ''}
                disabled={areaDisabled}
                onChange={(event) =>
                  field.onChange(event.target.value === '' ? null : Number(event.target.value))
                }
              >
                <option value="">{areas.isLoading ? 'Loading areas...' : 'Select an area'}</option>
                {cityId
                  ? areas.data?.map((area) => (
                      <option key={area.id} value={area.id}>
                        {area.area}
                      </option>
                    ))
                  : null}
              </Select>
            </FormField>
          )}
        />
      </div>
    </FormSection>
  );
}

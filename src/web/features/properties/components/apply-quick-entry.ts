// Puts a Quick Entry result into the property form (spec sections 2 and 4). The city
// goes in only once its areas are in the cache, so the area select has its options
// when the area is set; fields the result does not give are left as they are.
import type { QueryClient } from '@tanstack/react-query';
import { areasQuery } from '#web/features/cities/index.ts';
import type { QuickEntryValues } from '#web/features/quick-entry/index.ts';
import type { PropertyFormApi } from './property-form-types';

export async function applyQuickEntry(
  form: PropertyFormApi,
  values: QuickEntryValues,
  queryClient: QueryClient,
): Promise<void> {
  // After a failed submit the messages follow the new values; before it, none appear.
  const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  if (values.title !== null) form.setValue('title', values.title, options);
  if (values.description !== null) form.setValue('description', values.description, options);
  if (values.property_type !== null) form.setValue('property_type', values.property_type, options);
  if (values.price !== null) form.setValue('price', values.price, options);
  if (values.bedrooms !== null) form.setValue('bedrooms', values.bedrooms, options);
  if (values.baths !== null) form.setValue('baths', values.baths, options);
  if (values.sqft !== null) form.setValue('sqft', values.sqft, options);
  if (values.city_id !== null) {
    // Offline or failed: the city is still chosen and the area select loads as usual.
    await queryClient.ensureQueryData(areasQuery(values.city_id)).catch(() => undefined);
    form.setValue('city_id', values.city_id, options);
    form.setValue('area_id', values.area_id, options);
  }
}

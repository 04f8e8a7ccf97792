import type { UseFormReturn } from 'react-hook-form';
import type { PropertyFields, PropertyInput } from '#shared/schemas/properties.ts';

/** The property form's react-hook-form handle: input values in, validated fields out. */
export type PropertyFormApi = UseFormReturn<PropertyInput, unknown, PropertyFields>;

/** The order of the fields on screen, for the error list under the form. */
export const PROPERTY_FIELD_ORDER = [
  'selectedBrokerId',
  'title',
  'description',
  'property_type',
  'price',
  'visibility',
  'allow_flyers',
  'city_id',
  'area_id',
  'bedrooms',
  'baths',
  'sqft',
] as const;

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  findRangeErrors,
  requirementInputSchema,
  requirementStatusSchema,
} from '#shared/schemas/requirements.ts';

/**
 * The form's schema: the API's create schema (its messages and range checks), and the
 * status an edit shows. 'expired' is shown but never sent: Renew brings it back.
 */
export const requirementFormSchema = requirementInputSchema.safeExtend({
  status: requirementStatusSchema.optional(),
});
export type RequirementFormInput = z.input<typeof requirementFormSchema>;
export type RequirementFormValues = z.output<typeof requirementFormSchema>;

export type RequirementFormApi = UseFormReturn<
  RequirementFormInput,
  unknown,
  RequirementFormValues
>;

const schemaResolver = zodResolver(requirementFormSchema);
const given = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The schema's resolver, plus the range checks when other fields fail too: the schema
 * checks the ranges only once every field is valid, and the broker should see every
 * message at the first try.
 */
export const requirementFormResolver: Resolver<
  RequirementFormInput,
  unknown,
  RequirementFormValues
> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  const errors: FieldErrors<RequirementFormInput> = { ...result.errors };
  const ranges = findRangeErrors({
    budget_min: given(values.budget_min),
    budget_max: given(values.budget_max),
    bedrooms_min: given(values.bedrooms_min),
    bedrooms_max: given(values.bedrooms_max),
    sqft_min: given(values.sqft_min),
    sqft_max: given(values.sqft_max),
  });
  for (const { field, message } of ranges) {
    errors[field] ??= { type: 'custom', message };
  }
  return { values: {}, errors };
};

/** The order of the fields on screen, for the error list under the form. */
export const REQUIREMENT_FIELD_ORDER = [
  'property_type',
  'city_id',
  'area_ids',
  'budget_min',
  'budget_max',
  'bedrooms_min',
  'bedrooms_max',
  'sqft_min',
  'sqft_max',
  'notes',
  'client_note',
  'visibility',
  'status',
] as const;

/** A field the server refused, to show next to that field. */
export type FieldProblem = { field: string; message: string };

/** 'area_ids.2' (the server's path into the list) is the areas field. */
export function formFieldOf(field: string): (typeof REQUIREMENT_FIELD_ORDER)[number] | null {
  const head = field.split('.')[0] ?? '';
  return (REQUIREMENT_FIELD_ORDER as readonly string[]).includes(head)
    ? (head as (typeof REQUIREMENT_FIELD_ORDER)[number])
    : null;
}

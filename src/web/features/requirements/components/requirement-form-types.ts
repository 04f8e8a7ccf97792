import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { requirementInputSchema, requirementStatusSchema } from '#shared/schemas/requirements.ts';

/**
 * The form's schema: the API's create schema (its messages and range checks), and the
 * status an edit shows. 'expired' is shown but never sent: Renew brings it back.
 */
export const requirementFormSchema = requirementInputSchema.safeExtend({
  status: requirementStatusSchema.optional(),
});
export type RequirementFormInput = z.input<typeof requirementFormSchema>;
export type RequirementFormValues = z.output<typeof requirementFormSchema>;

export type RequirementFormApi = UseFormReturn<RequirementFormInput, unknown, RequirementFormValues>;

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

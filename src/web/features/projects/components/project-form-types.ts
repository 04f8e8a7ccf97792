import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { PROJECT_MESSAGES, projectInputSchema } from '#shared/schemas/projects.ts';

/** The form is the API's create schema: its defaults, its messages. */
export type ProjectFormInput = z.input<typeof projectInputSchema>;
export type ProjectFormValues = z.output<typeof projectInputSchema>;
export type ProjectFormApi = UseFormReturn<ProjectFormInput, unknown, ProjectFormValues>;

export const projectFormResolver = zodResolver(projectInputSchema);

/** The order of the fields on screen, for the error list under the form. */
export const PROJECT_FIELD_ORDER = [
  'name',
  'developer',
  'rera_project_number',
  'status',
  'city_id',
  'area',
  'address',
  'possession_date',
  'description',
  'amenities',
  'who_may_register',
  'protection_days',
  'commission',
  'visibility',
] as const;
export type ProjectFormField = (typeof PROJECT_FIELD_ORDER)[number];

/** A field the server refused, to show next to that field. */
export type FieldProblem = { field: string; message: string };

/** 'amenities.2' (the server's path into the list) is the amenities field. */
export function formFieldOf(field: string): ProjectFormField | null {
  const head = field.split('.')[0] ?? '';
  return (PROJECT_FIELD_ORDER as readonly string[]).includes(head)
    ? (head as ProjectFormField)
    : null;
}

/**
 * The amenities' message: the list's own, or one amenity's (the schema checks each, so
 * its error sits one level down, at amenities.N).
 */
export function amenitiesError(errors: FieldErrors<ProjectFormInput>): string | undefined {
  const error = errors.amenities;
  if (!error) return undefined;
  return error.message ?? PROJECT_MESSAGES.amenities;
}

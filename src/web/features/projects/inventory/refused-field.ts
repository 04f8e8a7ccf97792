import { ApiError } from '#web/lib/api-client.ts';

/**
 * The form field a server refusal names ('carpet_sqft', or 'name' for a taken tower name),
 * when it is one of the form's, so the message can sit at that field; else null.
 */
export function refusedField<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const head = error.field.split('.')[0];
  return fields.find((f) => f === head) ?? null;
}

// What the three agreement builders share besides their fields: how a server refusal
// finds its field, and the mandates' cross-field checks shown at the first try.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { AGREEMENT_MESSAGES, type AgreementLanguage } from '#shared/schemas/agreements.ts';

/** A field the server refused, to show next to that field. */
export type FieldProblem = { field: string; message: string };

/** What a builder hands its page: the document's language and the kind's terms. */
export type AgreementDraft<T> = { language: AgreementLanguage; terms: T };
export type SubmitDraft<T> = (draft: AgreementDraft<T>) => Promise<FieldProblem | undefined>;

/** The server's field ('terms.owner_phone', or 'owner_phone') as one of the form's `fields`. */
export function formFieldOf<F extends string>(field: string, fields: readonly F[]): F | null {
  const name = field.replace(/^terms\./, '').split('.')[0] ?? '';
  return (fields as readonly string[]).includes(name) ? (name as F) : null;
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * A mandate schema's resolver, plus its cross-field checks (a contact, the dates' order)
 * when other fields fail too: the schema runs them only once every field is valid, and
 * the broker should see every message at the first try.
 */
export function mandateResolver<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  contact: { email: keyof I & string; phone: keyof I & string; message: string },
): Resolver<I, unknown, O> {
  const schemaResolver = zodResolver(schema) as unknown as Resolver<I, unknown, O>;
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors: Record<string, { type: string; message: string }> = { ...result.errors } as never;
    if (blank(values[contact.email]) && blank(values[contact.phone])) {
      errors[contact.email] ??= { type: 'custom', message: contact.message };
    }
    const start: unknown = values['start_date'];
    const end: unknown = values['end_date'];
    if (typeof start === 'string' && typeof end === 'string' && start !== '' && end !== '' && end <= start) {
      errors['end_date'] ??= { type: 'custom', message: AGREEMENT_MESSAGES.endBeforeStart };
    }
    return { values: {}, errors: errors as FieldErrors<I> };
  };
}

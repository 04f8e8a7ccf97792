import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import {
  AGREEMENT_MESSAGES,
  sellerMandateTermsSchema,
  type SellerMandateTerms,
  type SellerMandateTermsInput,
} from '#shared/schemas/agreements.ts';

export type AgreementFormInput = SellerMandateTermsInput;
export type AgreementFormValues = SellerMandateTerms;
export type AgreementFormApi = UseFormReturn<AgreementFormInput, unknown, AgreementFormValues>;

const schemaResolver = zodResolver(sellerMandateTermsSchema);

/**
 * The shared schema's resolver, plus its cross-field checks (a contact, the dates' order)
 * when other fields fail too: the schema runs them only once every field is valid, and
 * the broker should see every message at the first try.
 */
export const agreementFormResolver: Resolver<AgreementFormInput, unknown, AgreementFormValues> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  const errors: FieldErrors<AgreementFormInput> = { ...result.errors };
  const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
  if (blank(values.owner_email) && blank(values.owner_phone)) {
    errors.owner_email ??= { type: 'custom', message: AGREEMENT_MESSAGES.contactRequired };
  }
  const { start_date: start, end_date: end } = values;
  if (typeof start === 'string' && typeof end === 'string' && start !== '' && end !== '' && end <= start) {
    errors.end_date ??= { type: 'custom', message: AGREEMENT_MESSAGES.endBeforeStart };
  }
  return { values: {}, errors };
};

/** The order of the fields on screen, for the error list under the form. */
export const AGREEMENT_FIELD_ORDER = [
  'owner_name',
  'owner_email',
  'owner_phone',
  'property_id',
  'asking_price',
  'commission_basis',
  'commission_value',
  'start_date',
  'end_date',
  'exclusivity',
  'rera_number',
] as const;
export type AgreementField = (typeof AGREEMENT_FIELD_ORDER)[number];

/** A field the server refused, to show next to that field. */
export type FieldProblem = { field: string; message: string };

/** The server's field ('terms.owner_phone', or 'owner_phone') as a field of the form. */
export function formFieldOf(field: string): AgreementField | null {
  const name = field.replace(/^terms\./, '').split('.')[0] ?? '';
  return (AGREEMENT_FIELD_ORDER as readonly string[]).includes(name) ? (name as AgreementField) : null;
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { UseFormReturn } from 'react-hook-form';
import { coBrokingTermsSchema, type CoBrokingTerms, type CoBrokingTermsInput } from '#shared/schemas/agreements.ts';

export type CoBrokingFormInput = CoBrokingTermsInput;
export type CoBrokingFormValues = CoBrokingTerms;
export type CoBrokingFormApi = UseFormReturn<CoBrokingFormInput, unknown, CoBrokingFormValues>;

// No cross-field rules here: the schema's own messages are all there is.
export const coBrokingFormResolver = zodResolver(coBrokingTermsSchema);

/** The order of the fields on screen, for the error list under the form. */
export const CO_BROKING_FIELD_ORDER = [
  'requirement_id',
  'property_id',
  'client_broker_share',
  'invoicing',
  'protection_days',
  'payment_days',
  'rera_number',
] as const;

import type { UseFormReturn } from 'react-hook-form';
import {
  AGREEMENT_MESSAGES,
  buyerMandateTermsSchema,
  type BuyerMandateTerms,
  type BuyerMandateTermsInput,
} from '#shared/schemas/agreements.ts';
import { mandateResolver } from './agreement-form-helpers';

export type BuyerFormInput = BuyerMandateTermsInput;
export type BuyerFormValues = BuyerMandateTerms;
export type BuyerFormApi = UseFormReturn<BuyerFormInput, unknown, BuyerFormValues>;

export const buyerFormResolver = mandateResolver(buyerMandateTermsSchema, {
  email: 'client_email',
  phone: 'client_phone',
  message: AGREEMENT_MESSAGES.clientContactRequired,
});

/** The order of the fields on screen, for the error list under the form. */
export const BUYER_FIELD_ORDER = [
  'client_name',
  'client_email',
  'client_phone',
  'requirement_id',
  'fee_basis',
  'fee_value',
  'start_date',
  'end_date',
  'exclusivity',
  'rera_number',
] as const;

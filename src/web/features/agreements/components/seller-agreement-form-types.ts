import type { UseFormReturn } from 'react-hook-form';
import {
  AGREEMENT_MESSAGES,
  sellerMandateTermsSchema,
  type SellerMandateTerms,
  type SellerMandateTermsInput,
} from '#shared/schemas/agreements.ts';
import { mandateResolver } from './agreement-form-helpers';

export type AgreementFormInput = SellerMandateTermsInput;
export type AgreementFormValues = SellerMandateTerms;
export type AgreementFormApi = UseFormReturn<AgreementFormInput, unknown, AgreementFormValues>;

export const agreementFormResolver = mandateResolver(sellerMandateTermsSchema, {
  email: 'owner_email',
  phone: 'owner_phone',
  message: AGREEMENT_MESSAGES.contactRequired,
});

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

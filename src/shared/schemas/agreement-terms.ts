// The terms of each kind of agreement as the broker enters them (the builder forms and the
// API), and as answered. A kind's schema is checked on every write of its terms.
import { z } from 'zod';
import { AGREEMENT_MESSAGES, MANDATE_MAX_DAYS } from './agreement-messages';
import { emailField } from './fields';

export const GST_PERCENT = 18;

export const EXCLUSIVITIES = ['exclusive', 'non_exclusive', 'sole_selling'] as const;
export const exclusivitySchema = z.enum(EXCLUSIVITIES);
export type Exclusivity = z.infer<typeof exclusivitySchema>;
export const EXCLUSIVITY_LABELS: Record<Exclusivity, string> = {
  exclusive: 'Exclusive',
  non_exclusive: 'Non-exclusive',
  sole_selling: 'Sole selling rights',
};
/** A buyer or tenant is represented exclusively or not; sole selling is a seller's term. */
export const BUYER_EXCLUSIVITIES = ['exclusive', 'non_exclusive'] as const;
export const buyerExclusivitySchema = z.enum(BUYER_EXCLUSIVITIES);
export type BuyerExclusivity = z.infer<typeof buyerExclusivitySchema>;

export const COMMISSION_BASES = ['percent', 'months_rent'] as const;
export const commissionBasisSchema = z.enum(COMMISSION_BASES);
export type CommissionBasis = z.infer<typeof commissionBasisSchema>;
export const COMMISSION_BASIS_LABELS: Record<CommissionBasis, string> = {
  percent: '% of the sale price',
  months_rent: "months' rent",
};

/** Who raises the invoice for the commission, and to whom the other broker's share goes. */
export const INVOICINGS = ['listing_broker_collects', 'client_broker_collects', 'each_own_client'] as const;
export const invoicingSchema = z.enum(INVOICINGS);
export type Invoicing = z.infer<typeof invoicingSchema>;
export const INVOICING_LABELS: Record<Invoicing, string> = {
  listing_broker_collects: "The listing broker collects from the owner; the client's broker invoices the listing broker for their share",
  client_broker_collects: "The client's broker collects from the client; the listing broker invoices the client's broker for their share",
  each_own_client: 'Each broker invoices their own client for their share',
};
export const CO_BROKING_DEFAULTS = { client_broker_share: 50, protection_days: 90, payment_days: 7 } as const;

export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round((Date.parse(`${toIsoDate}T00:00:00Z`) - Date.parse(`${fromIsoDate}T00:00:00Z`)) / 86_400_000);
}

const money = z
  .number({ error: AGREEMENT_MESSAGES.askingPrice })
  .int(AGREEMENT_MESSAGES.askingPrice)
  .positive(AGREEMENT_MESSAGES.askingPrice)
  .max(1e12, AGREEMENT_MESSAGES.askingPrice);
const isoDate = z.iso.date({ error: AGREEMENT_MESSAGES.dateRequired });
const phone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => v === '' || /^(\+91|0)?[6-9][0-9]{9}$/.test(v), AGREEMENT_MESSAGES.phone);
const personName = (required: string, max: string) =>
  z.string({ error: required }).trim().min(2, required).max(100, max);
/** An e-mail or nothing. One instance for every kind: the OpenAPI generator drops a pipe met twice in one body. */
const optionalEmail = z.union([z.literal(''), emailField]);
const reraNumber = z.string().trim().max(50, AGREEMENT_MESSAGES.reraMax);
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

type Issues = { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void };

/**
 * The rules a mandate (seller's or buyer's) shares: a contact the link can reach, a
 * commission within the usual bounds for its basis, and a term that ends after it starts
 * and within MANDATE_MAX_DAYS.
 */
function checkMandate(
  t: { email: string; phone: string; basis: CommissionBasis; value: number; start: string; end: string },
  fields: { email: string; value: string },
  messages: { contact: string; percent: string; months: string },
  ctx: Issues,
): void {
  if (t.email === '' && t.phone === '') ctx.addIssue({ code: 'custom', path: [fields.email], message: messages.contact });
  if (t.basis === 'percent' && t.value > 10) ctx.addIssue({ code: 'custom', path: [fields.value], message: messages.percent });
  if (t.basis === 'months_rent' && t.value > 3) ctx.addIssue({ code: 'custom', path: [fields.value], message: messages.months });
  if (t.end <= t.start) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: AGREEMENT_MESSAGES.endBeforeStart });
  } else if (daysBetween(t.start, t.end) > MANDATE_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: AGREEMENT_MESSAGES.tooLong });
  }
}

/** The seller-to-broker listing mandate. */
export const sellerMandateTermsSchema = z
  .strictObject({
    owner_name: personName(AGREEMENT_MESSAGES.ownerNameRequired, AGREEMENT_MESSAGES.ownerNameMax),
    owner_email: optionalEmail,
    owner_phone: phone,
    property_id: z.uuid({ error: AGREEMENT_MESSAGES.propertyRequired }),
    asking_price: money,
    commission_basis: commissionBasisSchema,
    commission_value: z.number({ error: AGREEMENT_MESSAGES.commissionPercent }).positive(AGREEMENT_MESSAGES.commissionPercent),
    start_date: isoDate,
    end_date: isoDate,
    exclusivity: exclusivitySchema,
    rera_number: reraNumber,
  })
  .superRefine((t, ctx) =>
    checkMandate(
      { email: t.owner_email, phone: t.owner_phone, basis: t.commission_basis, value: t.commission_value, start: t.start_date, end: t.end_date },
      { email: 'owner_email', value: 'commission_value' },
      { contact: AGREEMENT_MESSAGES.contactRequired, percent: AGREEMENT_MESSAGES.commissionPercent, months: AGREEMENT_MESSAGES.commissionMonths },
      ctx,
    ),
  );
export type SellerMandateTerms = z.infer<typeof sellerMandateTermsSchema>;
export type SellerMandateTermsInput = z.input<typeof sellerMandateTermsSchema>;

/** The buyer-to-broker (or tenant-to-broker) representation agreement. */
export const buyerMandateTermsSchema = z
  .strictObject({
    client_name: personName(AGREEMENT_MESSAGES.clientNameRequired, AGREEMENT_MESSAGES.clientNameMax),
    client_email: optionalEmail,
    client_phone: phone,
    requirement_id: z.uuid({ error: AGREEMENT_MESSAGES.requirementRequired }),
    fee_basis: commissionBasisSchema,
    fee_value: z.number({ error: AGREEMENT_MESSAGES.feePercent }).positive(AGREEMENT_MESSAGES.feePercent),
    start_date: isoDate,
    end_date: isoDate,
    exclusivity: buyerExclusivitySchema,
    rera_number: reraNumber,
  })
  .superRefine((t, ctx) =>
    checkMandate(
      { email: t.client_email, phone: t.client_phone, basis: t.fee_basis, value: t.fee_value, start: t.start_date, end: t.end_date },
      { email: 'client_email', value: 'fee_value' },
      { contact: AGREEMENT_MESSAGES.clientContactRequired, percent: AGREEMENT_MESSAGES.feePercent, months: AGREEMENT_MESSAGES.feeMonths },
      ctx,
    ),
  );
export type BuyerMandateTerms = z.infer<typeof buyerMandateTermsSchema>;
export type BuyerMandateTermsInput = z.input<typeof buyerMandateTermsSchema>;

/**
 * Broker-to-broker co-broking: the drafting broker brings the client (their requirement)
 * to another member's listing. The client's identity is not part of the terms; it reaches
 * the listing broker only once both have signed.
 */
export const coBrokingTermsSchema = z.strictObject({
  requirement_id: z.uuid({ error: AGREEMENT_MESSAGES.requirementRequired }),
  property_id: z.uuid({ error: AGREEMENT_MESSAGES.listingRequired }),
  /** The client's broker's part of the total commission, in %; the listing broker has the rest. */
  client_broker_share: wholeNumber(1, 99, AGREEMENT_MESSAGES.shareRange),
  invoicing: invoicingSchema,
  protection_days: wholeNumber(1, 365, AGREEMENT_MESSAGES.protectionRange),
  payment_days: wholeNumber(0, 90, AGREEMENT_MESSAGES.paymentDaysRange),
  rera_number: reraNumber,
});
export type CoBrokingTerms = z.infer<typeof coBrokingTermsSchema>;
export type CoBrokingTermsInput = z.input<typeof coBrokingTermsSchema>;

// The terms as answered (stored ones passed the schemas above; answers are encoded, not parsed).
export const sellerMandateTermsAnswerSchema = z.object({
  owner_name: z.string(),
  owner_email: z.string(),
  owner_phone: z.string(),
  property_id: z.uuid(),
  asking_price: z.number(),
  commission_basis: commissionBasisSchema,
  commission_value: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  exclusivity: exclusivitySchema,
  rera_number: z.string(),
});
export const buyerMandateTermsAnswerSchema = z.object({
  client_name: z.string(),
  client_email: z.string(),
  client_phone: z.string(),
  requirement_id: z.uuid(),
  fee_basis: commissionBasisSchema,
  fee_value: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  exclusivity: buyerExclusivitySchema,
  rera_number: z.string(),
});
export const coBrokingTermsAnswerSchema = z.object({
  requirement_id: z.uuid(),
  property_id: z.uuid(),
  client_broker_share: z.number(),
  invoicing: invoicingSchema,
  protection_days: z.number(),
  payment_days: z.number(),
  rera_number: z.string(),
});

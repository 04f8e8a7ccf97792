// Agreements (issue 20): mandates and co-broking terms a broker drafts, sends as a link
// and gets signed online, with a PDF and an audit trail. The builder form, the API, the
// server's checks and the public signing page share these schemas and messages.
//
// This first slice builds the seller-to-broker listing mandate end to end; the other two
// kinds are named here (their menu pages exist) and come next.
import { z } from 'zod';
import { emailField } from './fields';
import { makePagedListSchema, pageNumberSchema, pageSizeSchema } from './paging';

export const AGREEMENT_KINDS = ['seller_to_broker', 'buyer_to_broker', 'broker_to_broker'] as const;
export const agreementKindSchema = z.enum(AGREEMENT_KINDS);
export type AgreementKind = z.infer<typeof agreementKindSchema>;
export const AGREEMENT_KIND_LABELS: Record<AgreementKind, string> = {
  seller_to_broker: 'Seller to Broker Agreement',
  buyer_to_broker: 'Buyer to Broker Agreement',
  broker_to_broker: 'Broker to Broker Agreement',
};

/**
 * draft: the broker edits it. sent: the broker signed and the client's link is out.
 * viewed: the client opened the link. executed: every party signed. declined: the client
 * said no. cancelled: the broker withdrew it (a sent one that must change is cancelled and
 * redrafted). expired: the link was not signed within AGREEMENT_LINK_DAYS.
 */
export const AGREEMENT_STATUSES = ['draft', 'sent', 'viewed', 'executed', 'declined', 'cancelled', 'expired'] as const;
export const agreementStatusSchema = z.enum(AGREEMENT_STATUSES);
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;
export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  executed: 'Executed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
/** Statuses in which the client's link still works. */
export const OPEN_AGREEMENT_STATUSES: readonly AgreementStatus[] = ['sent', 'viewed'];

export const AGREEMENT_LANGUAGES = ['en'] as const;
export const agreementLanguageSchema = z.enum(AGREEMENT_LANGUAGES);
export type AgreementLanguage = z.infer<typeof agreementLanguageSchema>;

/** An unsigned link dies this long after it was sent. */
export const AGREEMENT_LINK_DAYS = 14;
/** The broker is reminded once when a link is still unsigned this long after sending. */
export const AGREEMENT_REMINDER_DAYS = 3;
/** A one-time signing code lives this long, and this many wrong tries lock the link. */
export const SIGNING_CODE_MINUTES = 10;
export const SIGNING_CODE_MAX_ATTEMPTS = 5;
export const SIGNING_CODE_LENGTH = 6;
/** At most this many codes may be asked for on one link in an hour. */
export const SIGNING_CODES_PER_HOUR = 5;
export const GST_PERCENT = 18;
export const MANDATE_MAX_DAYS = 730;
export const AGREEMENTS_PAGE_SIZE = 10;
export const DRAWN_SIGNATURE_MAX_BYTES = 60_000;

export const EXCLUSIVITIES = ['exclusive', 'non_exclusive', 'sole_selling'] as const;
export const exclusivitySchema = z.enum(EXCLUSIVITIES);
export type Exclusivity = z.infer<typeof exclusivitySchema>;
export const EXCLUSIVITY_LABELS: Record<Exclusivity, string> = {
  exclusive: 'Exclusive',
  non_exclusive: 'Non-exclusive',
  sole_selling: 'Sole selling rights',
};

export const COMMISSION_BASES = ['percent', 'months_rent'] as const;
export const commissionBasisSchema = z.enum(COMMISSION_BASES);
export type CommissionBasis = z.infer<typeof commissionBasisSchema>;
export const COMMISSION_BASIS_LABELS: Record<CommissionBasis, string> = {
  percent: '% of the sale price',
  months_rent: "months' rent",
};

export const AGREEMENT_MESSAGES = {
  notFound: 'Agreement not found',
  ownerNameRequired: "Owner's name is required",
  ownerNameMax: "Owner's name must be at most 100 characters",
  contactRequired: "Enter the owner's e-mail or phone, so the signing link can reach them",
  phone: 'Enter a 10-digit phone number',
  propertyRequired: 'Choose one of your listings',
  propertyNotYours: 'Choose one of your own listings',
  askingPrice: 'Asking price must be a positive number of rupees',
  commissionPercent: 'Commission must be more than 0 and at most 10 %',
  commissionMonths: "Commission must be more than 0 and at most 3 months' rent",
  dateRequired: 'Choose a date',
  endBeforeStart: 'The end date must be after the start date',
  tooLong: `A mandate may run at most ${MANDATE_MAX_DAYS} days`,
  reraMax: 'RERA registration number must be at most 50 characters',
  notDraft: 'Only a draft can be changed. Cancel this agreement and draft it again.',
  notOpen: 'This agreement is no longer waiting for signatures',
  changedMeanwhile: 'This draft changed since you opened it. Check it again, then sign and send.',
  passwordWrong: 'Password is incorrect',
  emailNeeded: "Add the owner's e-mail to send the link by e-mail",
  saved: 'Agreement saved',
  sent: 'Agreement signed and sent',
  cancelled: 'Agreement cancelled',
  linkDead: 'This signing link is no longer valid',
  linkLocked: 'Too many wrong codes. This link is locked; ask your broker for a new one.',
  codeWrong: 'The code is not correct',
  codeExpired: 'The code has expired. Ask for a new one.',
  codeMissing: 'Ask for a code first',
  tooManyCodes: 'Too many codes asked for. Please try again in an hour.',
  signedNameRequired: 'Type your full name to sign',
  signedNameMismatch: 'Type your full name as it appears on the agreement',
  signatureImage: 'The drawn signature could not be read',
  codeSent: 'We sent a 6-digit code',
  signed: 'Signed. Thank you.',
  declined: 'You declined this agreement',
  pdfNotReady: 'The signed document is not ready yet',
  notLegalAdvice:
    'This template is a starting point written by BrokerCircle. It is not legal advice; read it with the parties and change what your deal needs.',
} as const;

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

/** The listing mandate's terms as the broker enters them (the builder form and the API). */
export const sellerMandateTermsSchema = z
  .strictObject({
    owner_name: z
      .string({ error: AGREEMENT_MESSAGES.ownerNameRequired })
      .trim()
      .min(2, AGREEMENT_MESSAGES.ownerNameRequired)
      .max(100, AGREEMENT_MESSAGES.ownerNameMax),
    owner_email: z.union([z.literal(''), emailField]),
    owner_phone: phone,
    property_id: z.uuid({ error: AGREEMENT_MESSAGES.propertyRequired }),
    asking_price: money,
    commission_basis: commissionBasisSchema,
    commission_value: z.number({ error: AGREEMENT_MESSAGES.commissionPercent }).positive(AGREEMENT_MESSAGES.commissionPercent),
    start_date: isoDate,
    end_date: isoDate,
    exclusivity: exclusivitySchema,
    rera_number: z.string().trim().max(50, AGREEMENT_MESSAGES.reraMax),
  })
  .superRefine((t, ctx) => {
    if (t.owner_email === '' && t.owner_phone === '') {
      ctx.addIssue({ code: 'custom', path: ['owner_email'], message: AGREEMENT_MESSAGES.contactRequired });
    }
    if (t.commission_basis === 'percent' && t.commission_value > 10) {
      ctx.addIssue({ code: 'custom', path: ['commission_value'], message: AGREEMENT_MESSAGES.commissionPercent });
    }
    if (t.commission_basis === 'months_rent' && t.commission_value > 3) {
      ctx.addIssue({ code: 'custom', path: ['commission_value'], message: AGREEMENT_MESSAGES.commissionMonths });
    }
    if (t.end_date <= t.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: AGREEMENT_MESSAGES.endBeforeStart });
    } else if (daysBetween(t.start_date, t.end_date) > MANDATE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: AGREEMENT_MESSAGES.tooLong });
    }
  });
export type SellerMandateTerms = z.infer<typeof sellerMandateTermsSchema>;

/** The terms as answered (stored ones passed the schema above; answers are encoded, not parsed). */
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
export type SellerMandateTermsInput = z.input<typeof sellerMandateTermsSchema>;

export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round((Date.parse(`${toIsoDate}T00:00:00Z`) - Date.parse(`${fromIsoDate}T00:00:00Z`)) / 86_400_000);
}

export const agreementInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('seller_to_broker'),
    language: agreementLanguageSchema.default('en'),
    terms: sellerMandateTermsSchema,
  }),
]);
export type AgreementInput = z.infer<typeof agreementInputSchema>;
export type AgreementInputRaw = z.input<typeof agreementInputSchema>;

/** A draft's change: the whole terms again (the form always holds all of them). */
export const agreementUpdateSchema = z.strictObject({
  language: agreementLanguageSchema.optional(),
  terms: sellerMandateTermsSchema,
});

export const sendAgreementSchema = z.strictObject({
  /** The broker signs as they send: their password, checked again. */
  password: z.string().min(1, 'Password is required').max(200),
});

export const SIGNER_ROLES = ['broker', 'client'] as const;
export const signerRoleSchema = z.enum(SIGNER_ROLES);
export type SignerRole = z.infer<typeof signerRoleSchema>;

export const agreementSignerSchema = z.object({
  id: z.uuid(),
  role: signerRoleSchema,
  name: z.string(),
  /** E-mail or phone, masked for everyone but the agreement's owner. */
  contact: z.string(),
  viewed_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  declined_at: z.string().nullable(),
});

export const AGREEMENT_EVENT_TYPES = [
  'created',
  'updated',
  'sent',
  'link_renewed',
  'viewed',
  'code_sent',
  'code_failed',
  'link_locked',
  'signed',
  'declined',
  'cancelled',
  'expired',
  'executed',
] as const;
export const agreementEventTypeSchema = z.enum(AGREEMENT_EVENT_TYPES);
export type AgreementEventType = z.infer<typeof agreementEventTypeSchema>;

export const agreementEventSchema = z.object({
  type: agreementEventTypeSchema,
  at: z.string(),
  actor: z.string(),
});

export const agreementSchema = z.object({
  id: z.uuid(),
  kind: agreementKindSchema,
  status: agreementStatusSchema,
  language: agreementLanguageSchema,
  title: z.string(),
  terms: sellerMandateTermsAnswerSchema,
  property: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  signers: z.array(agreementSignerSchema),
  events: z.array(agreementEventSchema),
  /** What should happen next, in words ('Waiting for the client's signature since 2 days'). */
  next_step: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  executed_at: z.string().nullable(),
  /** SHA-256 (hex) of the executed PDF. */
  pdf_sha256: z.string().nullable(),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const agreementSummarySchema = agreementSchema.omit({ terms: true, events: true });
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;

export const agreementListQuerySchema = z.strictObject({
  kind: agreementKindSchema.optional(),
  status: agreementStatusSchema.optional(),
  page: pageNumberSchema,
  page_size: pageSizeSchema.optional(),
});
export const agreementListSchema = makePagedListSchema(agreementSummarySchema);
export type AgreementList = z.infer<typeof agreementListSchema>;

/** The answer to sending (or renewing) a link: the link itself, shown once to the broker. */
export const agreementLinkSchema = z.object({
  agreement: agreementSchema,
  sign_url: z.string(),
  /** wa.me link with the message prefilled (the owner's phone when known). */
  whatsapp_url: z.string(),
  emailed: z.boolean(),
});
export type AgreementLink = z.infer<typeof agreementLinkSchema>;

export const signingTokenParamSchema = z.strictObject({ token: z.string().min(20).max(100) });
export const signingCodeRequestSchema = z.strictObject({ channel: z.enum(['email', 'sms']) });
export const signingCodeAnswerSchema = z.object({ message: z.string(), sent_to: z.string() });
export const signAgreementSchema = z.strictObject({
  full_name: z
    .string({ error: AGREEMENT_MESSAGES.signedNameRequired })
    .trim()
    .min(2, AGREEMENT_MESSAGES.signedNameRequired)
    .max(100, AGREEMENT_MESSAGES.signedNameRequired),
  code: z.string().trim().regex(/^[0-9]{6}$/, AGREEMENT_MESSAGES.codeWrong),
  /** A drawn signature as a PNG data URL (optional). */
  drawn_signature: z
    .string()
    .max(Math.ceil((DRAWN_SIGNATURE_MAX_BYTES * 4) / 3) + 30, AGREEMENT_MESSAGES.signatureImage)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, AGREEMENT_MESSAGES.signatureImage)
    .optional(),
});
export const declineAgreementSchema = z.strictObject({ reason: z.string().trim().max(500).default('') });
export const signingResultSchema = z.object({ message: z.string(), status: agreementStatusSchema });

export const VERIFY_MESSAGES = {
  sha256: 'Enter the 64-character SHA-256 of the document',
  verified: 'This is exactly the executed agreement.',
  notVerified: 'No executed agreement has exactly this content. A changed byte, page or signature makes a different file.',
  fileRequired: 'Choose the PDF to check',
} as const;

export const verifyAgreementInputSchema = z.strictObject({
  /** When given, the hash must be that agreement's. */
  agreement_id: z.string().trim().max(100).optional(),
  sha256: z.string().trim().toLowerCase().regex(/^[0-9a-f]{64}$/, VERIFY_MESSAGES.sha256),
});
export const verifyAgreementResultSchema = z.object({
  verified: z.boolean(),
  message: z.string(),
  agreement: z
    .object({ id: z.uuid(), title: z.string(), executed_at: z.string(), signers: z.array(z.string()) })
    .nullable(),
});
export type VerifyAgreementResult = z.infer<typeof verifyAgreementResultSchema>;

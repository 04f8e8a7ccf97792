// Agreements (issue 20): mandates and co-broking terms a broker drafts, sends as a link
// and gets signed online, with a PDF and an audit trail. The builder form, the API, the
// server's checks and the public signing page share these schemas and messages.
//
// Three kinds: the seller's listing mandate and the buyer's (or tenant's) representation,
// each signed by the broker in the app and by the client through a link, and co-broking
// between two members, both signing in the app. Terms per kind: agreement-terms.ts.
import { z } from 'zod';
import { AGREEMENT_MESSAGES } from './agreement-messages';
import {
  buyerMandateTermsAnswerSchema,
  buyerMandateTermsSchema,
  coBrokingTermsAnswerSchema,
  coBrokingTermsSchema,
  sellerMandateTermsAnswerSchema,
  sellerMandateTermsSchema,
} from './agreement-terms';
import { makePagedListSchema, pageNumberSchema, pageSizeSchema } from './paging';

export * from './agreement-messages';
export * from './agreement-terms';

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

export const AGREEMENT_LANGUAGES = ['en', 'hi'] as const;
export const agreementLanguageSchema = z.enum(AGREEMENT_LANGUAGES);
export type AgreementLanguage = z.infer<typeof agreementLanguageSchema>;
export const AGREEMENT_LANGUAGE_LABELS: Record<AgreementLanguage, string> = { en: 'English', hi: 'हिन्दी (Hindi)' };

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
export const AGREEMENTS_PAGE_SIZE = 10;
export const DRAWN_SIGNATURE_MAX_BYTES = 60_000;

/** The three kinds' bodies, with `language` as each operation takes it. */
function inputsOf<L extends z.ZodType>(language: L) {
  return z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('seller_to_broker'), language, terms: sellerMandateTermsSchema }),
    z.strictObject({ kind: z.literal('buyer_to_broker'), language, terms: buyerMandateTermsSchema }),
    z.strictObject({ kind: z.literal('broker_to_broker'), language, terms: coBrokingTermsSchema }),
  ]);
}

export const agreementInputSchema = inputsOf(agreementLanguageSchema.default('en'));
export type AgreementInput = z.infer<typeof agreementInputSchema>;
export type AgreementInputRaw = z.input<typeof agreementInputSchema>;
export type AgreementTerms = AgreementInput['terms'];

/** A draft's change: the whole terms again (the form always holds all of them); the kind stays, the language unless given. */
export const agreementUpdateSchema = inputsOf(agreementLanguageSchema.optional());
export type AgreementUpdate = z.infer<typeof agreementUpdateSchema>;

export const MFA_CODE_PATTERN = /^[0-9]{6}$/;
/**
 * A broker signs in the app by proving it is them again: their password, or, when they
 * have an authenticator enrolled, its current code (a stolen session alone cannot bind them).
 */
export const brokerSignatureSchema = z.strictObject({
  password: z.string().max(200).optional(),
  mfa_code: z.string().trim().regex(MFA_CODE_PATTERN, AGREEMENT_MESSAGES.mfaCodeRequired).optional(),
});
export type BrokerSignature = z.infer<typeof brokerSignatureSchema>;
/** Kept for the send dialog's name: sending is the drafting broker's signature. */
export const sendAgreementSchema = brokerSignatureSchema;
export const SIGN_WITH = ['password', 'authenticator'] as const;
export type SignWith = (typeof SIGN_WITH)[number];

export const declineAsBrokerSchema = z.strictObject({ reason: z.string().trim().max(500).default('') });

/** broker: who drafted it; client: who signs by link; listing_broker: co-broking's other member. */
export const SIGNER_ROLES = ['broker', 'client', 'listing_broker'] as const;
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
  /** A decline's reason, as the party wrote it (the parties see it; nobody else sees the trail). */
  reason: z.string().nullable(),
});

export const agreementSummarySchema = z.object({
  id: z.uuid(),
  kind: agreementKindSchema,
  status: agreementStatusSchema,
  language: agreementLanguageSchema,
  title: z.string(),
  property: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  requirement: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** The caller's part: the broker who drafted it, or the listing broker of a co-broking one. */
  viewer_role: z.enum(['owner', 'listing_broker']),
  signers: z.array(agreementSignerSchema),
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
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;

/** The agreement's text (shared/agreements/agreement-document.ts), as signed or to be signed. */
export const agreementDocumentSchema = z.object({
  title: z.string(),
  reference: z.string(),
  note: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});

const agreementDetail = agreementSummarySchema.extend({
  events: z.array(agreementEventSchema),
  /**
   * Co-broking: the client's broker's private note on the client (name, phone). Always
   * there for them; for the listing broker null until both brokers have signed. Null for
   * the other kinds.
   */
  client_note: z.string().nullable(),
  /** How the caller confirms a signature in the app. */
  sign_with: z.enum(SIGN_WITH),
  /**
   * The whole text: as sent (what every signature's SHA-256 is of), or for a draft a
   * preview built from the listing and requirement as they are now (null when its terms no
   * longer hold, e.g. the listing was removed).
   */
  document: agreementDocumentSchema.nullable(),
});
/** One agreement in full; `kind` tells which terms it holds. */
export const agreementSchema = z.discriminatedUnion('kind', [
  agreementDetail.extend({ kind: z.literal('seller_to_broker'), terms: sellerMandateTermsAnswerSchema }),
  agreementDetail.extend({ kind: z.literal('buyer_to_broker'), terms: buyerMandateTermsAnswerSchema }),
  agreementDetail.extend({ kind: z.literal('broker_to_broker'), terms: coBrokingTermsAnswerSchema }),
]);
export type Agreement = z.infer<typeof agreementSchema>;
export type AgreementOfKind<K extends AgreementKind> = Extract<Agreement, { kind: K }>;

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

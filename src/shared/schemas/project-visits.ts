// Site visits, bookings and payouts of project registrations (issue 21, visits slice).
// A broker books a visit for a client they registered; the visit's slip carries a code the
// marketer types at the site to check the client in (which renews the protection). The
// marketer marks a registration booked and moves its payout pending -> invoiced -> paid.
// This file imports nothing of projects.ts: projects.ts's registration schema embeds the
// progress below.
import { z } from 'zod';

/** Upper-case letters and digits without look-alikes (no 0/O, 1/I/L), typed from a slip. */
export const VISIT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VISIT_CODE_LENGTH = 10;
export const VISIT_MAX_DAYS_AHEAD = 90;
export const UNIT_LABEL_MAX = 60;

export const VISIT_STATUSES = ['scheduled', 'done'] as const;
export const PAYOUT_STAGES = ['pending', 'invoiced', 'paid'] as const;
export type PayoutStage = (typeof PAYOUT_STAGES)[number];
export const PAYOUT_STAGE_LABELS: Record<PayoutStage, string> = {
  pending: 'Payout pending',
  invoiced: 'Invoiced',
  paid: 'Paid',
};
/** The stage a payout may move to next, or null once paid. */
export const nextPayoutStage = (stage: PayoutStage): PayoutStage | null =>
  PAYOUT_STAGES[PAYOUT_STAGES.indexOf(stage) + 1] ?? null;

export const VISIT_MESSAGES = {
  when: 'Choose a date and time for the visit',
  future: 'Choose a time in the future',
  tooFar: `Choose a time within ${VISIT_MAX_DAYS_AHEAD} days`,
  registrationNotFound: 'Registration not found',
  notYours: 'Only the broker who registered this client may book a visit',
  lapsed: 'Your protection for this client has ended: register the client again first',
  booked: 'This client has already booked',
  openVisit: 'A visit is already booked for this client: check them in or wait for it to pass',
  code: `Enter the ${VISIT_CODE_LENGTH}-character code from the visit slip`,
  unknownCode: 'No visit has this code: check the slip and try again',
  otherProject: 'This code is for a visit to another project',
  alreadyCheckedIn: 'This client was already checked in with this code',
  takenOver: "This visit's registration has passed to another broker",
  marketerOnly: 'Only the marketer of this project may do this',
  alreadyBooked: 'This registration is already booked',
  changed: 'This registration has changed meanwhile: read it again',
  unitId: 'Choose a unit of this project',
  unitNotFound: 'That unit is not in this project',
  unitBooked: 'This unit is already booked: choose another',
  unitHeld: 'Another broker holds this unit: release the hold first or choose another unit',
  unitLabelMax: `Unit must be at most ${UNIT_LABEL_MAX} characters`,
  payoutOrder: 'The payout moves pending, invoiced, paid, one stage at a time',
  slipNotFound: 'This visit slip does not exist',
} as const;

/** What the marketer types: spaces, dashes and case forgiven. */
export const visitCodeSchema = z
  .string({ error: VISIT_MESSAGES.code })
  .max(40, VISIT_MESSAGES.code)
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .refine(
    (v) => v.length === VISIT_CODE_LENGTH && [...v].every((c) => VISIT_CODE_ALPHABET.includes(c)),
    VISIT_MESSAGES.code,
  );

/** 'ABCDE-FGHJK': the code as the slip prints it (the dash is only for reading). */
export const formatVisitCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** An instant in the future and within 90 days (checked again by the server, on its clock). */
export const visitInputSchema = z.strictObject({
  scheduled_at: z.iso.datetime({ offset: true, error: VISIT_MESSAGES.when }),
});
export type VisitInput = z.input<typeof visitInputSchema>;

export const visitSchema = z.object({
  id: z.uuid(),
  registration_id: z.uuid(),
  project_id: z.uuid(),
  scheduled_at: z.string(),
  status: z.enum(VISIT_STATUSES),
  checked_in_at: z.string().nullable(),
  /** The slip's code and its public page: for the registering broker only (null for the marketer). */
  code: z.string().nullable(),
  slip_path: z.string().nullable(),
});
export type Visit = z.infer<typeof visitSchema>;

export const checkInInputSchema = z.strictObject({ code: visitCodeSchema });
export type CheckInInput = z.input<typeof checkInInputSchema>;

export const checkInResultSchema = z.object({
  visit: visitSchema,
  registration_id: z.uuid(),
  client_name: z.string(),
  broker_name: z.string(),
  protected_until: z.string(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/**
 * The unit booked: one of the inventory's (`unit_id`, which turns booked in the grid), or a
 * free-text label for a project without inventory. With `unit_id` the label is the unit's
 * own ('A 1203'), whatever was sent.
 */
export const bookingInputSchema = z.strictObject({
  unit_id: z.uuid({ error: VISIT_MESSAGES.unitId }).optional(),
  unit_label: z.string().trim().max(UNIT_LABEL_MAX, VISIT_MESSAGES.unitLabelMax).default(''),
});
export type BookingInput = z.input<typeof bookingInputSchema>;

export const payoutInputSchema = z.strictObject({
  stage: z.enum(['invoiced', 'paid'], { error: VISIT_MESSAGES.payoutOrder }),
});
export type PayoutInput = z.input<typeof payoutInputSchema>;

export const bookingSchema = z.object({
  unit_id: z.uuid().nullable(),
  unit_label: z.string(),
  booked_at: z.string(),
  payout_stage: z.enum(PAYOUT_STAGES),
  payout_updated_at: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** A registration's latest visit and its booking, as its broker and the marketer see them. */
export const registrationProgressSchema = z.object({
  visit: visitSchema.nullable(),
  booking: bookingSchema.nullable(),
});
export type RegistrationProgress = z.infer<typeof registrationProgressSchema>;

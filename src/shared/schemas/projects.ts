// Project marketing (issue 21): a new project sold through the network, and the clients
// brokers register for it. A first registration of a phone number protects that client for
// its broker for the project's window; a later one by another broker is refused with the
// first's date only (decision 044). The form, the API and the server share these.
import { z } from 'zod';
import { normalizeIndianPhone } from '../phone';
import { registrationProgressSchema } from './project-visits';
import { brokerSummarySchema } from './connection-core';
import { makePagedListSchema, pageNumberSchema, pageSizeSchema } from './paging';

/** The listing words; Public will also have a public page (a later slice). */
export const PROJECT_VISIBILITIES = ['Network Only', 'All', 'Public'] as const;
export const projectVisibilitySchema = z.enum(PROJECT_VISIBILITIES, {
  error: 'Choose Network Only, All or Public',
});
export type ProjectVisibility = z.infer<typeof projectVisibilitySchema>;

export const PROJECT_STATUSES = ['pre_launch', 'launched', 'ready', 'sold_out'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES, { error: 'Choose a project status' });
export type ProjectStatus = z.infer<typeof projectStatusSchema>;
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  pre_launch: 'Pre-launch',
  launched: 'Launched',
  ready: 'Ready to move',
  sold_out: 'Sold out',
};

/** Who may bring clients: the marketer's accepted connections, or every broker who sees it. */
export const WHO_MAY_REGISTER = ['network', 'all'] as const;
export const whoMayRegisterSchema = z.enum(WHO_MAY_REGISTER, {
  error: 'Choose my network or all brokers',
});
export type WhoMayRegister = z.infer<typeof whoMayRegisterSchema>;

export const REGISTRATION_STATUSES = ['registered', 'visited', 'booked'] as const;
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const PROTECTION_DAYS_DEFAULT = 60;
export const PROTECTION_DAYS_MAX = 365;
export const PROJECT_NAME_MAX = 150;
export const PROJECT_TEXT_MAX = 200;
export const PROJECT_DESCRIPTION_MAX = 5000;
export const PROJECT_AMENITIES_MAX = 30;
export const PROJECT_AMENITY_MAX = 60;
export const RERA_PROJECT_NUMBER_MAX = 60;
export const CLIENT_NAME_MAX = 100;
export const PROJECTS_PAGE_SIZE = 10;
export const REGISTRATIONS_PAGE_SIZE = 20;
/** Photos of a project: the listings' pipeline (5 MB each), at most this many. */
export const PROJECT_IMAGES_MAX = 10;
/** The brochure: one PDF of at most 10 MB. */
export const BROCHURE_MAX_BYTES = 10 * 1024 * 1024;
export const BROCHURE_MAX_MB = BROCHURE_MAX_BYTES / (1024 * 1024);
export const BROCHURE_NAME_MAX = 200;

export const PROJECT_MESSAGES = {
  nameRequired: 'Project name is required',
  nameMax: `Project name must be at most ${PROJECT_NAME_MAX} characters`,
  textMax: `Must be at most ${PROJECT_TEXT_MAX} characters`,
  descriptionMax: `Description must be at most ${PROJECT_DESCRIPTION_MAX} characters`,
  reraMax: `RERA project number must be at most ${RERA_PROJECT_NUMBER_MAX} characters`,
  cityRequired: 'City is required',
  possessionDate: 'Possession date must be a date (YYYY-MM-DD)',
  amenities: `At most ${PROJECT_AMENITIES_MAX} amenities of at most ${PROJECT_AMENITY_MAX} characters each`,
  protectionDays: `Protection must be a whole number of days from 1 to ${PROTECTION_DAYS_MAX}`,
  marketerNotFound: 'Choose a member to market this project',
  marketerAdminOnly: 'Only an admin may assign a project to another member',
  notFound: 'Project not found',
  notAuthorized: 'Only the marketer may change this project',
  clientNameRequired: "Client's name is required",
  clientNameMax: `Client's name must be at most ${CLIENT_NAME_MAX} characters`,
  clientPhone: 'Enter a 10-digit Indian mobile number',
  ownProject: 'You market this project: register clients for projects of other marketers',
  networkOnly: "Only the marketer's network may register clients for this project",
  registered: 'Client registered',
  retry: 'The registration could not be completed; please try again',
  tooManyImages: `A project can have at most ${PROJECT_IMAGES_MAX} photos`,
  noImages: 'Choose at least one photo to add',
  unknownImage: 'This photo is not one of the project\'s photos',
  brochureType: 'The brochure must be a PDF file.',
  brochureTooLarge: `The brochure must be at most ${BROCHURE_MAX_MB} MB.`,
  brochureMissing: 'Choose a PDF file for the brochure',
  noBrochure: 'This project has no brochure',
} as const;

/** '5 Mar 2026': a registration's date as a refusal and the pages write it (India time). */
export function formatRegistrationDate(at: Date | string): string {
  return new Date(at).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** The refusals of a second registration: the first's date and nothing else of it. */
export const protectedClientMessage = (firstRegisteredAt: Date | string) =>
  `This client was registered for this project on ${formatRegistrationDate(firstRegisteredAt)}`;
export const alreadyYoursMessage = (registeredAt: Date | string) =>
  `You registered this client on ${formatRegistrationDate(registeredAt)}`;

const text = (max: number, message: string) => z.string().trim().max(max, message);

/** A calendar date 'YYYY-MM-DD' that exists (no 30 February), or null. */
const possessionDate = z
  .string({ error: PROJECT_MESSAGES.possessionDate })
  .refine((v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return (
      !Number.isNaN(d.getTime()) &&
      d.toISOString().slice(0, 10) === v &&
      v >= '1900-01-01' &&
      v <= '2200-12-31'
    );
  }, PROJECT_MESSAGES.possessionDate)
  .nullable();

const projectFields = {
  name: z
    .string({ error: PROJECT_MESSAGES.nameRequired })
    .trim()
    .min(1, PROJECT_MESSAGES.nameRequired)
    .max(PROJECT_NAME_MAX, PROJECT_MESSAGES.nameMax),
  developer: text(PROJECT_TEXT_MAX, PROJECT_MESSAGES.textMax),
  rera_project_number: text(RERA_PROJECT_NUMBER_MAX, PROJECT_MESSAGES.reraMax),
  city_id: z
    .number({ error: PROJECT_MESSAGES.cityRequired })
    .int(PROJECT_MESSAGES.cityRequired)
    .positive(PROJECT_MESSAGES.cityRequired)
    .max(2_147_483_647, PROJECT_MESSAGES.cityRequired),
  area: text(PROJECT_TEXT_MAX, PROJECT_MESSAGES.textMax),
  address: text(PROJECT_TEXT_MAX * 2, PROJECT_MESSAGES.textMax),
  possession_date: possessionDate,
  description: text(PROJECT_DESCRIPTION_MAX, PROJECT_MESSAGES.descriptionMax),
  amenities: z
    .array(
      z
        .string({ error: PROJECT_MESSAGES.amenities })
        .trim()
        .min(1, PROJECT_MESSAGES.amenities)
        .max(PROJECT_AMENITY_MAX, PROJECT_MESSAGES.amenities),
      {
        error: PROJECT_MESSAGES.amenities,
      },
    )
    .max(PROJECT_AMENITIES_MAX, PROJECT_MESSAGES.amenities),
  visibility: projectVisibilitySchema,
  status: projectStatusSchema,
  protection_days: z
    .number({ error: PROJECT_MESSAGES.protectionDays })
    .int(PROJECT_MESSAGES.protectionDays)
    .min(1, PROJECT_MESSAGES.protectionDays)
    .max(PROTECTION_DAYS_MAX, PROJECT_MESSAGES.protectionDays),
  who_may_register: whoMayRegisterSchema,
  commission: text(PROJECT_TEXT_MAX, PROJECT_MESSAGES.textMax),
};

export const projectInputSchema = z.strictObject({
  ...projectFields,
  developer: projectFields.developer.default(''),
  rera_project_number: projectFields.rera_project_number.default(''),
  area: projectFields.area.default(''),
  address: projectFields.address.default(''),
  possession_date: projectFields.possession_date.default(null),
  description: projectFields.description.default(''),
  amenities: projectFields.amenities.default([]),
  visibility: projectVisibilitySchema.default('Network Only'),
  status: projectStatusSchema.default('pre_launch'),
  protection_days: projectFields.protection_days.default(PROTECTION_DAYS_DEFAULT),
  who_may_register: whoMayRegisterSchema.default('network'),
  commission: projectFields.commission.default(''),
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectFields = z.output<typeof projectInputSchema>;

/**
 * A change: any of the fields (those left out are kept); `marketer_id` reassigns the
 * project, an admin's alone. A new protection window applies to later registrations.
 */
export const projectUpdateSchema = z
  .strictObject({
    ...projectFields,
    marketer_id: z.uuid({ error: PROJECT_MESSAGES.marketerNotFound }),
  })
  .partial();
export type ProjectUpdate = z.output<typeof projectUpdateSchema>;

/** The brochure: where to download it (the original name comes with it), its name and size. */
export const projectBrochureSchema = z.object({
  url: z.string(),
  name: z.string(),
  bytes: z.number().int(),
});
export type ProjectBrochure = z.infer<typeof projectBrochureSchema>;

/** The brochure's download address (GET, src/shared/api/project-media.ts): what `brochure.url` holds. */
export const projectBrochurePath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/brochure`;

/** Which photo to remove: its URL as the project answers it. */
export const removeProjectImageQuerySchema = z.strictObject({
  url: z.string({ error: 'Choose a photo to remove' }).max(500),
});

export const projectSchema = z.object({
  id: z.uuid(),
  marketer_id: z.uuid(),
  marketer: brokerSummarySchema,
  name: z.string(),
  developer: z.string(),
  rera_project_number: z.string(),
  city_id: z.number().int(),
  city: z.string(),
  area: z.string(),
  address: z.string(),
  possession_date: z.string().nullable(),
  description: z.string(),
  amenities: z.array(z.string()),
  visibility: projectVisibilitySchema,
  status: projectStatusSchema,
  protection_days: z.number().int(),
  who_may_register: whoMayRegisterSchema,
  commission: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The caller markets it (may change it and sees every registration). */
  is_marketer: z.boolean(),
  /** The caller may register clients for it. */
  can_register: z.boolean(),
  /** Up to PROJECT_IMAGES_MAX photo URLs (full size, /media/...), in order; the first is the cover. */
  images: z.array(z.string()),
  brochure: projectBrochureSchema.nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListQuerySchema = z.strictObject({
  /** mine: the projects I market; open: the others' projects I may see. */
  scope: z.enum(['mine', 'open']).default('open'),
  page: pageNumberSchema,
  page_size: pageSizeSchema.optional(),
  city_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: projectStatusSchema.optional(),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectListSchema = makePagedListSchema(projectSchema);
export type ProjectList = z.infer<typeof projectListSchema>;

/** '98450 12345', '+91-98450-12345', '098450 12345', '919845012345': one client. */
const INDIAN_MOBILE = /^(\+?91|0)?[6-9]\d{9}$/;

/** A client's phone as typed, checked and stored as +91 and its 10 digits. */
export const clientPhoneSchema = z
  .string({ error: PROJECT_MESSAGES.clientPhone })
  .max(30, PROJECT_MESSAGES.clientPhone)
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .refine((v) => INDIAN_MOBILE.test(v), PROJECT_MESSAGES.clientPhone)
  .transform((v) => normalizeIndianPhone(v) ?? v);

export const registrationInputSchema = z.strictObject({
  client_name: z
    .string({ error: PROJECT_MESSAGES.clientNameRequired })
    .trim()
    .min(1, PROJECT_MESSAGES.clientNameRequired)
    .max(CLIENT_NAME_MAX, PROJECT_MESSAGES.clientNameMax),
  client_phone: clientPhoneSchema,
});
export type RegistrationInput = z.input<typeof registrationInputSchema>;
export type RegistrationFields = z.output<typeof registrationInputSchema>;

/**
 * A registration as its broker and the project's marketer see it (nobody else sees one):
 * the client's name and normalised phone, and whether the protection still holds.
 */
export const registrationSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  project_name: z.string(),
  broker: brokerSummarySchema,
  client_name: z.string(),
  client_phone: z.string(),
  registered_at: z.string(),
  protected_until: z.string(),
  is_protected: z.boolean(),
  status: registrationStatusSchema,
  /** The latest site visit and the booking with its payout (visits slice). */
  progress: registrationProgressSchema,
});
export type Registration = z.infer<typeof registrationSchema>;

export const registrationListQuerySchema = z.strictObject({
  page: pageNumberSchema,
  page_size: pageSizeSchema.optional(),
});
export const registrationListSchema = makePagedListSchema(registrationSchema);
export type RegistrationList = z.infer<typeof registrationListSchema>;

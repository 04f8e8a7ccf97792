import { z } from 'zod';
import { roleSchema } from './auth';
import { brokerSummarySchema } from './connection-core';
import { propertyListSchema } from './properties';
import { NAME_MAX_LENGTH } from '../constants';
import { RERA_MESSAGES, RERA_STATES } from '../rera';

export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nar: z.boolean(),
  creai: z.boolean(),
  brai: z.boolean(),
  realtor: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

/** A broker as other members see them. */
export const profileSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  city: z.string().nullable(),
  bio: z.string().nullable(),
  areas: z.array(z.string()),
  company_name: z.string().nullable(),
  company: companySchema.nullable(),
  member_since: z.string(),
  rating: z.number().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  vanity_url: z.string().nullable(),
  role: roleSchema,
  /** RERA agent registration: public, as the authorities require it on advertisements. */
  rera_number: z.string().nullable(),
  rera_state: z.string().nullable(),
  rera_valid_until: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The signed-in broker's own profile: also their e-mail and inviter. */
export const ownProfileSchema = profileSchema.extend({
  email: z.string(),
  invitedby: z.uuid().nullable(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const PROFILE_MESSAGES = {
  vanityTaken: 'This vanity URL is already taken',
  vanityForwards:
    "This vanity URL was another broker's and still forwards to their page. Choose another.",
  vanityKeepsOld: 'Links with your old vanity URL keep working: they forward to the new one.',
  vanityFormat: 'Use 3 to 30 lowercase letters, digits or hyphens, starting with a letter',
  vanityReserved: 'This vanity URL is reserved. Choose another.',
  website: 'Enter a website address starting with http:// or https://',
  phone: 'Enter a 10-digit phone number',
  bio: 'Bio must be at most 1000 characters',
  areas: 'List at most 20 areas of at most 60 characters each',
  avatarMissing: 'Choose a photo to upload',
  avatarOne: 'Send one photo',
  brokerNotFound: 'Broker not found',
} as const;

/** Paths the app itself uses: a vanity URL may not shadow them. */
export const RESERVED_VANITY_URLS = new Set([
  'start', 'login', 'register', 'forgot-password', 'reset-password', 'flyer', 'in', 'tutorial',
  'getting-started', 'agreements', 'broker-agreements', 'project-marketing', 'invite-associates',
  'profile', 'properties', 'property', 'network-properties', 'my-properties', 'requirements',
  'my-requirements', 'network-requirements', 'new-requirement', 'edit-requirement', 'requirement',
  'new-property', 'add-property',
  'new-edit-property', 'broker', 'connections', 'notifications', 'notification-settings',
  'dashboard', 'dash', 'agents', 'network', 'my-flyers', 'inbox', 'api', 'media', 'assets',
  'admin', 'docs', 'static', 'well-known', 'favicon', 'robots', 'sitemap', 'post', 'og',
  'agreement', 'edit-agreement', 'verify-agreement', 'sign', 'project', 'edit-project',
  'p', 'visit-slip',
]);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** A real day of the calendar from year 2000 on (Date.parse takes 2026-02-30). */
const isCalendarDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || v < '2000-01-01') return false;
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
};

export const updateProfileInputSchema = z.strictObject({
  full_name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(NAME_MAX_LENGTH),
  city: optionalText(60, 'City must be at most 60 characters'),
  bio: optionalText(1000, PROFILE_MESSAGES.bio),
  areas: z.array(z.string().trim().min(1).max(60, PROFILE_MESSAGES.areas)).max(20, PROFILE_MESSAGES.areas).default([]),
  company_name: optionalText(120, 'Company name must be at most 120 characters'),
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => v === '' || /^(\+91|0)?[0-9]{10}$/.test(v), PROFILE_MESSAGES.phone)
    .transform((v) => (v === '' ? null : `+91${v.slice(-10)}`))
    .nullable(),
  website: z
    .string()
    .trim()
    .max(200, PROFILE_MESSAGES.website)
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), PROFILE_MESSAGES.website)
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  vanity_url: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || /^[a-z][a-z0-9-]{2,29}$/.test(v), PROFILE_MESSAGES.vanityFormat)
    .refine((v) => !RESERVED_VANITY_URLS.has(v), PROFILE_MESSAGES.vanityReserved)
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  // Optional: a save that leaves them out keeps what is stored.
  rera_number: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || /^[A-Z0-9][A-Z0-9/-]{0,49}$/.test(v), RERA_MESSAGES.numberFormat)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  rera_state: z
    .string()
    .trim()
    .refine((v) => v === '' || (RERA_STATES as readonly string[]).includes(v), RERA_MESSAGES.state)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  rera_valid_until: z
    .string()
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), RERA_MESSAGES.validUntil)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const brokerOptionsSchema = z.array(brokerSummarySchema);

/** GET /api/brokers/:id: the broker and the page of their listings the caller may see. */
export const brokerPageSchema = z.object({
  profile: profileSchema,
  listings: propertyListSchema,
});
export type BrokerPage = z.infer<typeof brokerPageSchema>;

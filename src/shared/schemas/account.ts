// A broker's own account (decisions 028 and 029, India's DPDP Act): 'Download my data'
// and 'Delete my account'. The API contract for /api/account and the profile page.
import { z } from 'zod';
import { currentPasswordField } from './fields';

/** How long a finished export can be downloaded. */
export const DATA_EXPORT_TTL_DAYS = 7;
/** Exports a broker may request in any 24 hours. */
export const DATA_EXPORTS_PER_DAY = 3;
/** A download link works once, within this many seconds. */
export const DATA_EXPORT_TICKET_SECONDS = 60;

export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed', 'expired'] as const;
export const dataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

export const dataExportSchema = z.object({
  id: z.uuid(),
  status: dataExportStatusSchema,
  created_at: z.string(),
  ready_at: z.string().nullable(),
  /** Set once ready: after this the file is gone. */
  expires_at: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportListSchema = z.object({
  /** Newest first, the last few. */
  items: z.array(dataExportSchema),
  /** Requests left in the current 24 hours. */
  remaining_today: z.number().int().min(0),
  /** When the next request is allowed again, while none are left; else null. */
  next_request_at: z.string().nullable(),
});
export type DataExportList = z.infer<typeof dataExportListSchema>;

export const dataExportLinkSchema = z.object({
  /** A same-origin path; opening it starts the download. */
  url: z.string(),
  expires_in: z.number().int(),
});
export type DataExportLink = z.infer<typeof dataExportLinkSchema>;

export const downloadQuerySchema = z.strictObject({ ticket: z.string().max(200).optional() });

export const deleteAccountInputSchema = z.strictObject({ password: currentPasswordField });
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

/** The in-app notice of a finished export (a notice the broker asked for, so no setting switches it off). */
export const DATA_EXPORT_READY_TYPE = 'data_export_ready';

/** Who wrote a message or raised a notification, once their account is deleted. */
export const FORMER_MEMBER_NAME = 'Former member';

export const ACCOUNT_MESSAGES = {
  exportRunning: 'Your data is already being prepared. We will let you know when it is ready.',
  exportDailyLimit: `You can request your data ${DATA_EXPORTS_PER_DAY} times a day. Please try again later.`,
  exportNotFound: 'This download is no longer available. Please request your data again.',
  downloadLinkInvalid: 'This download link has expired. Open your profile and press Download again.',
  exportRequested: 'We are preparing your data',
  exportReadyTitle: 'Your data is ready to download',
  exportFailed: 'We could not prepare your data. Please try again.',
  wrongPassword: 'The password is not correct. Your account has not been deleted.',
  accountDeleted: 'Your account has been deleted',
} as const;

// A broker's public page of a project (issue 21, decision 044 "Public project page per
// broker"): /p/{public_id}, one per project and broker, with the sharing broker's contact.
// The marketer and the brokers who may bring clients share it; the page is online while
// its broker still may.
import { z } from 'zod';

export const PROJECT_SHARE_MESSAGES = {
  notAllowed:
    'Only the marketer and brokers who may register clients for this project can share its page',
} as const;

export const projectShareSchema = z.object({
  /** 12 base62 characters: the page's unguessable key. */
  public_id: z.string(),
  /** The page's absolute address, to paste into a chat. */
  url: z.string(),
});
export type ProjectShare = z.infer<typeof projectShareSchema>;

/** The public page of a share. */
export const projectSharePath = (publicId: string) => `/p/${encodeURIComponent(publicId)}`;

import { z } from 'zod';

/**
 * A broker as a card or a row shows them: a listing's broker, the other party of a
 * connection or a conversation, the admin's broker selector, a directory entry's start.
 * One schema for all, as the server presents them all with one presenter.
 */
export const brokerSummarySchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  company_name: z.string().nullable(),
  city: z.string().nullable(),
});
export type BrokerSummary = z.infer<typeof brokerSummarySchema>;

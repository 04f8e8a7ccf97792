// A connection's status and the broker summary (the other party's, and every other
// broker card's) on their own: realtime events and messages (in the first load of the
// app) carry them, and need none of the rest of the connection schemas.
import { z } from 'zod';

export const connectionStatusSchema = z.enum(['pending', 'accepted']);
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

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

/** The other broker of a connection or a conversation. */
export const connectionPartySchema = brokerSummarySchema;

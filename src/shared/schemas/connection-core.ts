// A connection's status and the other broker's summary on their own: realtime events
// and messages (in the first load of the app) carry them, and need none of the rest of
// the connection schemas.
import { z } from 'zod';
import { brokerSummarySchema } from './broker-summary';

export const connectionStatusSchema = z.enum(['pending', 'accepted']);
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

/** The other broker of a connection or a conversation. */
export const connectionPartySchema = brokerSummarySchema;

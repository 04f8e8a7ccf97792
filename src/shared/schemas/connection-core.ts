// A connection's status and the other broker's summary on their own: realtime events
// and messages (in the first load of the app) carry them, and need none of the rest of
// the connection schemas.
import { z } from 'zod';

export const connectionStatusSchema = z.enum(['pending', 'accepted']);
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

export const connectionPartySchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  company_name: z.string().nullable(),
  city: z.string().nullable(),
});

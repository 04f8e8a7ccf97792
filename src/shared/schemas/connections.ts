import { z } from 'zod';

export const connectionStatusSchema = z.enum(['pending', 'accepted']);
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

export const CONNECTION_MESSAGES = {
  self: 'You cannot connect with yourself',
  exists: 'You are already connected or a request is pending',
  brokerNotFound: 'Broker not found',
  notFound: 'Connection request not found',
} as const;

export const createConnectionInputSchema = z.strictObject({
  recipient_id: z.uuid({ error: CONNECTION_MESSAGES.brokerNotFound }),
});
export type CreateConnectionInput = z.infer<typeof createConnectionInputSchema>;

export const connectionSchema = z.object({
  id: z.uuid(),
  status: connectionStatusSchema,
  requester_id: z.uuid(),
  recipient_id: z.uuid(),
});
export type Connection = z.infer<typeof connectionSchema>;

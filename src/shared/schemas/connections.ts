import { z } from 'zod';
import { makePagedListSchema, pageNumberSchema, pageSizeSchema } from './paging';

export { connectionPartySchema, connectionStatusSchema, type ConnectionStatus } from './connection-core';
import { brokerSummarySchema, connectionPartySchema, connectionStatusSchema } from './connection-core';

export const CONNECTION_MESSAGES = {
  self: 'You cannot connect with yourself',
  exists: 'You are already connected or a request is pending',
  brokerNotFound: 'Broker not found',
  notFound: 'Connection request not found',
  // Spec section 8 (toasts)
  authRequired: 'Authentication required',
  authRequiredDescription: 'You must be logged in to send connection requests.',
  requestSent: 'Connection request sent',
  requestFailed: 'Failed to send request',
  accepted: 'Connection accepted',
  acceptFailed: 'Failed to accept request',
  removed: 'Connection Removed',
  disconnected: 'Disconnected',
  disconnectFailed: 'Disconnect Failed',
  disconnectRetry: 'Disconnect operation failed. Please try again.',
  noConnectionId: 'Cannot disconnect: No connection ID found',
  connectionError: 'Connection Error',
  refreshed: 'Connections refreshed',
  refreshFailed: 'Refresh failed: Could not refresh connections data',
  loadFailed: 'Error loading connections',
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

/**
 * The caller's relation to another broker, which decides the connect button (spec
 * section 4): none 'Connect'; sent 'Request Sent'; received 'Request Pending';
 * connected 'Connected'; self: no button.
 */
export const connectionStateSchema = z.enum(['none', 'sent', 'received', 'connected', 'self']);
export type ConnectionState = z.infer<typeof connectionStateSchema>;

export const CONNECT_BUTTON_LABELS: Record<Exclude<ConnectionState, 'self'>, string> = {
  none: 'Connect',
  sent: 'Request Sent',
  received: 'Request Pending',
  connected: 'Connected',
};

/** GET /api/connections/with/:userId */
export const connectionWithSchema = z.object({
  state: connectionStateSchema,
  /** The row's id when one exists (to accept or remove it). */
  connection_id: z.uuid().nullable(),
});
export type ConnectionWith = z.infer<typeof connectionWithSchema>;


/** One row of /connections: the other broker, with their listing count (what the caller may see). */
export const connectionListItemSchema = connectionSchema.extend({
  created_at: z.string(),
  updated_at: z.string(),
  /** 'received': a pending request the caller may accept. */
  direction: z.enum(['sent', 'received']),
  other: connectionPartySchema,
  listing_count: z.number().int().min(0),
});
export type ConnectionListItem = z.infer<typeof connectionListItemSchema>;

export const CONNECTIONS_PAGE_SIZE = 20;

export const connectionListQuerySchema = z.strictObject({
  page: pageNumberSchema,
  page_size: pageSizeSchema.default(CONNECTIONS_PAGE_SIZE),
});

/** Pending requests to the caller first, then newest update first. */
export const connectionListSchema = makePagedListSchema(connectionListItemSchema);
export type ConnectionList = z.infer<typeof connectionListSchema>;

/** /agents and /network: every member but the caller. */
export const BROKER_DIRECTORY_PAGE_SIZE = 12;

export const brokerDirectoryQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  page: pageNumberSchema,
  page_size: pageSizeSchema.default(BROKER_DIRECTORY_PAGE_SIZE),
});
export type BrokerDirectoryQuery = z.input<typeof brokerDirectoryQuerySchema>;

export const brokerDirectoryItemSchema = brokerSummarySchema.extend({
  areas: z.array(z.string()),
  /** Listings of this broker the caller may see. */
  listing_count: z.number().int().min(0),
  connection: connectionWithSchema,
});
export type BrokerDirectoryItem = z.infer<typeof brokerDirectoryItemSchema>;

export const brokerDirectorySchema = makePagedListSchema(brokerDirectoryItemSchema);
export type BrokerDirectory = z.infer<typeof brokerDirectorySchema>;

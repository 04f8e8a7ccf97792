import { z } from 'zod';
import { apiRequest } from '@web/lib/api-client';

/** Deletes the connection or request for good (either side may; spec section 4). */
export const removeConnection = (connectionId: string) =>
  apiRequest(z.null(), `/api/connections/${encodeURIComponent(connectionId)}`, { method: 'DELETE' });

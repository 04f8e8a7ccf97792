import { removeConnection as removeConnectionEndpoint } from '#shared/api/connections.ts';
import { call } from '#web/lib/call-endpoint.ts';

/** Deletes the connection or request for good (either side may; spec section 4). */
export const removeConnection = (connectionId: string) =>
  call(removeConnectionEndpoint, { params: { id: connectionId } });

// Connections through the server's own connection service, without HTTP: the same row,
// connection.changed events and notifications (request, then acceptance) as the two
// API calls make.
import {
  acceptConnection,
  requestConnection,
} from '#server/features/connections/connection-service.ts';
import type { TestApp } from '../test-app';

type Broker = { id: string };

/** `a` asks `b` to connect; `b` accepts unless `status` is 'pending'. The connection id. */
export async function createConnection(
  t: TestApp,
  a: Broker,
  b: Broker,
  status: 'pending' | 'accepted' = 'accepted',
): Promise<string> {
  const ctx = t.app.appContext;
  const requested = await requestConnection(ctx, a.id, b.id);
  if (status === 'accepted') await acceptConnection(ctx, b.id, requested.id);
  return requested.id;
}

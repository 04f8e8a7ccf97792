// Connection notifications (spec section 3): a request to its recipient, an acceptance
// to the broker who asked. Both lead to the connection row (entity 'connections').
import type { AppContext } from '#server/app-context.ts';
import { notifyUser, raiseSafely } from './notify-users';
import { loadProfileNames } from './profile-names';

/** One request (and one acceptance) notification per pair of brokers in this time. */
export const PAIR_WINDOW_S = 24 * 3600;

type ConnectionParties = { id: string; requesterId: string; recipientId: string };

export function notifyConnectionRequested(ctx: AppContext, c: ConnectionParties): Promise<void> {
  return raiseSafely(ctx, 'connection_request', async () => {
    const names = await loadProfileNames(ctx.db, [c.requesterId]);
    await notifyUser(ctx, {
      userId: c.recipientId,
      type: 'connection_request',
      content: { requester_id: c.requesterId, requester_name: names.get(c.requesterId) ?? '' },
      entityType: 'connections',
      entityId: c.id,
      actionUrl: '/connections',
      // Sent, withdrawn and sent again: one notification and one e-mail a day per pair.
      once: { key: `connection_request:${c.requesterId}:${c.recipientId}`, withinSeconds: PAIR_WINDOW_S },
    });
  });
}

/** The recipient of the request accepted it; the requester hears about it. */
export function notifyConnectionAccepted(ctx: AppContext, c: ConnectionParties): Promise<void> {
  return raiseSafely(ctx, 'connection_accepted', async () => {
    const accepterId = c.recipientId;
    const names = await loadProfileNames(ctx.db, [accepterId]);
    await notifyUser(ctx, {
      userId: c.requesterId,
      type: 'connection_accepted',
      content: { accepter_id: accepterId, accepter_name: names.get(accepterId) ?? '' },
      entityType: 'connections',
      entityId: c.id,
      actionUrl: `/broker/${accepterId}`,
      once: { key: `connection_accepted:${accepterId}:${c.requesterId}`, withinSeconds: PAIR_WINDOW_S },
    });
  });
}

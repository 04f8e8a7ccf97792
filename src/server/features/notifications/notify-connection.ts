// Connection notifications (spec section 3): a request to its recipient, an acceptance
// to the broker who asked. Both lead to the connection row (entity 'connections').
import type { AppContext } from '../../app-context';
import { notifyUser, raiseSafely } from './notify-users';
import { loadProfileNames } from './profile-names';

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
    });
  });
}

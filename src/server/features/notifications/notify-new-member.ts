// 'new_member' (spec section 3): the inviter hears when their invitee joins. The
// bootstrap invitation has no inviter, so the founder's own sign-up raises nothing.
import type { AppContext } from '#server/app-context.ts';
import { notifyUser, raiseSafely } from './notify-users';

export function notifyNewMember(
  ctx: AppContext,
  member: { id: string; fullName: string; inviterId: string | null },
): Promise<void> {
  const { inviterId } = member;
  if (!inviterId || inviterId === member.id) return Promise.resolve();
  return raiseSafely(ctx, 'new_member', () =>
    notifyUser(ctx, {
      userId: inviterId,
      type: 'new_member',
      content: { user_id: member.id, full_name: member.fullName },
      entityType: 'profiles',
      entityId: member.id,
      actionUrl: `/broker/${member.id}`,
    }),
  );
}

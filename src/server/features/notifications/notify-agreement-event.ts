// 'agreement' (issue 20): the broker hears when the client opens, signs or declines their
// agreement, when it is executed, when its link is still unsigned after 3 days and when it
// expires unsigned; a co-broking's listing broker hears when terms are proposed to them or
// cancelled. Content names the
// agreement and the party as the broker typed them; never the client's e-mail or phone.
import type { NotificationContent } from '#shared/schemas/notifications.ts';
import type { AppContext } from '#server/app-context.ts';
import { notifyUsers, raiseSafely } from './notify-users';

export type AgreementEventNotice = {
  recipientIds: readonly string[];
  agreementId: string;
  agreementTitle: string;
  event: NonNullable<NotificationContent['agreement_event']>;
  partyName?: string;
};

export function notifyAgreementEvent(ctx: AppContext, notice: AgreementEventNotice): Promise<void> {
  return raiseSafely(ctx, 'agreement', () =>
    notifyUsers(
      ctx,
      notice.recipientIds.map((userId) => ({
        userId,
        type: 'agreement',
        content: {
          agreement_id: notice.agreementId,
          agreement_title: notice.agreementTitle,
          agreement_event: notice.event,
          ...(notice.partyName ? { party_name: notice.partyName } : {}),
        },
        actionUrl: `/agreement/${notice.agreementId}`,
      })),
    ),
  );
}

// 'project_registration' (issue 21): a project's marketer hears of each new registration of
// a client, and of each site visit a broker books for one (with its time). The marketer may
// see the client's name (the registrations are theirs to read), so it is in the content; the
// phone never is, and nobody else is told.
import type { AppContext } from '#server/app-context.ts';
import { notifyUsers, raiseSafely } from './notify-users';
import { loadProfileNames } from './profile-names';

export type ProjectRegistrationNotice = {
  marketerId: string;
  projectId: string;
  projectName: string;
  brokerId: string;
  /** Read here when the caller has not already (a visit booked). */
  brokerName?: string;
  clientName: string;
  /** Set for a site visit booked: when it is. */
  visitAt?: string;
};

export function notifyProjectRegistration(
  ctx: AppContext,
  notice: ProjectRegistrationNotice,
): Promise<void> {
  return raiseSafely(ctx, 'project_registration', async () => {
    const brokerName =
      notice.brokerName ?? (await loadProfileNames(ctx.db, [notice.brokerId])).get(notice.brokerId) ?? 'A broker';
    await notifyUsers(ctx, [
      {
        userId: notice.marketerId,
        type: 'project_registration',
        content: {
          project_id: notice.projectId,
          project_name: notice.projectName,
          broker_id: notice.brokerId,
          broker_name: brokerName,
          client_name: notice.clientName,
          ...(notice.visitAt
            ? { registration_event: 'visit_booked' as const, visit_at: notice.visitAt }
            : { registration_event: 'registered' as const }),
        },
        actionUrl: `/project/${notice.projectId}`,
      },
    ]);
  });
}

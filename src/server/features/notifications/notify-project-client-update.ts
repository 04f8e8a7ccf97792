// 'project_client_update' (issue 21, visits slice): the registering broker hears that their
// client was checked in at a site visit, booked, or that the payout moved. The client is
// theirs, so the name is in the content; the phone never is.
import type { NotificationContent } from '#shared/schemas/notifications.ts';
import type { AppContext } from '#server/app-context.ts';
import { notifyUsers, raiseSafely } from './notify-users';

export type ProjectClientUpdateNotice = {
  brokerId: string;
  projectId: string;
  projectName: string;
  clientName: string;
  event: NonNullable<NotificationContent['client_event']>;
  unitLabel?: string;
};

export function notifyProjectClientUpdate(
  ctx: AppContext,
  notice: ProjectClientUpdateNotice,
): Promise<void> {
  return raiseSafely(ctx, 'project_client_update', () =>
    notifyUsers(ctx, [
      {
        userId: notice.brokerId,
        type: 'project_client_update',
        content: {
          project_id: notice.projectId,
          project_name: notice.projectName,
          client_name: notice.clientName,
          client_event: notice.event,
          ...(notice.unitLabel ? { unit_label: notice.unitLabel } : {}),
        },
        actionUrl: `/project/${notice.projectId}`,
      },
    ]),
  );
}

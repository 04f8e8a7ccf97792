// 'project_update' (issue 21): the brokers who have a client registered for a project hear
// that its price sheet changed, so that nobody quotes a client yesterday's price. A
// marketer enters a price sheet row by row: at most one such notice per broker and project
// an hour (claimed in notification_throttle), the first change of a burst raises it.
import type { AppContext } from '#server/app-context.ts';
import { notifyUsers, raiseSafely } from './notify-users';

const WINDOW_SECONDS = 3600;

export type ProjectUpdateNotice = {
  brokerIds: readonly string[];
  projectId: string;
  projectName: string;
};

export function notifyPriceSheetChanged(ctx: AppContext, notice: ProjectUpdateNotice): Promise<void> {
  return raiseSafely(ctx, 'project_update', () =>
    notifyUsers(
      ctx,
      notice.brokerIds.map((userId) => ({
        userId,
        type: 'project_update' as const,
        content: {
          project_id: notice.projectId,
          project_name: notice.projectName,
          project_event: 'price_sheet' as const,
        },
        actionUrl: `/project/${notice.projectId}`,
        once: { key: `project_price_sheet:${notice.projectId}:${userId}`, withinSeconds: WINDOW_SECONDS },
      })),
    ),
  );
}

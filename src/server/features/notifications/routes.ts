// Thin HTTP layer for /api/notifications and /api/notification-settings (contracts in
// src/shared/api/notifications.ts): every route is for a signed-in broker and touches
// only the caller's own rows.
import type { FastifyPluginAsync } from 'fastify';
import {
  countUnreadNotifications,
  getNotificationSettings,
  listNotifications as listNotificationsEndpoint,
  markAllNotificationsRead as markAllNotificationsReadEndpoint,
  markNotificationRead as markNotificationReadEndpoint,
  updateNotificationSettings as updateNotificationSettingsEndpoint,
} from '../../../shared/api/notifications';
import { NOTIFICATION_MESSAGES } from '../../../shared/schemas/notifications';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import { registerEndpoint } from '../../lib/register-endpoint';
import { requireAuth } from '../../plugins/route-access';
import { loadViewer } from '../../lib/viewer';
import { countUnread, listNotifications } from './list-service';
import { markAllNotificationsRead, markNotificationRead } from './mark-read-service';
import { isUuid } from '../../lib/ids';
import { readNotificationSettings, updateNotificationSettings } from './settings-service';

export const notificationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, listNotificationsEndpoint, {
    handler: async (request) =>
      listNotifications(ctx, await loadViewer(ctx.db, requireAuth(request)), request.query),
  });

  registerEndpoint(app, countUnreadNotifications, {
    handler: async (request) => ({ count: await countUnread(ctx.db, requireAuth(request).sub) }),
  });

  registerEndpoint(app, markNotificationReadEndpoint, {
    handler: async (request) => {
      const viewer = await loadViewer(ctx.db, requireAuth(request));
      // A malformed id names no notification of the caller's: the same 404 as another
      // broker's id, not a 400.
      if (!isUuid(request.params.id)) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return markNotificationRead(ctx, viewer, request.params.id);
    },
  });

  registerEndpoint(app, markAllNotificationsReadEndpoint, {
    handler: async (request) => markAllNotificationsRead(ctx, requireAuth(request).sub),
  });

  registerEndpoint(app, getNotificationSettings, {
    handler: async (request) => readNotificationSettings(ctx.db, requireAuth(request).sub),
  });

  registerEndpoint(app, updateNotificationSettingsEndpoint, {
    handler: async (request) => updateNotificationSettings(ctx.db, requireAuth(request).sub, request.body),
  });
};

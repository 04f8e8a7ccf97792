// Thin HTTP layer for /api/notifications and /api/notification-settings (contracts in
// src/shared/api/notifications.ts): every route is for a signed-in broker and touches
// only the caller's own rows.
import type { FastifyPluginAsync } from 'fastify';
import { countUnreadNotifications, listNotifications as listNotificationsEndpoint, markAllNotificationsRead as markAllNotificationsReadEndpoint, markNotificationRead as markNotificationReadEndpoint } from '#shared/api/notifications.ts';
import { getNotificationSettings, updateNotificationSettings as updateNotificationSettingsEndpoint } from '#shared/api/notification-settings.ts';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notifications.ts';
import type { AppContext } from '#server/app-context.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { callerOf, requireAuth } from '#server/plugins/route-access.ts';
import { countUnread, listNotifications } from './list-service';
import { markAllNotificationsRead, markNotificationRead } from './mark-read-service';
import { isUuid } from '#server/lib/ids.ts';
import { readNotificationSettings, updateNotificationSettings } from './settings-service';

export const notificationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, listNotificationsEndpoint, {
    handler: async (request) =>
      listNotifications(ctx, callerOf(request), request.query),
  });

  registerEndpoint(app, countUnreadNotifications, {
    handler: async (request) => ({ count: await countUnread(ctx.db, requireAuth(request).sub) }),
  });

  registerEndpoint(app, markNotificationReadEndpoint, {
    handler: async (request) => {
      const viewer = callerOf(request);
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

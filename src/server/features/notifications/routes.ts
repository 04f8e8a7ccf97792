// Thin HTTP layer for /api/notifications and /api/notification-settings: every route
// is for a signed-in broker and touches only the caller's own rows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOTIFICATION_MESSAGES,
  markAllReadResponseSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationSettingsSchema,
  unreadCountSchema,
  updateNotificationSettingsInputSchema,
} from '../../../shared/schemas/notifications';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { notFound } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/route-access';
import { loadViewer } from '../properties/viewer';
import { countUnread, listNotifications } from './list-service';
import { markAllNotificationsRead, markNotificationRead } from './mark-read-service';
import { isUuid } from './notification-content';
import { readNotificationSettings, updateNotificationSettings } from './settings-service';

// Any string: a malformed id names no notification of the caller's (404, the same
// message as another broker's id), not a 400.
const idParams = z.strictObject({ id: z.string().max(100) });

export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      querystring: notificationListQuerySchema,
      response: { 200: notificationListSchema, ...errorResponses },
    },
    handler: async (request) =>
      listNotifications(ctx, await loadViewer(ctx.db, requireAuth(request)), request.query),
  });

  app.get('/unread-count', {
    config: { access: 'user' },
    schema: { tags: ['notifications'], response: { 200: unreadCountSchema, ...errorResponses } },
    handler: async (request) => ({ count: await countUnread(ctx.db, requireAuth(request).sub) }),
  });

  app.post('/:id/read', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      params: idParams,
      response: { 200: notificationSchema, ...errorResponses },
    },
    handler: async (request) => {
      const viewer = await loadViewer(ctx.db, requireAuth(request));
      if (!isUuid(request.params.id)) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return markNotificationRead(ctx, viewer, request.params.id);
    },
  });

  app.post('/read-all', {
    config: { access: 'user' },
    schema: { tags: ['notifications'], response: { 200: markAllReadResponseSchema, ...errorResponses } },
    handler: async (request) => markAllNotificationsRead(ctx, requireAuth(request).sub),
  });
};

export const notificationSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/', {
    config: { access: 'user' },
    schema: { tags: ['notifications'], response: { 200: notificationSettingsSchema, ...errorResponses } },
    handler: async (request) => readNotificationSettings(ctx.db, requireAuth(request).sub),
  });

  app.put('/', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      body: updateNotificationSettingsInputSchema,
      response: { 200: notificationSettingsSchema, ...errorResponses },
    },
    handler: async (request) => updateNotificationSettings(ctx.db, requireAuth(request).sub, request.body),
  });
};

// /api/notifications: the caller's own notifications (the bell, the popover and
// /notifications; spec sections 3 and 7). The settings are in ./notification-settings.ts.
import { looseIdParamSchema } from '../schemas/common';
import {
  markAllReadResponseSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  unreadCountSchema,
} from '../schemas/notifications';
import { defineEndpoint } from './define-endpoint';

const tags = ['notifications'];

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  operationId: 'listNotifications',
  summary: "The caller's notifications, newest first, a page at a time, with the unread count",
  tags,
  access: 'user',
  query: notificationListQuerySchema,
  status: 200,
  response: notificationListSchema,
});

export const countUnreadNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/unread-count',
  operationId: 'countUnreadNotifications',
  summary: "How many of the caller's notifications are unread (the bell's number)",
  tags,
  access: 'user',
  status: 200,
  response: unreadCountSchema,
});

export const markNotificationRead = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/:id/read',
  operationId: 'markNotificationRead',
  summary: "Mark one of the caller's notifications read",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: notificationSchema,
});

export const markAllNotificationsRead = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/read-all',
  operationId: 'markAllNotificationsRead',
  summary: "Mark all of the caller's notifications read",
  tags,
  access: 'user',
  status: 200,
  response: markAllReadResponseSchema,
});

// /api/notifications and /api/notification-settings: the caller's own notifications
// (the bell, the popover and /notifications) and which types reach them in the app or by
// e-mail (spec sections 3, 7 and 9).
import { looseIdParamSchema } from '../schemas/common';
import {
  markAllReadResponseSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationSettingsSchema,
  unreadCountSchema,
  updateNotificationSettingsInputSchema,
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

export const getNotificationSettings = defineEndpoint({
  method: 'GET',
  path: '/api/notification-settings',
  operationId: 'getNotificationSettings',
  summary: 'Which notification types reach the caller in the app and by e-mail',
  tags,
  access: 'user',
  status: 200,
  response: notificationSettingsSchema,
});

export const updateNotificationSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/notification-settings',
  operationId: 'updateNotificationSettings',
  summary: 'Switch notification types on or off, in the app or by e-mail; the types not named stay as they are',
  tags,
  access: 'user',
  body: updateNotificationSettingsInputSchema,
  status: 200,
  response: notificationSettingsSchema,
});

// /api/notification-settings: which types reach the caller in the app or by e-mail,
// instantly or in the daily digest (spec sections 7 and 9, issue 19).
import {
  notificationSettingsSchema,
  updateNotificationSettingsInputSchema,
} from '../schemas/notification-settings';
import { defineEndpoint } from './define-endpoint';

const tags = ['notifications'];

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
  summary:
    'Switch notification types on or off, in the app or by e-mail; the types not named stay as they are',
  tags,
  access: 'user',
  body: updateNotificationSettingsInputSchema,
  status: 200,
  response: notificationSettingsSchema,
});

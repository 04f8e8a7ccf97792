// Reading and marking notifications through the API, as a broker, for the
// notification and realtime tests.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import type { NotificationSettings } from '#shared/schemas/notification-settings.ts';
import { bearer, type SignedIn, type TestApp } from './test-app';

export async function listNotifications(t: TestApp, as: SignedIn, query = ''): Promise<NotificationList> {
  const res = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(as.accessToken) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationList>();
}

/** The caller's notifications of one type, newest first. */
export async function notificationsOfType(t: TestApp, as: SignedIn, type: string): Promise<Notification[]> {
  const list = await listNotifications(t, as, '?page_size=50');
  return list.items.filter((n) => n.type === type);
}

export async function unreadCount(t: TestApp, as: SignedIn): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/notifications/unread-count',
    headers: bearer(as.accessToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number }>().count;
}

export function markRead(t: TestApp, as: SignedIn, id: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: bearer(as.accessToken) });
}

export function markAllRead(t: TestApp, as: SignedIn): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: bearer(as.accessToken) });
}

export function putSettings(t: TestApp, as: SignedIn, payload: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PUT',
    url: '/api/notification-settings',
    headers: bearer(as.accessToken),
    payload: payload as Record<string, unknown>,
  });
}

export async function getSettings(t: TestApp, as: SignedIn): Promise<NotificationSettings> {
  const res = await t.app.inject({ method: 'GET', url: '/api/notification-settings', headers: bearer(as.accessToken) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationSettings>();
}

/** `from` asks `to` to connect; returns the connection id. */
export async function requestConnection(t: TestApp, from: SignedIn, to: SignedIn): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/connections',
    headers: bearer(from.accessToken),
    payload: { recipient_id: to.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

export async function acceptConnection(t: TestApp, as: SignedIn, id: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/connections/${id}/accept`,
    headers: bearer(as.accessToken),
  });
  expect(res.statusCode, res.body).toBe(200);
}

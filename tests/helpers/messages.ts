// Messages and connection management through the API, as a broker, for the connections
// and messages tests.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ConnectionList, ConnectionWith } from '#shared/schemas/connections.ts';
import type { Conversation, ConversationList, Message } from '#shared/schemas/messages.ts';
import { bearer, type SignedIn, type TestApp } from './test-app';

export function postMessage(
  t: TestApp,
  from: SignedIn,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(from.accessToken),
    payload,
  });
}

/** `from` writes to `to` (optionally about a property) and the test fails unless it is sent. */
export async function sendMessage(
  t: TestApp,
  from: SignedIn,
  to: SignedIn,
  content: string,
  propertyId?: string,
): Promise<Message> {
  const res = await postMessage(t, from, {
    recipient_id: to.id,
    content,
    ...(propertyId ? { property_id: propertyId } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Message>();
}

export function as(t: TestApp, who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string) {
  return t.app.inject({ method, url, headers: bearer(who.accessToken) });
}

export async function conversationWith(
  t: TestApp,
  who: SignedIn,
  otherId: string,
  query = '',
): Promise<Conversation> {
  const res = await as(t, who, 'GET', `/api/messages/with/${otherId}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Conversation>();
}

export async function conversations(t: TestApp, who: SignedIn): Promise<ConversationList> {
  const res = await as(t, who, 'GET', '/api/messages/conversations');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConversationList>();
}

export async function unreadMessages(t: TestApp, who: SignedIn): Promise<number> {
  const res = await as(t, who, 'GET', '/api/messages/unread-count');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number }>().count;
}

export async function connectionWith(
  t: TestApp,
  who: SignedIn,
  otherId: string,
): Promise<ConnectionWith> {
  const res = await as(t, who, 'GET', `/api/connections/with/${otherId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConnectionWith>();
}

export async function connectionList(
  t: TestApp,
  who: SignedIn,
  query = '',
): Promise<ConnectionList> {
  const res = await as(t, who, 'GET', `/api/connections${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConnectionList>();
}

export function removeConnection(
  t: TestApp,
  who: SignedIn,
  id: string,
): Promise<LightMyRequestResponse> {
  return as(t, who, 'DELETE', `/api/connections/${id}`);
}

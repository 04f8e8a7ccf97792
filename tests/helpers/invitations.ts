// Sending and reading invitations through the API as a broker (Invite Associates).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type {
  SentInvitation,
  SentInvitationList,
  WhatsappInvite,
} from '#shared/schemas/invitations.ts';
import { bearer, type SignedIn, type TestApp } from './test-app';

let counter = 0;

/** A fresh invitee address for each call. */
export function inviteeEmail(label = 'invitee'): string {
  counter += 1;
  return `${label}${counter}-${Date.now()}@example.com`;
}

export function postInvitation(
  t: TestApp,
  as: SignedIn,
  payload: Record<string, unknown>,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/invitations',
    headers: bearer(as.accessToken),
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Sends an invitation that must succeed; returns the presented invitation. */
export async function sendInvitation(
  t: TestApp,
  as: SignedIn,
  payload: Record<string, unknown> = {},
): Promise<SentInvitation> {
  const res = await postInvitation(t, as, {
    email: inviteeEmail(),
    message: 'Join my network',
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SentInvitation>();
}

export function postResend(t: TestApp, as: SignedIn, id: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/invitations/${id}/resend`,
    headers: bearer(as.accessToken),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function postWhatsapp(t: TestApp, as: SignedIn, id: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/invitations/${id}/whatsapp`,
    headers: bearer(as.accessToken),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function listSent(t: TestApp, as: SignedIn, page = 1): Promise<SentInvitationList> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/invitations/sent?page=${page}`,
    headers: bearer(as.accessToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SentInvitationList>();
}

export type { WhatsappInvite };

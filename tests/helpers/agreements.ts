// Acting on agreements through the API and the signing page, for the agreement tests:
// a seller mandate drafted for a fresh listing, sent, and signed as its client with the
// code read from the mail outbox (what the client's inbox would show).
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AgreementLink, AgreementOfKind, SellerMandateTermsInput } from '#shared/schemas/agreements.ts';

type Agreement = AgreementOfKind<'seller_to_broker'>;
import { mailOutbox } from '#server/db/schema.ts';
import { DEFAULT_PASSWORD } from './factories/brokers';
import { createProperty, placeOf } from './properties';
import { bearer, type SignedIn, type TestApp } from './test-app';

export const CLIENT = { name: 'Meera Shah', email: 'meera.shah@example.com', phone: '98450 12345' };

export function agreementCall(t: TestApp, who: SignedIn | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: who ? bearer(who.accessToken) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export async function mandateTerms(t: TestApp, broker: SignedIn, overrides: Partial<SellerMandateTermsInput> = {}): Promise<SellerMandateTermsInput> {
  const listing = await createProperty(t, broker, await placeOf(t), { title: 'Lake view 3 BHK', price: 12_000_000 });
  return {
    owner_name: CLIENT.name,
    owner_email: CLIENT.email,
    owner_phone: CLIENT.phone,
    property_id: listing.id,
    asking_price: 12_000_000,
    commission_basis: 'percent',
    commission_value: 2,
    start_date: '2026-12-01',
    end_date: '2027-02-28',
    exclusivity: 'exclusive',
    rera_number: 'A51800012345',
    ...overrides,
  };
}

export async function draftMandate(t: TestApp, broker: SignedIn, overrides: Partial<SellerMandateTermsInput> = {}): Promise<Agreement> {
  const res = await agreementCall(t, broker, 'POST', '/api/agreements', { kind: 'seller_to_broker', terms: await mandateTerms(t, broker, overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Agreement>();
}

export async function sendMandate(t: TestApp, broker: SignedIn, id: string, password = DEFAULT_PASSWORD): Promise<AgreementLink & { token: string }> {
  const res = await agreementCall(t, broker, 'POST', `/api/agreements/${id}/send`, { password });
  expect(res.statusCode, res.body).toBe(200);
  const link = res.json<AgreementLink>();
  return { ...link, token: tokenOf(link.sign_url) };
}

export const tokenOf = (signUrl: string) => signUrl.slice(signUrl.lastIndexOf('/') + 1);

export function signingCall(t: TestApp, token: string, step: 'code' | 'sign' | 'decline', payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/signing/${token}/${step}`, payload: payload as object });
}

/** The code of the newest signing-code mail to `to`, as the client reads it. */
export async function codeFromOutbox(t: TestApp, to = CLIENT.email): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'agreement_code')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = mail?.textBody.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no signing code mailed to ${to}`);
  return code;
}

/** Asks for a code by e-mail and signs with it as the client. */
export async function signAsTheClient(t: TestApp, token: string, name = CLIENT.name) {
  const asked = await signingCall(t, token, 'code', { channel: 'email' });
  expect(asked.statusCode, asked.body).toBe(200);
  return signingCall(t, token, 'sign', { full_name: name, code: await codeFromOutbox(t) });
}

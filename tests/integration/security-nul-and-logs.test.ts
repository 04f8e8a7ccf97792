// Issue 17, security 5: a NUL character (U+0000) in a text field gave a 500 (PostgreSQL
// text cannot hold it), and the failed SQL was logged with its parameters, once with a
// new account's argon2id hash. Every text input is now checked in one place and refused
// with a 400 that names the field, nothing is written, and a failed query is logged
// without its parameters.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, messages, postComments, properties, socialPosts } from '#server/db/schema.ts';
import { serializeErrorForLog } from '#server/lib/log-errors.ts';
import { NUL_MESSAGE } from '#server/lib/nul-characters.ts';
import { submitPost, createPost } from '../helpers/feed';
import { buildMultipart } from '../helpers/multipart';
import { connectBrokers, placeOf, postProperty, propertyData } from '../helpers/properties';
import { bearer, createInvitation, createTestApp, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { countRows, errorOf } from '../helpers/test-utils';

const NUL = '\u0000';
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    callback();
  },
});

let t: TestApp;
let broker: SignedIn;
let friend: SignedIn;
let postId: string;
const PASSWORD = 'nul test password';

beforeAll(async () => {
  t = await createTestApp({}, { logStream });
  broker = await registerBroker(t, { password: PASSWORD });
  friend = await registerBroker(t);
  await connectBrokers(t, broker, friend);
  postId = (await createPost(t, broker, 'A post to comment on')).id;
});
afterAll(async () => t.close());

type Case = { field: string; send: () => Promise<LightMyRequestResponse> };

const json =
  (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: Record<string, unknown>, as?: SignedIn) =>
  (): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, payload, ...(as ? { headers: bearer(as.accessToken) } : {}) });

const profile = {
  full_name: 'Asha Rao',
  city: 'Bangalore',
  bio: null,
  areas: [],
  company_name: null,
  phone: null,
  website: null,
  vanity_url: null,
};

const cases: Case[] = [
  { field: 'name', send: json('POST', '/api/auth/signup', { name: `Eve${NUL}`, email: 'eve@example.com', password: 'a fine password', invite_code: 'ABCDEF' }) },
  { field: 'password', send: json('POST', '/api/auth/signup', { name: 'Eve', email: 'eve@example.com', password: `fine password${NUL}`, invite_code: 'ABCDEF' }) },
  { field: 'email', send: json('POST', '/api/auth/token', { email: `a${NUL}@example.com`, password: 'whatever' }) },
  { field: 'password', send: json('POST', '/api/auth/token', { email: 'a@example.com', password: `x${NUL}` }) },
  { field: 'email', send: json('POST', '/api/auth/recover', { email: `a${NUL}@example.com` }) },
  { field: 'token', send: json('POST', '/api/auth/reset-password', { token: `${'x'.repeat(20)}${NUL}`, password: 'a fine password' }) },
  { field: 'code', send: json('POST', '/api/invitations/validate', { code: `ABC${NUL}EF` }) },
  { field: 'full_name', send: () => json('PUT', '/api/profiles/me', { ...profile, full_name: `Asha${NUL}` }, broker)() },
  { field: 'bio', send: () => json('PUT', '/api/profiles/me', { ...profile, bio: `bio${NUL}` }, broker)() },
  { field: 'areas.0', send: () => json('PUT', '/api/profiles/me', { ...profile, areas: [`Indiranagar${NUL}`] }, broker)() },
  { field: 'company_name', send: () => json('PUT', '/api/profiles/me', { ...profile, company_name: `Co${NUL}` }, broker)() },
  { field: 'vanity_url', send: () => json('PUT', '/api/profiles/me', { ...profile, vanity_url: `asha${NUL}` }, broker)() },
  { field: 'content', send: () => json('POST', `/api/posts/${postId}/comments`, { content: `hi${NUL}` }, friend)() },
  { field: 'content', send: () => json('POST', '/api/messages', { recipient_id: friend.id, content: `hello${NUL}` }, broker)() },
  { field: 'name', send: () => json('POST', '/api/invitations', { email: 'x@example.com', name: `X${NUL}` }, broker)() },
  { field: 'message', send: () => json('POST', '/api/invitations', { email: 'x@example.com', message: `hi${NUL}` }, broker)() },
  { field: 'current_password', send: () => json('PUT', '/api/auth/user', { current_password: `p${NUL}`, password: 'a fine password' }, broker)() },
  { field: 'friendly_name', send: () => json('POST', '/api/auth/factors', { current_password: PASSWORD, factor_type: 'totp', friendly_name: `Phone${NUL}` }, broker)() },
  { field: 'url', send: () => json('POST', '/api/quick-entry/scrape-property', { url: `https://example.com/${NUL}` }, broker)() },
  { field: 'imageUrl', send: () => json('POST', '/api/flyers/fetch-image', { imageUrl: `https://example.com/a${NUL}.jpg` }, broker)() },
  { field: 'url', send: () => json('POST', '/api/flyers/scrape-property-images', { url: `https://example.com/${NUL}` }, broker)() },
  { field: 'q', send: () => t.app.inject({ method: 'GET', url: `/api/brokers?q=a%00b`, headers: bearer(broker.accessToken) }) },
  { field: 'content', send: () => submitPost(t, broker, { content: `post${NUL}` }) },
  {
    field: 'title',
    send: async () => postProperty(t, broker, propertyData(await placeOf(t), { title: `Flat${NUL}` })),
  },
  {
    field: 'description',
    send: async () => postProperty(t, broker, propertyData(await placeOf(t), { description: `Nice${NUL}` })),
  },
];

describe('NUL characters in text input', () => {
  it(`refuses each of ${cases.length} text fields with a 400 naming the field, and writes nothing`, async () => {
    const before = await Promise.all([authUsers, properties, socialPosts, postComments, messages].map((table) => countRows(t, table)));
    for (const { field, send } of cases) {
      const res = await send();
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(errorOf(res), field).toEqual({ error: 'bad_request', message: NUL_MESSAGE, field });
    }
    const after = await Promise.all([authUsers, properties, socialPosts, postComments, messages].map((table) => countRows(t, table)));
    expect(after).toEqual(before);
  });

  it('a raw NUL byte inside a multipart form is a clear 400 too (JSON cannot hold one unescaped)', async () => {
    const form = buildMultipart([{ name: 'data', value: JSON.stringify({ content: 'ok' }).replace('ok', `o${NUL}k`) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...bearer(broker.accessToken), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('The request body is not valid JSON');
  });

  it('a sign-up with a NUL in its name leaves no trace of the password hash in the log', async () => {
    const invitation = await createInvitation(t, 'nul-signup@example.com', broker.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: `Nul${NUL}Name`, email: 'nul-signup@example.com', password: 'a fine password', invite_code: invitation.inviteCode },
    });
    expect(res.statusCode).toBe(400);
    const log = logLines.join('\n');
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toContain('params:');
  });
});

describe('failed queries in the log', () => {
  it('keep the statement and the database error code, never the parameters', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$not-a-real-hash';
    const error = await t.database.db.execute(sql`select ${secret}::int as n`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(secret); // what drizzle would have logged
    const logged = JSON.stringify(serializeErrorForLog(error));
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('params:');
    expect(logged).toContain('select $1::int as n');
    expect(logged).toContain('22P02'); // invalid_text_representation, from the cause
  });

  it('the app logs an unexpected error with the safe serializer', async () => {
    const before = logLines.length;
    t.app.log.error({ err: await t.database.db.execute(sql`select ${'client phone 9876543210'}::int`).catch((e: unknown) => e) }, 'probe');
    const written = logLines.slice(before).join('\n');
    expect(written).toContain('probe');
    expect(written).not.toContain('9876543210');
  });
});

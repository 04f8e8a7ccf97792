// Sign-up by invitation (spec sections 5, 7, 8): the happy path and every refusal,
// each of which must leave the database exactly as it was.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, invitations, profiles } from '#server/db/schema.ts';
import {
  createInvitation,
  ensureFounder,
  type SignedIn,
  type TestApp,
  createTestApp,
} from '../helpers/test-app';
import { accountTableCounts, errorOf, type AuthBody } from '../helpers/test-utils';

let t: TestApp;
let founder: SignedIn;
let n = 0;
const freshEmail = () => `signup${++n}@example.com`;
const GOOD_PASSWORD = 'correct horse battery';

beforeAll(async () => {
  t = await createTestApp();
  founder = await ensureFounder(t);
});
afterAll(async () => t.close());

async function invitationRow(id: string) {
  const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

describe('sign-up with a valid invitation', () => {
  it('answers 201 with a session and the user, and sets the refresh cookie', async () => {
    const email = freshEmail();
    const invitation = await createInvitation(t, email, founder.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: '  Asha Rao ',
        email,
        password: GOOD_PASSWORD,
        invite_code: invitation.inviteCode,
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<AuthBody>();
    expect(body.session.token_type).toBe('bearer');
    expect(body.session.access_token.split('.')).toHaveLength(3);
    expect(body.session.expires_in).toBe(t.config.accessTokenTtlSeconds);
    expect(body.session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(body.user).toMatchObject({
      email,
      role: 'broker',
      aal: 'aal1',
      next_aal: 'aal1',
      user_metadata: { name: 'Asha Rao' },
    });

    const cookie = res.cookies.find((c) => c.name === 'bc_refresh');
    expect(cookie).toBeDefined();
    expect(cookie?.value.length).toBeGreaterThan(30);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    // The raw header too, so the attribute spelling the browser sees is pinned.
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/bc_refresh=[^;]+;/);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Strict/);
    expect(raw).toMatch(/Path=\/api\/auth(;|$)/);
    // http://localhost is not https: no Secure flag, or the browser would drop it.
    expect(raw).not.toMatch(/Secure/);

    const accepted = await invitationRow(invitation.id);
    expect(accepted?.status).toBe('accepted');
    expect(accepted?.acceptedBy).toBe(body.user.id);
    expect(accepted?.acceptedAt).toBeInstanceOf(Date);

    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, body.user.id));
    expect(profile).toMatchObject({
      email,
      fullName: 'Asha Rao',
      invitedby: founder.id,
      role: 'broker',
    });
    const [user] = await t.database.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.id, body.user.id));
    expect(user?.name).toBe('Asha Rao');
    // Only a hash is stored, never the password.
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(GOOD_PASSWORD);

    // The new session works for a member-only endpoint.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: { authorization: `Bearer ${body.session.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: body.user.id, invitedby: founder.id });
  });

  it('matches the code case-insensitively after trimming, and stores the e-mail lower-cased', async () => {
    const email = freshEmail();
    const invitation = await createInvitation(t, email, founder.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Case Test',
        email: `  ${email.toUpperCase()} `,
        password: GOOD_PASSWORD,
        invite_code: `  ${invitation.inviteCode.toLowerCase()}\t`,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<AuthBody>().user.email).toBe(email);
    expect((await invitationRow(invitation.id))?.status).toBe('accepted');
  });
});

describe('sign-up refusals write nothing', () => {
  type Case = {
    name: string;
    status: number;
    message: string | RegExp;
    field?: string;
    /** Builds the request; gets a pending invitation's code. */
    request: (code: string) => { payload: string | object; headers?: Record<string, string> };
  };
  const valid = (code: string, over: Record<string, unknown> = {}) => ({
    name: 'Valid Name',
    email: freshEmail(),
    password: GOOD_PASSWORD,
    invite_code: code,
    ...over,
  });

  const cases: Case[] = [
    {
      name: 'malformed JSON',
      status: 400,
      message: 'The request body is not valid JSON',
      request: (code) => ({
        payload: `{"name":"X","email":"a@example.com","password":"${GOOD_PASSWORD}","invite_code":"${code}"`,
        headers: { 'content-type': 'application/json' },
      }),
    },
    {
      name: 'an empty JSON body',
      status: 400,
      message: 'The request body is not valid JSON',
      request: () => ({ payload: '', headers: { 'content-type': 'application/json' } }),
    },
    {
      name: 'a JSON array instead of an object',
      status: 400,
      message: /expected object/i,
      request: () => ({ payload: '[]', headers: { 'content-type': 'application/json' } }),
    },
    {
      name: 'a __proto__ key (prototype pollution)',
      status: 400,
      message: 'The request body is not valid JSON',
      request: (code) => ({
        payload: `{"name":"X Y","email":"p@example.com","password":"${GOOD_PASSWORD}","invite_code":"${code}","__proto__":{"role":"admin"}}`,
        headers: { 'content-type': 'application/json' },
      }),
    },
    {
      name: 'an unsupported content type',
      status: 415,
      message: 'Unsupported content type',
      request: (code) => ({
        payload: `<signup code="${code}"/>`,
        headers: { 'content-type': 'application/xml' },
      }),
    },
    {
      name: 'an unknown field',
      status: 400,
      message: 'Unknown field: role',
      request: (code) => ({ payload: valid(code, { role: 'admin' }) }),
    },
    {
      name: 'a number as the name',
      status: 400,
      message: 'Name is required',
      field: 'name',
      request: (code) => ({ payload: valid(code, { name: 42 }) }),
    },
    {
      name: 'an object as the e-mail',
      status: 400,
      message: 'Email is required',
      field: 'email',
      request: (code) => ({ payload: valid(code, { email: { $ne: '' } }) }),
    },
    {
      name: 'a number as the password',
      status: 400,
      message: 'Password is required',
      field: 'password',
      request: (code) => ({ payload: valid(code, { password: 12345678 }) }),
    },
    {
      name: 'a blank name',
      status: 400,
      message: 'Name is required',
      field: 'name',
      request: (code) => ({ payload: valid(code, { name: '   ' }) }),
    },
    {
      name: 'a name over 100 characters',
      status: 400,
      message: 'Name must be at most 100 characters',
      field: 'name',
      request: (code) => ({ payload: valid(code, { name: 'N'.repeat(101) }) }),
    },
    {
      name: 'an e-mail over 254 characters',
      status: 400,
      message: 'Email is too long',
      field: 'email',
      request: (code) => ({
        payload: valid(code, { email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }),
      }),
    },
    {
      name: 'a password over 128 characters',
      status: 400,
      message: 'Password must be at most 128 characters',
      field: 'password',
      request: (code) => ({ payload: valid(code, { password: 'Zq9!'.repeat(33) }) }),
    },
    {
      name: 'a malformed e-mail',
      status: 400,
      message: 'Must be a valid email address',
      field: 'email',
      request: (code) => ({ payload: valid(code, { email: 'not-an-email' }) }),
    },
    {
      name: 'a missing e-mail',
      status: 400,
      message: 'Email is required',
      field: 'email',
      request: (code) => ({ payload: { name: 'X Y', password: GOOD_PASSWORD, invite_code: code } }),
    },
    {
      name: 'a short password',
      status: 400,
      message: 'Password must be at least 8 characters',
      field: 'password',
      request: (code) => ({ payload: valid(code, { password: 'Ab3$x' }) }),
    },
    {
      name: 'a common password',
      status: 400,
      message: 'This password is too easy to guess. Choose a stronger one.',
      field: 'password',
      request: (code) => ({ payload: valid(code, { password: 'password123' }) }),
    },
    {
      name: 'a common password in other case',
      status: 400,
      message: 'This password is too easy to guess. Choose a stronger one.',
      field: 'password',
      request: (code) => ({ payload: valid(code, { password: 'PassWord123' }) }),
    },
    {
      name: 'a missing invitation code',
      status: 400,
      message: 'Please enter an invitation code',
      field: 'invite_code',
      request: () => ({ payload: { name: 'X Y', email: freshEmail(), password: GOOD_PASSWORD } }),
    },
    {
      name: 'a blank invitation code',
      status: 400,
      message: 'Please enter an invitation code',
      field: 'invite_code',
      request: () => ({ payload: valid('   ') }),
    },
    {
      name: 'an unknown invitation code',
      status: 404,
      message: 'Invalid invitation code',
      request: () => ({ payload: valid('ZZZZZZ') }),
    },
  ];

  for (const c of cases) {
    it(`refuses ${c.name} with ${c.status}`, async () => {
      // A fresh address each: one broker has one pending invitation per address.
      const invitation = await createInvitation(t, freshEmail(), founder.id);
      const before = await accountTableCounts(t);
      const { payload, headers } = c.request(invitation.inviteCode);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload, headers });
      expect(res.statusCode).toBe(c.status);
      const body = errorOf(res);
      if (typeof c.message === 'string') expect(body.message).toBe(c.message);
      else expect(body.message).toMatch(c.message);
      if (c.field) expect(body.field).toBe(c.field);
      expect(res.cookies.find((ck) => ck.name === 'bc_refresh')).toBeUndefined();
      expect(await accountTableCounts(t)).toEqual(before);
      expect((await invitationRow(invitation.id))?.status).toBe('pending');
    });
  }

  it('refuses a used code with 409 and writes nothing', async () => {
    const first = await createInvitation(t, 'first@example.com', founder.id);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: valid(first.inviteCode),
    });
    expect(ok.statusCode).toBe(201);

    const before = await accountTableCounts(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: valid(first.inviteCode),
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      message: 'This invitation code has already been used',
      field: 'invite_code',
    });
    expect(await accountTableCounts(t)).toEqual(before);
    // Still credited to the first account.
    expect((await invitationRow(first.id))?.acceptedBy).toBe(ok.json<AuthBody>().user.id);
  });

  it('refuses a duplicate e-mail (any case) with 409 and leaves the new invitation pending', async () => {
    const email = freshEmail();
    const first = await createInvitation(t, email, founder.id);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: valid(first.inviteCode, { email }),
    });
    expect(ok.statusCode).toBe(201);

    // The founder's invitation was claimed; another pending one to the same address.
    const second = await createInvitation(t, email, founder.id);
    const before = await accountTableCounts(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: valid(second.inviteCode, { email: email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      message: 'An account with this email already exists',
      field: 'email',
    });
    expect(await accountTableCounts(t)).toEqual(before);
    const untouched = await invitationRow(second.id);
    expect(untouched).toMatchObject({ status: 'pending', acceptedBy: null, acceptedAt: null });
  });
});

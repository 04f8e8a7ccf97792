// Invitation codes (spec section 5, decisions 'Product and placeholders'): checking a
// code, the founders' open code, and bootstrapping an empty database.
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET } from '#shared/invite-code.ts';
import { invitations, profiles } from '#server/db/schema.ts';
import { ensureFounderInvitation } from '#server/features/invitations/founder-bootstrap.ts';
import {
  bearer,
  createInvitation,
  createTestApp,
  registerBroker,
  type TestApp,
} from '../helpers/test-app';
import { accountTableCounts, errorOf, type AuthBody } from '../helpers/test-utils';

const FOUNDER_CODE = 'FoundersClub';
const PASSWORD = 'correct horse battery';

const validate = (t: TestApp, code: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/invitations/validate', payload: { code } });

const signup = (t: TestApp, email: string, code: string, name = 'New Member') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name, email, password: PASSWORD, invite_code: code },
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FOUNDER_INVITE_CODE: FOUNDER_CODE });
});
afterAll(async () => t.close());

// The tests of this file build on each other: empty database -> founder -> members.
describe('an empty database', () => {
  it("refuses the founders' code while no founding member exists", async () => {
    const res = await validate(t, ' foundersclub ');
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe('Error processing FOUNDERSCLUB code');

    const before = await accountTableCounts(t);
    const attempt = await signup(t, 'early@example.com', FOUNDER_CODE);
    expect(attempt.statusCode).toBe(422);
    expect(errorOf(attempt).message).toBe('Error processing FOUNDERSCLUB code');
    expect(await accountTableCounts(t)).toEqual(before);
  });

  it('bootstrap creates one pending founder invitation and returns the same URL each time', async () => {
    const url = await ensureFounderInvitation(t.database.db, t.config);
    expect(url).toMatch(/^http:\/\/localhost:3000\/register\?code=[A-Z2-9]{6}$/);
    const code = new URL(url ?? '').searchParams.get('code') ?? '';
    for (const ch of code) expect(INVITE_CODE_ALPHABET).toContain(ch);
    expect(await ensureFounderInvitation(t.database.db, t.config)).toBe(url);

    const rows = await t.database.db.select().from(invitations);
    expect(rows).toEqual([
      expect.objectContaining({
        inviteCode: code,
        inviterId: null,
        inviteeEmail: 'founder@example.com',
        status: 'pending',
      }),
    ]);
  });

  it('two instances booting at once on an empty database print the same code (decision 026)', async () => {
    await t.database.db.delete(invitations).where(isNull(invitations.inviterId));
    const urls = await Promise.all(
      Array.from({ length: 4 }, () => ensureFounderInvitation(t.database.db, t.config)),
    );
    expect(new Set(urls).size).toBe(1);
    const rows = await t.database.db.select().from(invitations);
    expect(rows.filter((r) => r.inviterId === null && r.status === 'pending')).toHaveLength(1);
  });

  it('the bootstrap code with another e-mail is refused with 403 and writes nothing', async () => {
    const url = await ensureFounderInvitation(t.database.db, t.config);
    const code = new URL(url ?? '').searchParams.get('code') ?? '';
    const before = await accountTableCounts(t);
    const res = await signup(t, 'impostor@example.com', code);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('This invitation is for the founding member’s email address');
    expect(await accountTableCounts(t)).toEqual(before);
    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.inviteCode, code));
    expect(row?.status).toBe('pending');
  });

  it('the bootstrap code with FOUNDER_EMAIL makes the admin, and bootstrap then stops', async () => {
    const url = await ensureFounderInvitation(t.database.db, t.config);
    const code = new URL(url ?? '').searchParams.get('code') ?? '';
    const res = await signup(t, 'Founder@Example.com', code.toLowerCase(), 'Founding Member');
    expect(res.statusCode).toBe(201);
    const body = res.json<AuthBody>();
    expect(body.user).toMatchObject({ email: 'founder@example.com', role: 'admin' });
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, body.user.id));
    expect(profile).toMatchObject({ role: 'admin', invitedby: null, email: 'founder@example.com' });
    const [invitation] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.inviteCode, code));
    expect(invitation).toMatchObject({ status: 'accepted', acceptedBy: body.user.id });

    expect(await ensureFounderInvitation(t.database.db, t.config)).toBeUndefined();
    expect(await t.database.db.select().from(invitations)).toHaveLength(1);
  });
});

describe('POST /api/invitations/validate', () => {
  let founderId: string;
  beforeAll(async () => {
    const [founder] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'founder@example.com'));
    if (!founder) throw new Error('founder missing: run the file in order');
    founderId = founder.id;
  });

  it('an empty or missing code', async () => {
    for (const res of [
      await validate(t, ''),
      await validate(t, '   '),
      await t.app.inject({ method: 'POST', url: '/api/invitations/validate', payload: {} }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        message: 'Please enter an invitation code',
        field: 'code',
      });
    }
  });

  it('a pending code in lower case with spaces', async () => {
    const invitation = await createInvitation(t, 'asha@example.com', founderId);
    const res = await validate(t, `  ${invitation.inviteCode.toLowerCase()}  `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      founder_code: false,
      invitation: {
        id: invitation.id,
        invite_code: invitation.inviteCode,
        invitee_email: 'asha@example.com',
        invitee_name: null,
        invitee_company_name: null,
        inviter_name: 'Founding Member',
      },
    });
  });

  it('an unknown code', async () => {
    const res = await validate(t, 'ZZZZZZ');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Invalid invitation code');
  });

  it('a used code', async () => {
    // The founder registered by hand above, so invite from them explicitly.
    const member = await registerBroker(t, { inviterId: founderId });
    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.acceptedBy, member.id));
    const res = await validate(t, row?.inviteCode ?? '');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('This invitation code has already been used');
  });

  it("the founders' code in any case once the founder exists", async () => {
    for (const code of ['FOUNDERSCLUB', ' foundersclub ']) {
      const res = await validate(t, code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ founder_code: true, invitation: null });
    }
  });

  it("sign-up with the founders' code records the founder as inviter and an accepted invitation", async () => {
    const res = await signup(t, 'open-door@example.com', 'foundersclub');
    expect(res.statusCode).toBe(201);
    const { user } = res.json<AuthBody>();
    expect(user.role).toBe('broker');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.invitedby).toBe(founderId);
    const rows = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.acceptedBy, user.id));
    expect(rows).toEqual([
      expect.objectContaining({
        inviterId: founderId,
        inviteeEmail: 'open-door@example.com',
        inviteeName: 'New Member',
        status: 'accepted',
      }),
    ]);
    // Its own code, not the open code, so the open code stays usable.
    expect(rows[0]?.inviteCode).toMatch(/^[A-Z2-9]{6}$/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: bearer(res.json<AuthBody>().session.access_token),
    });
    expect(me.json()).toMatchObject({ invitedby: founderId });

    const second = await signup(t, 'open-door-2@example.com', FOUNDER_CODE);
    expect(second.statusCode).toBe(201);
  });
});

describe('without FOUNDER_INVITE_CODE', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    await registerBroker(plain);
  });
  afterAll(async () => plain.close());

  it("the founders' code is just an unknown code", async () => {
    const res = await validate(plain, FOUNDER_CODE);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Invalid invitation code');
    const before = await accountTableCounts(plain);
    const attempt = await signup(plain, 'nope@example.com', FOUNDER_CODE);
    expect(attempt.statusCode).toBe(404);
    expect(await accountTableCounts(plain)).toEqual(before);
  });
});

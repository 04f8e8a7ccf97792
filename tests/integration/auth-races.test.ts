// Concurrent sign-ups: one invitation code makes exactly one account, and one e-mail
// address gets exactly one account, however the requests interleave.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, invitations, profiles } from '#server/db/schema.ts';
import {
  createInvitation,
  createTestApp,
  ensureFounder,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { countRows, errorOf, type AuthBody } from '../helpers/test-utils';

let t: TestApp;
let founder: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  founder = await ensureFounder(t);
});
afterAll(async () => t.close());

const signup = (email: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Racer', email, password: 'correct horse battery', invite_code: code },
  });

describe('sign-up races', () => {
  it('five concurrent sign-ups with one code: exactly one account', async () => {
    const invitation = await createInvitation(t, 'race@example.com', founder.id);
    const profilesBefore = await countRows(t, profiles);
    const emails = [1, 2, 3, 4, 5].map((i) => `race-code-${i}@example.com`);

    const responses = await Promise.all(
      emails.map((email) => signup(email, invitation.inviteCode)),
    );

    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const res of responses.filter((r) => r.statusCode === 409)) {
      expect(errorOf(res).message).toBe('This invitation code has already been used');
    }
    const winner = responses.find((r) => r.statusCode === 201);
    const winnerId = winner?.json<AuthBody>().user.id;
    expect(await countRows(t, profiles)).toBe(profilesBefore + 1);
    const created = await t.database.db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(inArray(authUsers.email, emails));
    expect(created.map((r) => r.id)).toEqual([winnerId]);
    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    expect(row).toMatchObject({ status: 'accepted', acceptedBy: winnerId });
  });

  it('concurrent sign-ups with one e-mail and two codes: one account, the other code stays pending', async () => {
    const email = 'same-address@example.com';
    // Two brokers invited one address (one broker has one pending invitation per address).
    const other = await registerBroker(t);
    const a = await createInvitation(t, email, founder.id);
    const b = await createInvitation(t, email, other.id);
    const usersBefore = await countRows(t, authUsers);

    const [resA, resB] = await Promise.all([
      signup(email, a.inviteCode),
      signup(email, b.inviteCode),
    ]);

    expect([resA.statusCode, resB.statusCode].sort()).toEqual([201, 409]);
    const loser = resA.statusCode === 409 ? resA : resB;
    expect(errorOf(loser)).toMatchObject({
      message: 'An account with this email already exists',
      field: 'email',
    });
    expect(await countRows(t, authUsers)).toBe(usersBefore + 1);

    const rows = await t.database.db
      .select()
      .from(invitations)
      .where(inArray(invitations.id, [a.id, b.id]));
    const winnerInvitation = resA.statusCode === 201 ? a.id : b.id;
    const loserInvitation = resA.statusCode === 201 ? b.id : a.id;
    expect(rows.find((r) => r.id === winnerInvitation)?.status).toBe('accepted');
    expect(rows.find((r) => r.id === loserInvitation)).toMatchObject({
      status: 'pending',
      acceptedBy: null,
      acceptedAt: null,
    });
  });
});

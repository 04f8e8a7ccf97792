// A member signs an agreement in the app by proving it is them again, so a stolen session
// alone cannot bind them: the code of their authenticator app when they have one
// enrolled (a step-up, good once), otherwise their password.
import { eq } from 'drizzle-orm';
import { AGREEMENT_MESSAGES, type BrokerSignature, type SignWith } from '#shared/schemas/agreements.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { authUsers } from '#server/db/schema.ts';
import { badRequest } from '#server/lib/http-errors.ts';
import { verifyPassword } from '#server/lib/passwords.ts';
import { hasVerifiedAuthenticator, verifyAuthenticatorStepUp } from '../auth';

export async function signWithOf(db: Queryable, userId: string): Promise<SignWith> {
  return (await hasVerifiedAuthenticator(db, userId)) ? 'authenticator' : 'password';
}

/** Refuses (400, naming the field) unless the member proved it is them; says how they did. */
export async function confirmBrokerSignature(ctx: AppContext, userId: string, input: BrokerSignature): Promise<SignWith> {
  if ((await signWithOf(ctx.db, userId)) === 'authenticator') {
    if (!input.mfa_code) throw badRequest(AGREEMENT_MESSAGES.mfaCodeRequired, 'mfa_code');
    if (!(await verifyAuthenticatorStepUp(ctx, userId, input.mfa_code))) throw badRequest(AGREEMENT_MESSAGES.mfaCodeWrong, 'mfa_code');
    return 'authenticator';
  }
  if (!input.password) throw badRequest('Password is required', 'password');
  const [user] = await ctx.db.select({ passwordHash: authUsers.passwordHash }).from(authUsers).where(eq(authUsers.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    throw badRequest(AGREEMENT_MESSAGES.passwordWrong, 'password');
  }
  return 'password';
}

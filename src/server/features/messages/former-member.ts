// The other party of a conversation whose account was deleted (decision 029): their id
// still groups the history, but nothing else of them is left to show.
import { and, eq, or } from 'drizzle-orm';
import { FORMER_MEMBER_NAME } from '#shared/schemas/account.ts';
import type { z } from 'zod';
import type { connectionPartySchema } from '#shared/schemas/connections.ts';
import type { Queryable } from '#server/db/open.ts';
import { messages } from '#server/db/schema.ts';

export const formerMemberParty = (id: string): z.infer<typeof connectionPartySchema> => ({
  id,
  full_name: FORMER_MEMBER_NAME,
  avatar_url: null,
  company_name: null,
  city: null,
});

/** True when `readerId` and `otherId` exchanged at least one message. */
export async function haveExchangedMessages(q: Queryable, readerId: string, otherId: string): Promise<boolean> {
  const [row] = await q
    .select({ id: messages.id })
    .from(messages)
    .where(
      or(
        and(eq(messages.senderId, readerId), eq(messages.recipientId, otherId)),
        and(eq(messages.senderId, otherId), eq(messages.recipientId, readerId)),
      ),
    )
    .limit(1);
  return !!row;
}

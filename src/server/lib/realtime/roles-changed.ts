// A control message on the realtime channel, never sent to a client: "this broker's
// role changed". A trigger on profiles sends it (migration 0017), so a role set by an
// operator in plain SQL counts as much as one set by the app. Every instance hears it
// and reads that broker's role again (session-liveness.ts): a demoted admin loses admin
// access on every instance within one NOTIFY round trip, not at the token's expiry.
import { z } from 'zod';
import { parseJsonAs } from '#server/lib/parse-json-as.ts';

/** The payload's key; the trigger in the migration writes the same name. */
export const ROLE_CHANGED_KEY = 'role_changed';

// Any string: an id PostgreSQL took (typed by hand, say) must not be dropped for not being
// a version-4 UUID; forgetting an id nobody has costs nothing.
const roleChangedSchema = z.object({ [ROLE_CHANGED_KEY]: z.string().min(1) });

/**
 * What a payload says of roles: the broker whose role changed, 'unreadable' when it
 * names a role change it does not spell out (the caller then forgets every session
 * rather than trust a role), or undefined when it is something else.
 */
export function decodeRoleChanged(payload: string): string | 'unreadable' | undefined {
  if (!payload.includes(`"${ROLE_CHANGED_KEY}"`)) return undefined;
  return parseJsonAs(roleChangedSchema, payload)?.[ROLE_CHANGED_KEY] ?? 'unreadable';
}

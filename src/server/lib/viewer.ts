// Who is asking, as the visibility and edit rules need it. The admin flag is the
// profile's role read with the caller's session (route-access.ts), not the token's.
import type { Placeholder } from 'drizzle-orm';
export type Viewer = { id: string; isAdmin: boolean };

/**
 * A reader as a query builder takes it: the id may be a placeholder, so that one
 * statement prepared once serves every broker (lib/prepared.ts).
 */
export type QueryReader = { id: string | Placeholder; isAdmin: boolean };

// Who is asking, as the visibility and edit rules need it. The admin flag is read
// from the profile, not the token, so a demotion takes effect at once (as the route
// guard does for admin routes).
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { profiles } from '../db/schema';

export type Viewer = { id: string; isAdmin: boolean };

export async function loadViewer(db: Queryable, claims: { sub: string }): Promise<Viewer> {
  const [row] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, claims.sub));
  return { id: claims.sub, isAdmin: row?.role === 'admin' };
}

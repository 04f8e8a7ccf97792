// Who may change a property (spec section 6): its owner, or an admin. Its own module so
// the presenter (can_edit) and policy.ts (which reads the property) need not import
// each other.
import type { Viewer } from '#server/lib/viewer.ts';

export function canEditProperty(viewer: Viewer, ownerId: string): boolean {
  return viewer.isAdmin || viewer.id === ownerId;
}

// Who may change a property (spec section 6): its owner, or an admin. Seeing is
// decided by visibility.ts; a caller who cannot see a property gets the same 404 as
// for a missing one, and only a caller who can see it learns they may not edit it.
import { PROPERTY_MESSAGES } from '../../../shared/schemas/properties';
import type { Queryable } from '../../db/open';
import { forbidden, notFound } from '../../lib/http-errors';
import type { PropertyWithBroker } from './presenter';
import { findVisibleProperty } from './property-queries';
import type { Viewer } from '../../lib/viewer';

export function canEditProperty(viewer: Viewer, ownerId: string): boolean {
  return viewer.isAdmin || viewer.id === ownerId;
}

export function assertCanEditProperty(viewer: Viewer, ownerId: string): void {
  if (!canEditProperty(viewer, ownerId)) throw forbidden(PROPERTY_MESSAGES.notAuthorized);
}

/** The property `viewer` is about to change: 404 if they cannot see it, 403 if they may not edit it. */
export async function loadEditableProperty(
  db: Queryable,
  viewer: Viewer,
  propertyId: string,
): Promise<PropertyWithBroker> {
  const found = await findVisibleProperty(db, viewer, propertyId);
  if (!found) throw notFound(PROPERTY_MESSAGES.notFound);
  assertCanEditProperty(viewer, found.property.userId);
  return found;
}

// What a change to a property needs: a caller who cannot see it gets the same 404 as
// for a missing one, and only a caller who can see it learns they may not edit it
// (can-edit-property.ts; seeing is decided by visibility.ts).
import { PROPERTY_MESSAGES } from '#shared/schemas/properties.ts';
import type { Queryable } from '#server/db/open.ts';
import { forbidden, notFound } from '#server/lib/http-errors.ts';
import type { PropertyWithBroker } from './presenter';
import { findVisibleProperty } from './property-queries';
import type { Viewer } from '#server/lib/viewer.ts';
import { canEditProperty } from './can-edit-property';

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

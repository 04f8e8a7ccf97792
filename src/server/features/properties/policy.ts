// What a change to a property needs: a caller who cannot see it gets the same 404 as
// for a missing one, and only a caller who can see it learns they may not edit it
// (can-edit-property.ts; seeing is decided by visibility.ts).
import { PROPERTY_MESSAGES } from '../../../shared/schemas/properties';
import type { Queryable } from '../../db/open';
import { forbidden, notFound } from '../../lib/http-errors';
import type { PropertyWithBroker } from './presenter';
import { findVisibleProperty } from './property-queries';
import type { Viewer } from '../../lib/viewer';
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

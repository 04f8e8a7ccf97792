// Checks of the ids a property form refers to: the city and area (their names are
// copied onto the row, as the spec's schema keeps both) and the broker an admin
// assigns the property to.
import { and, eq } from 'drizzle-orm';
import { PROPERTY_MESSAGES } from '#shared/schemas/properties.ts';
import type { Queryable } from '#server/db/open.ts';
import { cities, localAreas, profiles } from '#server/db/schema.ts';
import { badRequest, forbidden } from '#server/lib/http-errors.ts';
import type { Viewer } from '#server/lib/viewer.ts';

export type Place = { cityId: number; city: string; areaId: number | null; area: string | null };

export async function resolvePlace(
  db: Queryable,
  cityId: number,
  areaId: number | null | undefined,
): Promise<Place> {
  const [city] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId));
  if (!city) throw badRequest(PROPERTY_MESSAGES.cityRequired, 'city_id');
  if (areaId === null || areaId === undefined)
    return { cityId, city: city.name, areaId: null, area: null };
  const [area] = await db
    .select({ area: localAreas.area })
    .from(localAreas)
    .where(and(eq(localAreas.id, areaId), eq(localAreas.cityId, cityId)));
  if (!area) throw badRequest(PROPERTY_MESSAGES.areaNotInCity, 'area_id');
  return { cityId, city: city.name, areaId, area: area.area };
}

/** The owner of a new property: the caller, or (admins only) the broker they picked. */
export async function resolveNewOwner(
  db: Queryable,
  viewer: Viewer,
  selectedBrokerId: string | undefined,
): Promise<string> {
  if (!selectedBrokerId || selectedBrokerId === viewer.id) return viewer.id;
  if (!viewer.isAdmin) throw forbidden(PROPERTY_MESSAGES.assignAdminOnly);
  const [broker] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, selectedBrokerId));
  if (!broker) throw badRequest(PROPERTY_MESSAGES.brokerNotFound, 'selectedBrokerId');
  return broker.id;
}

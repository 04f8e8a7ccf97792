import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.ts';
import { cities, localAreas } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-errors.ts';

export const CITY_NOT_FOUND = 'City not found';

// Case-insensitive, and the same on every server: the default collation differs
// between PGlite and a PostgreSQL built with ICU/glibc locales.
const byName = (column: typeof cities.name | typeof localAreas.area) =>
  sql`lower(${column}) collate "C"`;

export function listCities(db: Db) {
  return db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .orderBy(byName(cities.name), asc(cities.id));
}

/** The city's localities by name; an unknown city is a 404, not an empty list. */
export async function listAreasOfCity(db: Db, cityId: number) {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  if (!city) throw notFound(CITY_NOT_FOUND);
  return db
    .select({ id: localAreas.id, area: localAreas.area })
    .from(localAreas)
    .where(eq(localAreas.cityId, cityId))
    .orderBy(byName(localAreas.area), asc(localAreas.id));
}

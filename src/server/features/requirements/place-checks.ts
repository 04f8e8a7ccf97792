// A requirement's city must exist and every area must be one of that city's, checked on
// each write (an edit may change the city and leave areas of the old one behind).
import { and, eq, inArray } from 'drizzle-orm';
import { REQUIREMENT_MESSAGES } from '#shared/schemas/requirements.ts';
import type { Queryable } from '#server/db/open.ts';
import { cities, localAreas } from '#server/db/schema.ts';
import { badRequest } from '#server/lib/http-errors.ts';

/** The area ids without repeats, in the order given, once the city and areas are known good. */
export async function checkPlace(db: Queryable, cityId: number, areaIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(areaIds)];
  const [[city], areas] = await Promise.all([
    db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)),
    unique.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: localAreas.id })
          .from(localAreas)
          .where(and(eq(localAreas.cityId, cityId), inArray(localAreas.id, unique))),
  ]);
  if (!city) throw badRequest(REQUIREMENT_MESSAGES.cityRequired, 'city_id');
  if (areas.length !== unique.length) throw badRequest(REQUIREMENT_MESSAGES.areaNotInCity, 'area_ids');
  return unique;
}

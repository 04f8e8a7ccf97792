// The cities and local areas the parser matches and the form selects, read from the
// database (so areas an admin adds count, not only the seed) and kept in memory for a
// few minutes per app: scraping is rare, the reference data changes rarer still.
import { asc, eq } from 'drizzle-orm';
import { canonicalCity } from '#shared/quick-entry/parse-city.ts';
import type { CityLocalities } from '#shared/quick-entry/pick-city-localities.ts';
import type { Db } from '#server/db/open.ts';
import { cities, localAreas } from '#server/db/schema.ts';

export type PlaceRefs = {
  /** For pickCityLocalities and the requirement parser: every city with its areas as { id, name }. */
  cities: ReadonlyArray<CityLocalities & { id: number; localities: ReadonlyArray<{ id: number; name: string }> }>;
  cityId(name: string | null): number | null;
  areaId(cityId: number | null, area: string | null): number | null;
  /** The city of an area name found in exactly one city. */
  onlyCityOfArea(area: string): { id: number; name: string } | null;
};

export const PLACE_REFS_TTL_MS = 5 * 60 * 1000;

/** A loader that reads the database at most once per `ttlMs` (concurrent calls share one read). */
export function createPlaceRefsCache(db: Db, ttlMs = PLACE_REFS_TTL_MS): () => Promise<PlaceRefs> {
  let cached: { at: number; refs: Promise<PlaceRefs> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) {
      const refs = loadPlaceRefs(db);
      cached = { at: now, refs };
      // A failed read is not kept: the next request tries again.
      refs.catch(() => {
        if (cached?.refs === refs) cached = null;
      });
    }
    return cached.refs;
  };
}

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export async function loadPlaceRefs(db: Db): Promise<PlaceRefs> {
  const rows = await db
    .select({ cityId: cities.id, city: cities.name, areaId: localAreas.id, area: localAreas.area })
    .from(cities)
    .leftJoin(localAreas, eq(localAreas.cityId, cities.id))
    .orderBy(asc(cities.id), asc(localAreas.id));

  const byCity = new Map<number, { id: number; name: string; localities: { id: number; name: string }[] }>();
  const cityIds = new Map<string, number>();
  const areaIds = new Map<string, number>();
  const citiesOfArea = new Map<string, { id: number; name: string }[]>();
  for (const row of rows) {
    let city = byCity.get(row.cityId);
    if (!city) {
      city = { id: row.cityId, name: row.city, localities: [] };
      byCity.set(row.cityId, city);
      cityIds.set(key(row.city), row.cityId);
      const canonical = canonicalCity(row.city);
      if (canonical && !cityIds.has(key(canonical))) cityIds.set(key(canonical), row.cityId);
    }
    if (row.areaId === null || row.area === null) continue;
    city.localities.push({ id: row.areaId, name: row.area });
    areaIds.set(`${row.cityId}|${key(row.area)}`, row.areaId);
    const list = citiesOfArea.get(key(row.area)) ?? [];
    list.push({ id: row.cityId, name: row.city });
    citiesOfArea.set(key(row.area), list);
  }

  return {
    cities: [...byCity.values()],
    cityId: (name) => {
      if (!name) return null;
      return cityIds.get(key(name)) ?? cityIds.get(key(canonicalCity(name) ?? '')) ?? null;
    },
    areaId: (cityId, area) =>
      cityId === null || !area ? null : (areaIds.get(`${cityId}|${key(area)}`) ?? null),
    onlyCityOfArea: (area) => {
      const list = citiesOfArea.get(key(area));
      return list && list.length === 1 ? (list[0] ?? null) : null;
    },
  };
}

// Reference rows every install needs (cities and their localities). Idempotent, so it
// runs on every boot and picks up localities added to the seed file later.
import type { Queryable } from '../open';
import { cities, localAreas } from '../schema';
import { seedCities } from './localities';

export async function seedReferenceData(db: Queryable): Promise<void> {
  await db
    .insert(cities)
    .values(seedCities.map((c) => ({ name: c.name })))
    .onConflictDoNothing();
  const rows = await db.select({ id: cities.id, name: cities.name }).from(cities);
  const idByName = new Map(rows.map((r) => [r.name, r.id]));
  const areaRows = seedCities.flatMap((c) => {
    const cityId = idByName.get(c.name);
    return cityId === undefined ? [] : c.localities.map((area) => ({ area, cityId }));
  });
  await db.insert(localAreas).values(areaRows).onConflictDoNothing();
}

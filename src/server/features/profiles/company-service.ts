// Companies are found or created by name, whatever the letter case, so two brokers
// of one firm share its row (and its affiliation flags). The unique index on
// lower(name) settles a race between two first savers.
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/open.ts';
import { company } from '#server/db/schema.ts';

export type CompanyRow = typeof company.$inferSelect;

export async function findOrCreateCompany(db: Queryable, name: string): Promise<CompanyRow> {
  const byName = eq(sql`lower(${company.name})`, name.toLowerCase());
  const [existing] = await db.select().from(company).where(byName);
  if (existing) return existing;
  await db.insert(company).values({ name }).onConflictDoNothing();
  const [row] = await db.select().from(company).where(byName);
  if (!row) throw new Error(`company ${name} was neither found nor created`);
  return row;
}

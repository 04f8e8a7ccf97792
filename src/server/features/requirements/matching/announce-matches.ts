// Turns newly matching pairs into requirement_match notifications: one per requirement for
// its owner (how many listings now fit it) and one per listing for its owner (how many
// requirements it fits). A broker's own listing fitting their own requirement is not news
// to them and raises nothing.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import { cities, properties, requirementMatches, requirements } from '#server/db/schema.ts';
import { notifyRequirementMatches, type MatchAnnouncement } from '../../notifications';
import { titleOf } from '../presenter';
import { areasOf } from '../requirement-queries';
import type { AnnouncedPair } from './refresh-matches';

export async function announceMatches(ctx: AppContext, announced: readonly AnnouncedPair[]): Promise<void> {
  // Announced by a job a moment after the save: a pair that stopped matching meanwhile (the
  // listing made Private, a connection removed) is no longer news to anyone.
  const pairs = await stillActive(ctx, announced);
  if (pairs.length === 0) return;
  const requirementIds = [...new Set(pairs.map((p) => p.requirementId))];
  const propertyIds = [...new Set(pairs.map((p) => p.propertyId))];
  const [requirementRows, propertyRows] = await Promise.all([
    // What a title needs, and no more: selectRequirements also counts each one's matches,
    // thousands for a broad requirement (issue 19 bench: 200 ms for one new listing).
    ctx.db
      .select({ requirement: requirements, city: cities.name, areas: areasOf })
      .from(requirements)
      .innerJoin(cities, eq(cities.id, requirements.cityId))
      .where(inArray(requirements.id, requirementIds)),
    ctx.db
      .select({ id: properties.id, userId: properties.userId, title: properties.title })
      .from(properties)
      .where(inArray(properties.id, propertyIds)),
  ]);
  const requirementOf = new Map(requirementRows.map((r) => [r.requirement.id, { ownerId: r.requirement.userId, title: titleOf(r) }]));
  const propertyOf = new Map(propertyRows.map((p) => [p.id, p]));

  const byRecipientItem = new Map<string, MatchAnnouncement>();
  const add = (key: string, announcement: Omit<MatchAnnouncement, 'count'>) => {
    const found = byRecipientItem.get(key);
    if (found) found.count += 1;
    else byRecipientItem.set(key, { ...announcement, count: 1 });
  };
  for (const pair of pairs) {
    const requirement = requirementOf.get(pair.requirementId);
    const property = propertyOf.get(pair.propertyId);
    if (!requirement || !property || requirement.ownerId === property.userId) continue;
    const facts = {
      requirementId: pair.requirementId,
      requirementTitle: requirement.title,
      propertyId: property.id,
      propertyTitle: property.title,
    };
    add(`r:${pair.requirementId}`, { ...facts, recipientId: requirement.ownerId, role: 'requirement_owner' });
    add(`p:${pair.propertyId}`, { ...facts, recipientId: property.userId, role: 'listing_owner' });
  }
  await notifyRequirementMatches(ctx, [...byRecipientItem.values()]);
}

async function stillActive(ctx: AppContext, pairs: readonly AnnouncedPair[]): Promise<AnnouncedPair[]> {
  if (pairs.length === 0) return [];
  const keys = pairs.map((p) => sql`(${p.requirementId}::uuid, ${p.propertyId}::uuid)`);
  return ctx.db
    .select({ requirementId: requirementMatches.requirementId, propertyId: requirementMatches.propertyId })
    .from(requirementMatches)
    .where(
      and(
        eq(requirementMatches.active, true),
        sql`(${requirementMatches.requirementId}, ${requirementMatches.propertyId}) in (${sql.join(keys, sql`, `)})`,
      ),
    );
}

// The row a notification points at (entity_type/entity_id), attached only when its
// reader may see it now; one query per entity type for a whole page. Properties are
// not here: visible-properties.ts answers them (the content's property_title needs the
// same answer).
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { NotificationEntity } from '#shared/schemas/notifications.ts';
import type { Queryable } from '#server/db/open.ts';
import { connections, invitations, profiles, properties, propertyViews, socialPosts } from '#server/db/schema.ts';
import { brokerSummaryColumns, presentBrokerSummary } from '#server/lib/broker-summary.ts';
import { isAcceptedConnection } from '../properties';
import { readerRefsSource, refId, refKey, refReaderId, type ReaderRef } from './reader-refs';

/** The entity types loaded here; 'properties' has its own loader. */
export const LOADED_ENTITY_TYPES = ['profiles', 'connections', 'invitations', 'property_views', 'social_posts'] as const;
export type LoadedEntityType = (typeof LOADED_ENTITY_TYPES)[number];

export type EntityRef = ReaderRef & { entityType: LoadedEntityType };

export const entityKey = (entityType: string, readerId: string, id: string) => `${entityType}|${refKey(readerId, id)}`;

type Loader = (q: Queryable, refs: readonly EntityRef[]) => Promise<Array<[string, NotificationEntity]>>;

const idsOf = (refs: readonly EntityRef[]) => [...new Set(refs.map((r) => r.refId))];

/**
 * Each ref's row, when its reader may see it (`mayRead`), presented and keyed by
 * entityKey: the refs of a page ask for the same few rows, each for its own reader.
 */
function entitiesFor<Row extends { id: string }>(
  entityType: LoadedEntityType,
  refs: readonly EntityRef[],
  rows: readonly Row[],
  mayRead: (row: Row, readerId: string) => boolean,
  present: (row: Row) => NotificationEntity,
): Array<[string, NotificationEntity]> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return refs.flatMap((ref): Array<[string, NotificationEntity]> => {
    const row = byId.get(ref.refId);
    return row && mayRead(row, ref.readerId) ? [[entityKey(entityType, ref.readerId, row.id), present(row)]] : [];
  });
}

// Any member may see any member's profile (the network list shows them all).
const loadProfiles: Loader = async (q, refs) => {
  const rows = await q
    .select(brokerSummaryColumns)
    .from(profiles)
    .where(inArray(profiles.id, idsOf(refs)));
  return entitiesFor(
    'profiles',
    refs,
    rows,
    () => true,
    (row) => ({ entity_type: 'profiles', ...presentBrokerSummary(row) }),
  );
};

// Only its two parties may see a connection, and only while it exists.
const loadConnections: Loader = async (q, refs) => {
  const rows = await q.select().from(connections).where(inArray(connections.id, idsOf(refs)));
  return entitiesFor(
    'connections',
    refs,
    rows,
    (row, readerId) => row.requesterId === readerId || row.recipientId === readerId,
    (row) => ({
      entity_type: 'connections',
      id: row.id,
      requester_id: row.requesterId,
      recipient_id: row.recipientId,
      status: row.status === 'accepted' ? 'accepted' : 'pending',
    }),
  );
};

// An invitation is its inviter's business.
const loadInvitations: Loader = async (q, refs) => {
  const rows = await q
    .select({
      id: invitations.id,
      inviterId: invitations.inviterId,
      inviteeEmail: invitations.inviteeEmail,
      inviteeName: invitations.inviteeName,
      status: invitations.status,
    })
    .from(invitations)
    .where(inArray(invitations.id, idsOf(refs)));
  return entitiesFor(
    'invitations',
    refs,
    rows,
    (row, readerId) => row.inviterId === readerId,
    (row) => ({
      entity_type: 'invitations',
      id: row.id,
      invitee_email: row.inviteeEmail,
      invitee_name: row.inviteeName,
      status: row.status,
    }),
  );
};

// Who viewed a property is for its owner only.
const loadPropertyViews: Loader = async (q, refs) => {
  const rows = await q
    .select({ id: propertyViews.id, propertyId: propertyViews.propertyId, userId: propertyViews.userId, ownerId: properties.userId })
    .from(propertyViews)
    .innerJoin(properties, eq(properties.id, propertyViews.propertyId))
    .where(inArray(propertyViews.id, idsOf(refs)));
  return entitiesFor(
    'property_views',
    refs,
    rows,
    (row, readerId) => row.ownerId === readerId,
    (row) => ({ entity_type: 'property_views', id: row.id, property_id: row.propertyId, user_id: row.userId }),
  );
};

// A post is seen by its author and, unless hidden after reports, by accepted connections.
const loadSocialPosts: Loader = async (q, refs) => {
  const rows = await q
    .select({
      readerId: refReaderId,
      id: socialPosts.id,
      userId: socialPosts.userId,
      content: socialPosts.content,
      createdAt: socialPosts.createdAt,
    })
    .from(socialPosts)
    .innerJoin(readerRefsSource(refs), eq(socialPosts.id, refId))
    .where(
      or(
        eq(socialPosts.userId, refReaderId),
        and(isNull(socialPosts.hiddenAt), isAcceptedConnection(refReaderId, socialPosts.userId)),
      ),
    );
  return rows.map((row) => {
    const entity: NotificationEntity = {
      entity_type: 'social_posts',
      id: row.id,
      user_id: row.userId,
      content: row.content,
      created_at: row.createdAt.toISOString(),
    };
    return [entityKey('social_posts', row.readerId, row.id), entity];
  });
};

const LOADERS: Record<LoadedEntityType, Loader> = {
  profiles: loadProfiles,
  connections: loadConnections,
  invitations: loadInvitations,
  property_views: loadPropertyViews,
  social_posts: loadSocialPosts,
};

/** Keyed by entityKey(type, reader, id); a row the reader may not see is absent. */
export async function loadEntities(q: Queryable, refs: readonly EntityRef[]): Promise<Map<string, NotificationEntity>> {
  const results = await Promise.all(
    LOADED_ENTITY_TYPES.map((type) => {
      const ofType = refs.filter((r) => r.entityType === type);
      return ofType.length > 0 ? LOADERS[type](q, ofType) : Promise.resolve([]);
    }),
  );
  return new Map(results.flat());
}

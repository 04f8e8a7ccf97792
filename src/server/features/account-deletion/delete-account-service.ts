// 'Delete my account' (decision 029, India's DPDP Act: the right to erasure). After the
// current password is checked, one transaction removes the account: the auth user row
// goes and everything of theirs follows by foreign key (profile, listings and their
// views, flyers, posts with their comments, likes and bookmarks, connections, their own
// notifications and settings, sessions, factors, reset tokens, exports), and this file
// does what no foreign key can: others' notifications about them go or name a 'Former
// member', the invitations they sent and their outgoing mail go, and a conversation
// whose other party has already left goes too. The messages they sent stay in the
// others' conversations (messages keep both ids and no foreign key), shown as from a
// 'Former member'. The same transaction tells every instance to refuse the account's
// tokens and close its sockets. The files go after the commit: photos, post images,
// flyer folders, the folders of the projects they market (photos and brochures), the
// profile photo and exports (a cached preview image sits in its
// source photo's folder, so it goes with it).
import { and, eq, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACCOUNT_MESSAGES, FORMER_MEMBER_NAME } from '#shared/schemas/account.ts';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Tx } from '#server/db/open.ts';
import {
  agreements,
  authUsers,
  connections,
  dataExports,
  flyers,
  invitations,
  mailOutbox,
  messages,
  notifications,
  profiles,
  projects,
  properties,
  socialPosts,
} from '#server/db/schema.ts';
import { badRequest, unauthorized } from '#server/lib/http-errors.ts';
import { storageKeyOfUrl } from '#server/lib/media/media-urls.ts';
import { verifyPassword } from '#server/lib/passwords.ts';
import { publishEvents } from '#server/lib/realtime/publish-events.ts';
import type { Envelope } from '#server/lib/realtime/envelope.ts';
import { revokeAllSessions } from '../auth';
import { deletePostImage } from '#server/lib/media/post-image.ts';
import { deleteFlyerFolders } from '#server/lib/media/flyer-images.ts';
import { NAME_FIELDS } from '../notifications';
import { deletePropertyImages } from '#server/lib/media/property-images.ts';
import { deleteProjectFolders } from '#server/lib/media/project-files.ts';

// Account deletions take turns (any constant; the same on every instance): a pair of
// brokers deleting at the same moment would otherwise each see the other still there
// and both leave their conversation behind.
const DELETION_LOCK_KEY = 727_274_029;

/** What to remove from storage once the rows are gone. */
type Leftovers = {
  propertyImages: string[];
  flyerIds: string[];
  postImages: string[];
  avatarKey: string | null;
  exportKeys: string[];
  /** Their agreements' folders (the executed PDFs, drawn signatures); the rows go by foreign key. */
  agreementIds: string[];
  /** The projects they market: their photos and brochures (the rows go by foreign key). */
  projectIds: string[];
};

export async function deleteAccount(ctx: AppContext, userId: string, password: string): Promise<void> {
  const [user] = await ctx.db
    .select({ passwordHash: authUsers.passwordHash })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword, 'password');
  }
  const erased = await ctx.db.transaction((tx) => eraseAccount(tx, userId));
  if (!erased) return;
  // This instance stops trusting the account's tokens at once; the others heard the
  // revocation with the commit (decision 017) and close its sockets.
  ctx.sessions.forget(erased.revokedSessions);
  await removeFiles(ctx, erased.leftovers);
}

async function eraseAccount(
  tx: Tx,
  userId: string,
): Promise<{ leftovers: Leftovers; revokedSessions: string[] } | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DELETION_LOCK_KEY})`);
  const [profile] = await tx
    .select({ email: profiles.email, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [account] = await tx.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId));
  // Deleted meanwhile by another request of the same broker.
  if (!account) return undefined;

  const ownProperties = await tx
    .select({ id: properties.id, images: properties.images })
    .from(properties)
    .where(eq(properties.userId, userId));
  const propertyIds = ownProperties.map((p) => p.id);
  // Their own flyers, and others' flyers of their listings (those go with the listing).
  const affectedFlyers = await tx
    .select({ id: flyers.id, userId: flyers.userId })
    .from(flyers)
    .innerJoin(properties, eq(properties.id, flyers.propertyId))
    .where(or(eq(flyers.userId, userId), propertyIds.length > 0 ? inArray(flyers.propertyId, propertyIds) : undefined));
  const posts = await tx
    .select({ imageUrl: socialPosts.imageUrl })
    .from(socialPosts)
    .where(eq(socialPosts.userId, userId));
  const ownConnections = await tx
    .select()
    .from(connections)
    .where(or(eq(connections.requesterId, userId), eq(connections.recipientId, userId)));
  const exports = await tx
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(eq(dataExports.userId, userId));
  const partners = await conversationPartners(tx, userId);
  const ownAgreements = await tx.select({ id: agreements.id }).from(agreements).where(eq(agreements.ownerId, userId));
  const ownProjects = await tx.select({ id: projects.id }).from(projects).where(eq(projects.marketerId, userId));

  // Others' notifications whose subject was theirs go (a request from them, their
  // joining, their listings); the rest (their messages, their views of others'
  // listings) stay with 'Former member' in place of the stored name.
  const aboutThem: SQL[] = [and(eq(notifications.entityType, 'profiles'), eq(notifications.entityId, userId)) as SQL];
  if (ownConnections.length > 0) {
    aboutThem.push(
      and(eq(notifications.entityType, 'connections'), inArray(notifications.entityId, ownConnections.map((c) => c.id))) as SQL,
    );
  }
  if (propertyIds.length > 0) {
    aboutThem.push(and(eq(notifications.entityType, 'properties'), inArray(notifications.entityId, propertyIds)) as SQL);
  }
  await tx.delete(notifications).where(or(...aboutThem));
  await anonymiseNotifications(tx, userId);

  // A conversation whose other party has already left has no reader any more.
  const other = alias(profiles, 'other');
  const otherId = sql`case when ${messages.senderId} = ${userId} then ${messages.recipientId} else ${messages.senderId} end`;
  await tx
    .delete(messages)
    .where(
      and(
        or(eq(messages.senderId, userId), eq(messages.recipientId, userId)),
        notExists(tx.select({ id: other.id }).from(other).where(sql`${other.id} = ${otherId} and ${other.id} <> ${userId}`)),
      ),
    );

  // What they typed about the people they invited is theirs; a code they sent stops working.
  await tx.delete(invitations).where(eq(invitations.inviterId, userId));
  await tx.update(profiles).set({ invitedby: null }).where(eq(profiles.invitedby, userId));
  const addresses = [...new Set([account.email, profile?.email].filter((e): e is string => !!e))];
  await tx.delete(mailOutbox).where(inArray(mailOutbox.toAddress, addresses));

  // Every session ends, announced to every instance with this commit (its tokens are
  // refused and its sockets closed at once); then everything else of theirs follows by
  // foreign key.
  const revokedSessions = await revokeAllSessions(tx, userId);
  await tx.delete(authUsers).where(eq(authUsers.id, userId));

  const events: Envelope[] = [];
  for (const c of ownConnections) {
    events.push({
      userIds: [c.requesterId === userId ? c.recipientId : c.requesterId],
      event: {
        kind: 'connection.changed',
        connection_id: c.id,
        requester_id: c.requesterId,
        recipient_id: c.recipientId,
        status: 'removed',
      },
    });
  }
  // Feeds, network listings, flyer lists and inboxes on others' screens held their things.
  const touched = new Set([
    ...ownConnections.map((c) => (c.requesterId === userId ? c.recipientId : c.requesterId)),
    ...partners,
    ...affectedFlyers.map((f) => f.userId),
  ]);
  touched.delete(userId);
  if (touched.size > 0) events.push({ userIds: [...touched], event: { kind: 'resync' } });
  await publishEvents(tx, events);

  const leftovers: Leftovers = {
    propertyImages: ownProperties.flatMap((p) => p.images),
    flyerIds: affectedFlyers.map((f) => f.id),
    postImages: posts.flatMap((p) => (p.imageUrl ? [p.imageUrl] : [])),
    avatarKey: profile?.avatarUrl ? storageKeyOfUrl(profile.avatarUrl) : null,
    exportKeys: exports.flatMap((e) => (e.key ? [e.key] : [])),
    agreementIds: ownAgreements.map((a) => a.id),
    projectIds: ownProjects.map((p) => p.id),
  };
  return { leftovers, revokedSessions };
}

/** The brokers the account exchanged messages with. */
async function conversationPartners(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({
      id: sql<string>`case when ${messages.senderId} = ${userId} then ${messages.recipientId} else ${messages.senderId} end`,
    })
    .from(messages)
    .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)));
  return rows.map((r) => r.id);
}

/** Every stored name of the account in others' notifications becomes 'Former member'. */
async function anonymiseNotifications(tx: Tx, userId: string): Promise<void> {
  const patches = NAME_FIELDS.map(
    ([nameField, idField]) =>
      sql`case when ${notifications.content} ->> ${idField} = ${userId} and ${notifications.content} ? ${nameField} then jsonb_build_object(${nameField}::text, ${FORMER_MEMBER_NAME}::text) else '{}'::jsonb end`,
  );
  const mentions = NAME_FIELDS.map(([, idField]) => sql`${notifications.content} ->> ${idField} = ${userId}`);
  await tx
    .update(notifications)
    .set({ content: sql`${notifications.content} || ${sql.join(patches, sql` || `)}` })
    .where(or(...mentions));
}

/** Best effort, each on its own: a leftover file is unreachable (no row names it) and logged. */
async function removeFiles(ctx: AppContext, leftovers: Leftovers): Promise<void> {
  const attempts: Array<[string, Promise<void>]> = [
    ['listing photos', deletePropertyImages(ctx.storage, leftovers.propertyImages)],
    ['flyer folders', deleteFlyerFolders(ctx.storage, leftovers.flyerIds)],
    ['project folders', deleteProjectFolders(ctx.storage, leftovers.projectIds)],
    ...leftovers.postImages.map((url): [string, Promise<void>] => ['a post image', deletePostImage(ctx.storage, url)]),
    ...leftovers.exportKeys.map((key): [string, Promise<void>] => ['an export', ctx.storage.delete(key)]),
    ...leftovers.agreementIds.map((id): [string, Promise<void>] => ['an agreement folder', ctx.storage.deletePrefix(`agreements/${id}/`)]),
  ];
  if (leftovers.avatarKey?.startsWith('avatars/')) {
    const folder = leftovers.avatarKey.slice(0, leftovers.avatarKey.lastIndexOf('/') + 1);
    attempts.push(['the profile photo', ctx.storage.deletePrefix(folder)]);
  }
  const results = await Promise.allSettled(attempts.map(([, promise]) => promise));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      ctx.log.warn({ err: result.reason, what: attempts[i]?.[0] }, 'account deletion: a file could not be removed');
    }
  });
}

// Reading and marking notifications (spec sections 4, 6, 7): a broker sees, marks and
// counts only their own; what a notification shows of other rows follows what its
// reader may see now; rows of unknown kinds still render.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, notifications, profiles, propertyViews, socialPosts } from '#server/db/schema.ts';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notifications.ts';
import { bearer, createInvitation, createTestApp, ensureFounder, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import {
  listNotifications,
  markAllRead,
  markRead,
  notificationsOfType,
  requestConnection,
  unreadCount,
} from '../helpers/notifications';
import { connectBrokers, createProperty, placeOf, putProperty, propertyData, type Place } from '../helpers/properties';
import { errorOf } from '../helpers/test-utils';

let t: TestApp;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

/** A broker with `n` connection requests waiting (from fresh brokers). */
async function brokerWithRequests(n: number): Promise<SignedIn> {
  const broker = await registerBroker(t);
  for (let i = 0; i < n; i++) await requestConnection(t, await registerBroker(t), broker);
  return broker;
}

describe('own notifications only', () => {
  it("lists, counts and marks only the caller's; another's id answers 404 and stays unread", async () => {
    const a = await brokerWithRequests(2);
    const b = await brokerWithRequests(1);
    const listA = await listNotifications(t, a);
    expect(listA.items.map((n) => n.user_id)).toEqual([a.id, a.id]);
    expect(listA).toMatchObject({ total: 2, unread_count: 2, page: 1 });
    const [bsOnly] = (await listNotifications(t, b)).items;
    if (!bsOnly) throw new Error('b has no notification');

    for (const id of [bsOnly.id, randomUUID(), 'not-a-uuid']) {
      const res = await markRead(t, a, id);
      expect(res.statusCode, id).toBe(404);
      expect(errorOf(res).message).toBe(NOTIFICATION_MESSAGES.notFound);
    }
    expect(await unreadCount(t, b)).toBe(1);
    expect((await listNotifications(t, b)).items[0]?.read_at).toBeNull();
  });

  it('marking read is idempotent and the count never drops below zero', async () => {
    const a = await brokerWithRequests(1);
    const [n] = (await listNotifications(t, a)).items;
    if (!n) throw new Error('no notification');
    const first = await markRead(t, a, n.id);
    expect(first.statusCode).toBe(200);
    const marked = first.json<{ id: string; read_at: string | null }>();
    expect(marked.id).toBe(n.id);
    expect(marked.read_at).not.toBeNull();
    const again = await markRead(t, a, n.id);
    expect(again.json()).toMatchObject({ id: n.id, read_at: marked.read_at });
    expect(await unreadCount(t, a)).toBe(0);
    expect((await markAllRead(t, a)).json()).toMatchObject({ updated: 0 });
    expect(await unreadCount(t, a)).toBe(0);
    expect((await listNotifications(t, a)).unread_count).toBe(0);
  });

  it("read-all marks the caller's unread rows and nobody else's", async () => {
    const a = await brokerWithRequests(3);
    const b = await brokerWithRequests(2);
    const [one] = (await listNotifications(t, a)).items;
    await markRead(t, a, one?.id ?? '');
    const res = await markAllRead(t, a);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ updated: number; read_at: string }>();
    expect(body.updated).toBe(2);
    expect(new Date(body.read_at).getTime()).not.toBeNaN();
    expect(await unreadCount(t, a)).toBe(0);
    // The one read before keeps its own read_at.
    const items = (await listNotifications(t, a)).items;
    expect(items.filter((n) => n.read_at === body.read_at)).toHaveLength(2);
    expect(await unreadCount(t, b)).toBe(2);
  });

  it('pages newest first with the total', async () => {
    const a = await brokerWithRequests(5);
    const page1 = await listNotifications(t, a, '?page=1&page_size=2');
    const page3 = await listNotifications(t, a, '?page=3&page_size=2');
    expect(page1).toMatchObject({ total: 5, unread_count: 5, page: 1, page_size: 2 });
    expect(page1.items).toHaveLength(2);
    expect(page3.items).toHaveLength(1);
    const all = (await listNotifications(t, a, '?page_size=5')).items;
    const times = all.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect([...page1.items, ...(await listNotifications(t, a, '?page=2&page_size=2')).items, ...page3.items].map((n) => n.id)).toEqual(
      all.map((n) => n.id),
    );
    const bad = await t.app.inject({ method: 'GET', url: '/api/notifications?page_size=500', headers: bearer(a.accessToken) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('what a notification shows follows what its reader may see now', () => {
  it('a listing made Private keeps its notification but loses the entity, title and area', async () => {
    const owner = await registerBroker(t, { name: 'Narrowing Owner' });
    const reader = await registerBroker(t);
    await connectBrokers(t, owner, reader);
    const listing = await createProperty(t, owner, place, { title: 'Soon to be private' });
    const [before] = await notificationsOfType(t, reader, 'new_listing');
    expect(before?.entity).toMatchObject({ entity_type: 'properties', id: listing.id });
    expect(before?.content.property_title).toBe('Soon to be private');

    const res = await putProperty(t, owner, listing.id, propertyData(place, { title: 'Now private', visibility: 'Private' }));
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await notificationsOfType(t, reader, 'new_listing');
    expect(after?.entity).toBeNull();
    expect(after?.content).toEqual({ creator_name: 'Narrowing Owner', user_id: owner.id, property_id: listing.id });
    expect(JSON.stringify(after)).not.toContain('private');
  });

  it('a renamed listing shows its current title; a deleted one shows none', async () => {
    const owner = await registerBroker(t);
    const reader = await registerBroker(t);
    await connectBrokers(t, owner, reader);
    const listing = await createProperty(t, owner, place, { title: 'Original title' });
    await putProperty(t, owner, listing.id, propertyData(place, { title: 'Renamed title' }));
    expect((await notificationsOfType(t, reader, 'new_listing'))[0]?.content.property_title).toBe('Renamed title');

    const del = await t.app.inject({ method: 'DELETE', url: `/api/properties/${listing.id}`, headers: bearer(owner.accessToken) });
    expect(del.statusCode).toBe(204);
    const [gone] = await notificationsOfType(t, reader, 'new_listing');
    expect(gone?.entity).toBeNull();
    expect(gone?.content.property_title).toBeUndefined();
  });

  it('a removed connection is no longer attached; names are the current ones', async () => {
    const asker = await registerBroker(t, { name: 'Old Name' });
    const recipient = await registerBroker(t);
    const id = await requestConnection(t, asker, recipient);
    await t.database.db.update(profiles).set({ fullName: 'New Name' }).where(eq(profiles.id, asker.id));
    const [n] = await notificationsOfType(t, recipient, 'connection_request');
    expect(n?.content.requester_name).toBe('New Name');
    expect(n?.entity).toMatchObject({ entity_type: 'connections', id });

    // Issue 5 adds removal through the API; either side removing deletes the row.
    await t.database.db.delete(connections).where(eq(connections.id, id));
    const [after] = await notificationsOfType(t, recipient, 'connection_request');
    expect(after?.entity).toBeNull();
    expect(after?.entity_id).toBe(id);
  });
});

describe('rows of every kind render, and attach only what the reader may see', () => {
  it('unknown types, invalid entity types and bad ids render without an error or a leak', async () => {
    const reader = await registerBroker(t);
    const friend = await registerBroker(t, { name: 'Friendly Poster' });
    const stranger = await registerBroker(t, { name: 'Stranger Poster' });
    await connectBrokers(t, reader, friend);
    const readerListing = await createProperty(t, reader, place, { visibility: 'Private' });
    const strangerListing = await createProperty(t, stranger, place, { visibility: 'Private', title: 'Secret plot' });
    const [friendPost] = await t.database.db.insert(socialPosts).values({ userId: friend.id, content: 'Friend post' }).returning();
    const [strangerPost] = await t.database.db
      .insert(socialPosts)
      .values({ userId: stranger.id, content: 'Stranger post' })
      .returning();
    const [ownView] = await t.database.db
      .insert(propertyViews)
      .values({ propertyId: readerListing.id, userId: friend.id })
      .returning();
    const [otherView] = await t.database.db
      .insert(propertyViews)
      .values({ propertyId: strangerListing.id, userId: friend.id })
      .returning();
    const ownInvitation = await createInvitation(t, `own-${randomUUID()}@example.com`, reader.id);
    const otherInvitation = await createInvitation(t, `other-${randomUUID()}@example.com`, stranger.id);

    const rows: Array<{ label: string; type: string; entityType: string | null; entityId: string | null; content?: unknown }> = [
      { label: 'unknown type', type: 'mystery_event', entityType: null, entityId: null, content: { anything: 'goes', requester_name: 42 } },
      { label: 'testimonials', type: 'new_member', entityType: 'testimonials', entityId: randomUUID() },
      { label: 'bogus type', type: 'new_member', entityType: 'bogus_table', entityId: randomUUID() },
      { label: 'bad id', type: 'new_listing', entityType: 'properties', entityId: 'not-a-uuid', content: { property_id: 'nope', property_title: 'x' } },
      { label: 'content not an object', type: 'message', entityType: null, entityId: null, content: ['a', 'b'] },
      { label: 'own post', type: 'x', entityType: 'social_posts', entityId: friendPost?.id ?? '' },
      { label: 'stranger post', type: 'x', entityType: 'social_posts', entityId: strangerPost?.id ?? '' },
      { label: 'own view', type: 'x', entityType: 'property_views', entityId: ownView?.id ?? '' },
      { label: 'other view', type: 'x', entityType: 'property_views', entityId: otherView?.id ?? '' },
      { label: 'own invitation', type: 'x', entityType: 'invitations', entityId: ownInvitation.id },
      { label: 'other invitation', type: 'x', entityType: 'invitations', entityId: otherInvitation.id },
      { label: 'hidden listing', type: 'x', entityType: 'properties', entityId: strangerListing.id, content: { property_id: strangerListing.id, property_title: 'Secret plot', area: 'Somewhere' } },
      { label: 'profile', type: 'x', entityType: 'profiles', entityId: stranger.id },
      { label: 'missing profile', type: 'x', entityType: 'profiles', entityId: randomUUID() },
    ];
    await t.database.db.insert(notifications).values(
      rows.map((r, i) => ({
        userId: reader.id,
        type: r.type,
        content: r.content ?? {},
        entityType: r.entityType,
        entityId: r.entityId,
        actionUrl: null,
        // One second apart, so the list order is the rows' order reversed.
        createdAt: new Date(Date.now() - (rows.length - i) * 1000),
      })),
    );

    const list = await listNotifications(t, reader, '?page_size=50');
    const byLabel = new Map(rows.map((r, i) => [r.label, list.items[list.items.length - 1 - i]]));
    const entityOf = (label: string) => byLabel.get(label)?.entity;
    expect(byLabel.get('unknown type')).toMatchObject({ type: 'mystery_event', content: { anything: 'goes' }, entity: null });
    expect(byLabel.get('unknown type')?.content).not.toHaveProperty('requester_name');
    expect(byLabel.get('content not an object')?.content).toEqual({});
    for (const label of ['testimonials', 'bogus type', 'bad id', 'stranger post', 'other view', 'other invitation', 'hidden listing', 'missing profile']) {
      expect(entityOf(label), label).toBeNull();
    }
    expect(byLabel.get('bad id')?.content).toEqual({ property_id: 'nope' });
    expect(byLabel.get('hidden listing')?.content).toEqual({ property_id: strangerListing.id });
    expect(entityOf('own post')).toMatchObject({ entity_type: 'social_posts', content: 'Friend post', user_id: friend.id });
    expect(entityOf('own view')).toMatchObject({ entity_type: 'property_views', property_id: readerListing.id, user_id: friend.id });
    expect(entityOf('own invitation')).toMatchObject({ entity_type: 'invitations', invitee_email: ownInvitation.inviteeEmail });
    expect(entityOf('profile')).toMatchObject({ entity_type: 'profiles', id: stranger.id, full_name: 'Stranger Poster' });
    expect(JSON.stringify(list)).not.toContain('Secret plot');
    expect(JSON.stringify(list)).not.toContain('Stranger post');
    expect(JSON.stringify(list)).not.toContain(otherInvitation.inviteeEmail);
  });

  it('an admin reader sees what admins may see (every listing)', async () => {
    const admin = await ensureFounder(t);
    const owner = await registerBroker(t);
    const listing = await createProperty(t, owner, place, { visibility: 'Private', title: 'Admin can see' });
    await t.database.db.insert(notifications).values({
      userId: admin.id,
      type: 'property_view',
      content: { property_id: listing.id, property_title: 'Admin can see' },
      entityType: 'properties',
      entityId: listing.id,
    });
    const [n] = await notificationsOfType(t, admin, 'property_view');
    expect(n?.entity).toMatchObject({ entity_type: 'properties', id: listing.id });
    expect(n?.content.property_title).toBe('Admin can see');
  });
});

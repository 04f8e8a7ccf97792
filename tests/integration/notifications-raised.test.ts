// Each notification type is raised by its real action (spec section 3): the right
// recipient, content fields, action_url and entity; and nobody else hears of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, ensureFounder, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import {
  acceptConnection,
  listNotifications,
  notificationsOfType,
  requestConnection,
} from '../helpers/notifications';
import { connectBrokers, createProperty, placeOf, type Place } from '../helpers/properties';

let t: TestApp;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

const named = (name: string) => registerBroker(t, { name });

describe('connection notifications', () => {
  it('a request notifies its recipient, with the requester and the pending connection', async () => {
    const asker = await named('Asha Requester');
    const recipient = await named('Ravi Recipient');
    const id = await requestConnection(t, asker, recipient);

    const [n, ...more] = await notificationsOfType(t, recipient, 'connection_request');
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      user_id: recipient.id,
      content: { requester_id: asker.id, requester_name: 'Asha Requester' },
      action_url: '/connections',
      entity_type: 'connections',
      entity_id: id,
      entity: { entity_type: 'connections', id, requester_id: asker.id, recipient_id: recipient.id, status: 'pending' },
      read_at: null,
    });
    // The asker is told nothing about their own request.
    expect((await listNotifications(t, asker)).total).toBe(0);
  });

  it('accepting notifies the broker who asked, leading to the accepter', async () => {
    const asker = await named('Meera Asker');
    const accepter = await named('Kiran Accepter');
    const id = await requestConnection(t, asker, accepter);
    await acceptConnection(t, accepter, id);

    const [n, ...more] = await notificationsOfType(t, asker, 'connection_accepted');
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      content: { accepter_id: accepter.id, accepter_name: 'Kiran Accepter' },
      action_url: `/broker/${accepter.id}`,
      entity_type: 'connections',
      entity_id: id,
      entity: { entity_type: 'connections', id, status: 'accepted' },
    });
    // Accepting again changes nothing and raises nothing.
    await acceptConnection(t, accepter, id);
    expect(await notificationsOfType(t, asker, 'connection_accepted')).toHaveLength(1);
    expect(await notificationsOfType(t, accepter, 'connection_accepted')).toEqual([]);
  });

  it('asking back is accepting: the first asker hears it was accepted, nobody gets a second request', async () => {
    const first = await named('First Asker');
    const second = await named('Second Asker');
    const id = await requestConnection(t, first, second);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: bearer(second.accessToken),
      payload: { recipient_id: first.id },
    });
    expect(back.json()).toMatchObject({ id, status: 'accepted' });

    const accepted = await notificationsOfType(t, first, 'connection_accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.content).toMatchObject({ accepter_id: second.id, accepter_name: 'Second Asker' });
    expect(await notificationsOfType(t, first, 'connection_request')).toEqual([]);
    expect(await notificationsOfType(t, second, 'connection_request')).toHaveLength(1);
  });
});

describe('new_member', () => {
  it('the inviter hears when their invitee joins', async () => {
    const inviter = await named('Inviting Broker');
    const joined = await registerBroker(t, { inviterId: inviter.id, name: 'Newly Joined' });
    const [n, ...more] = await notificationsOfType(t, inviter, 'new_member');
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      content: { user_id: joined.id, full_name: 'Newly Joined' },
      action_url: `/broker/${joined.id}`,
      entity_type: 'profiles',
      entity_id: joined.id,
      entity: { entity_type: 'profiles', id: joined.id, full_name: 'Newly Joined' },
    });
  });

  it("the founder's bootstrap sign-up (no inviter) raises nothing", async () => {
    const founder = await ensureFounder(t);
    const list = await listNotifications(t, founder, '?page_size=50');
    expect(list.items.filter((n) => n.type === 'new_member' && n.content.user_id === founder.id)).toEqual([]);
  });
});

describe('new_listing', () => {
  let owner: SignedIn;
  let connected: SignedIn;
  let pending: SignedIn;
  let stranger: SignedIn;
  beforeAll(async () => {
    owner = await named('Listing Owner');
    connected = await named('Connected Broker');
    pending = await named('Pending Broker');
    stranger = await named('Stranger Broker');
    await connectBrokers(t, owner, connected);
    await connectBrokers(t, pending, owner, 'pending');
  });

  it("a listing others may see goes to the owner's accepted connections only", async () => {
    const listing = await createProperty(t, owner, place, { visibility: 'Network Only', title: 'Lake view villa' });
    const [n, ...more] = await notificationsOfType(t, connected, 'new_listing');
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      content: {
        creator_name: 'Listing Owner',
        user_id: owner.id,
        property_id: listing.id,
        property_title: 'Lake view villa',
        area: place.areaName,
      },
      action_url: `/property/${listing.id}`,
      entity_type: 'properties',
      entity_id: listing.id,
      entity: { entity_type: 'properties', id: listing.id, user_id: owner.id, title: 'Lake view villa' },
    });
    for (const other of [pending, stranger, owner]) {
      expect(await notificationsOfType(t, other, 'new_listing')).toEqual([]);
    }
  });

  it('a Private listing raises nothing', async () => {
    const before = (await notificationsOfType(t, connected, 'new_listing')).length;
    await createProperty(t, owner, place, { visibility: 'Private', title: 'Quiet private plot' });
    expect(await notificationsOfType(t, connected, 'new_listing')).toHaveLength(before);
  });

  it("a listing an admin creates for a broker is announced in the owner's name", async () => {
    const admin = await ensureFounder(t);
    const listing = await createProperty(t, admin, place, {
      selectedBrokerId: owner.id,
      title: 'Assigned by the admin',
    });
    const [latest] = await notificationsOfType(t, connected, 'new_listing');
    expect(latest).toMatchObject({
      content: { creator_name: 'Listing Owner', user_id: owner.id, property_id: listing.id },
    });
  });
});

describe('property_view', () => {
  it('the owner hears of a recorded view, once per session, never of their own', async () => {
    const owner = await named('Viewed Owner');
    const viewer = await named('Curious Viewer');
    const listing = await createProperty(t, owner, place, { title: 'Much viewed flat' });
    const view = (as: SignedIn) =>
      t.app.inject({ method: 'POST', url: `/api/properties/${listing.id}/views`, headers: bearer(as.accessToken) });

    expect((await view(viewer)).json()).toMatchObject({ recorded: true });
    expect((await view(viewer)).json()).toMatchObject({ recorded: false });
    await view(owner);

    const [n, ...more] = await notificationsOfType(t, owner, 'property_view');
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      content: {
        viewer_id: viewer.id,
        viewer_name: 'Curious Viewer',
        property_id: listing.id,
        property_title: 'Much viewed flat',
      },
      action_url: `/property/${listing.id}`,
      entity_type: 'properties',
      entity_id: listing.id,
      entity: { entity_type: 'properties', id: listing.id },
    });
    expect(await notificationsOfType(t, viewer, 'property_view')).toEqual([]);
  });
});

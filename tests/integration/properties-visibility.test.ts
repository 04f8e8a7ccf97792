// The visibility matrix (issue 3): every kind of viewer x every visibility x every
// surface, one table, one expected outcome per cell. Private = owner only; Network
// Only = owner + accepted connections; All = every signed-in broker; Public =
// everyone; admins see everything. A hidden property answers exactly like a missing one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkPropertyList, Property, PropertyList, Visibility } from '#shared/schemas/properties.ts';
import { PROPERTY_MESSAGES, VISIBILITIES } from '#shared/schemas/properties.ts';
import type { BrokerPage } from '#shared/schemas/profiles.ts';
import { jpegImage } from '../helpers/images';
import {
  connectBrokers,
  createProperty,
  getJson,
  placeOf,
  propertyData,
  putProperty,
  type Place,
} from '../helpers/properties';
import {
  bearer,
  createTestApp,
  ensureFounder,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

type ViewerName =
  | 'signed out'
  | 'owner'
  | 'accepted connection'
  | 'pending requester'
  | 'pending recipient'
  | 'unconnected member'
  | 'admin';

// detail: status of GET /api/properties/:id. mine / network / broker: is the property
// in that list. photo: does its photo URL appear in any response the viewer got.
// update / delete: status of PUT / DELETE.
type Cell = {
  viewer: ViewerName;
  visibility: Visibility;
  detail: number;
  mine: boolean;
  network: boolean;
  broker: boolean;
  photo: boolean;
  update: number;
  delete: number;
};

const row = (
  viewer: ViewerName,
  visibility: Visibility,
  detail: number,
  mine: boolean,
  network: boolean,
  broker: boolean,
  photo: boolean,
  update: number,
  del: number,
): Cell => ({ viewer, visibility, detail, mine, network, broker, photo, update, delete: del });

const Y = true;
const N = false;

// Signed out: every property API needs a session (Public listings reach signed-out
// visitors through the public flyer and profile pages, not this API).
// prettier-ignore
const MATRIX: Cell[] = [
  //   viewer                 visibility      detail mine network broker photo update delete
  row('signed out',          'Private',       401,   N,   N,      N,     N,    401,   401),
  row('signed out',          'Network Only',  401,   N,   N,      N,     N,    401,   401),
  row('signed out',          'All',           401,   N,   N,      N,     N,    401,   401),
  row('signed out',          'Public',        401,   N,   N,      N,     N,    401,   401),
  row('owner',               'Private',       200,   Y,   N,      Y,     Y,    200,   204),
  row('owner',               'Network Only',  200,   Y,   N,      Y,     Y,    200,   204),
  row('owner',               'All',           200,   Y,   N,      Y,     Y,    200,   204),
  row('owner',               'Public',        200,   Y,   N,      Y,     Y,    200,   204),
  row('accepted connection', 'Private',       404,   N,   N,      N,     N,    404,   404),
  row('accepted connection', 'Network Only',  200,   N,   Y,      Y,     Y,    403,   403),
  row('accepted connection', 'All',           200,   N,   Y,      Y,     Y,    403,   403),
  row('accepted connection', 'Public',        200,   N,   Y,      Y,     Y,    403,   403),
  row('pending requester',   'Private',       404,   N,   N,      N,     N,    404,   404),
  row('pending requester',   'Network Only',  404,   N,   N,      N,     N,    404,   404),
  row('pending requester',   'All',           200,   N,   N,      Y,     Y,    403,   403),
  row('pending requester',   'Public',        200,   N,   N,      Y,     Y,    403,   403),
  row('pending recipient',   'Private',       404,   N,   N,      N,     N,    404,   404),
  row('pending recipient',   'Network Only',  404,   N,   N,      N,     N,    404,   404),
  row('pending recipient',   'All',           200,   N,   N,      Y,     Y,    403,   403),
  row('pending recipient',   'Public',        200,   N,   N,      Y,     Y,    403,   403),
  row('unconnected member',  'Private',       404,   N,   N,      N,     N,    404,   404),
  row('unconnected member',  'Network Only',  404,   N,   N,      N,     N,    404,   404),
  row('unconnected member',  'All',           200,   N,   N,      Y,     Y,    403,   403),
  row('unconnected member',  'Public',        200,   N,   N,      Y,     Y,    403,   403),
  row('admin',               'Private',       200,   N,   N,      Y,     Y,    200,   204),
  row('admin',               'Network Only',  200,   N,   N,      Y,     Y,    200,   204),
  row('admin',               'All',           200,   N,   N,      Y,     Y,    200,   204),
  row('admin',               'Public',        200,   N,   N,      Y,     Y,    200,   204),
];

// Exact totals each viewer gets on the list surfaces (the network's: its items) (null: refused, 401). The owner
// has the four listings; nobody else has any of their own.
const TOTALS: Record<
  ViewerName,
  { mine: number | null; network: number | null; broker: number | null }
> = {
  'signed out': { mine: null, network: null, broker: null },
  owner: { mine: 4, network: 0, broker: 4 },
  'accepted connection': { mine: 0, network: 3, broker: 3 },
  'pending requester': { mine: 0, network: 0, broker: 2 },
  'pending recipient': { mine: 0, network: 0, broker: 2 },
  'unconnected member': { mine: 0, network: 0, broker: 2 },
  admin: { mine: 0, network: 0, broker: 4 },
};

let t: TestApp;
let place: Place;
let owner: SignedIn;
const viewers = new Map<ViewerName, SignedIn | null>();
const listings = new Map<Visibility, Property>();

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
  const admin = await ensureFounder(t);
  owner = await registerBroker(t, { name: 'Owner Broker' });
  const connection = await registerBroker(t);
  const pendingRequester = await registerBroker(t);
  const pendingRecipient = await registerBroker(t);
  const stranger = await registerBroker(t);
  await connectBrokers(t, connection, owner, 'accepted');
  await connectBrokers(t, pendingRequester, owner, 'pending');
  await connectBrokers(t, owner, pendingRecipient, 'pending');
  viewers.set('signed out', null);
  viewers.set('owner', owner);
  viewers.set('accepted connection', connection);
  viewers.set('pending requester', pendingRequester);
  viewers.set('pending recipient', pendingRecipient);
  viewers.set('unconnected member', stranger);
  viewers.set('admin', admin);
  const photo = await jpegImage(120, 90);
  for (const visibility of VISIBILITIES) {
    listings.set(
      visibility,
      await createProperty(t, owner, place, { visibility, title: `${visibility} listing` }, [
        photo,
      ]),
    );
  }
});
afterAll(async () => t.close());

const viewerOf = (name: ViewerName) => viewers.get(name) ?? null;
const listingOf = (visibility: Visibility) => {
  const listing = listings.get(visibility);
  if (!listing) throw new Error(`no ${visibility} listing`);
  return listing;
};

describe('visibility matrix', () => {
  it('covers every viewer and every visibility exactly once', () => {
    expect(MATRIX).toHaveLength(7 * 4);
    expect(new Set(MATRIX.map((c) => `${c.viewer}|${c.visibility}`)).size).toBe(28);
  });

  describe.each(MATRIX)('$viewer x $visibility', (cell) => {
    it(`detail ${cell.detail}, lists (mine ${cell.mine}, network ${cell.network}, broker ${cell.broker}), photo ${cell.photo}`, async () => {
      const viewer = viewerOf(cell.viewer);
      const listing = listingOf(cell.visibility);
      const photoUrl = listing.images[0] ?? '';
      const thumbUrl = listing.thumbnail_url ?? '';
      expect(photoUrl).toMatch(/^\/media\/property_images\/[0-9a-f]{32}\/full\.webp$/);

      const detail = await getJson(t, viewer, `/api/properties/${listing.id}`);
      expect(detail.statusCode, 'detail').toBe(cell.detail);
      if (cell.detail === 404) {
        // Identical to a property that does not exist.
        const missing = await getJson(
          t,
          viewer,
          '/api/properties/00000000-0000-4000-8000-000000000000',
        );
        expect(errorOf(detail)).toEqual(errorOf(missing));
        expect(errorOf(detail).message).toBe(PROPERTY_MESSAGES.notFound);
      }
      if (cell.detail === 200) expect(detail.json<Property>().id).toBe(listing.id);

      const mine = await getJson(t, viewer, '/api/properties/mine');
      const network = await getJson(t, viewer, '/api/properties/network');
      const broker = await getJson(t, viewer, `/api/brokers/${owner.id}`);
      const totals = TOTALS[cell.viewer];
      expectList(
        mine.statusCode,
        viewer ? mine.json<PropertyList>() : null,
        listing.id,
        cell.mine,
        totals.mine,
        'mine',
      );
      expectList(
        network.statusCode,
        viewer ? network.json<NetworkPropertyList>() : null,
        listing.id,
        cell.network,
        totals.network,
        'network',
      );
      expectList(
        broker.statusCode,
        viewer ? broker.json<BrokerPage>().listings : null,
        listing.id,
        cell.broker,
        totals.broker,
        'broker',
      );

      const everything = [detail.body, mine.body, network.body, broker.body].join('\n');
      expect(everything.includes(photoUrl), 'photo URL in a response').toBe(cell.photo);
      expect(everything.includes(thumbUrl), 'thumbnail URL in a response').toBe(cell.photo);
    });

    it(`update answers ${cell.update}`, async () => {
      const viewer = viewerOf(cell.viewer);
      const listing = listingOf(cell.visibility);
      const data = {
        ...propertyData(place, {
          visibility: cell.visibility,
          title: `${cell.visibility} listing (edited)`,
        }),
        remove_images: [],
      };
      const res = viewer
        ? await putProperty(t, viewer, listing.id, data)
        : await t.app.inject({ method: 'PUT', url: `/api/properties/${listing.id}`, payload: {} });
      expect(res.statusCode, res.body).toBe(cell.update);
      if (cell.update === 200) {
        const updated = res.json<Property>();
        expect(updated.title).toBe(`${cell.visibility} listing (edited)`);
        // Edits never move the property: an admin's edit keeps the owner.
        expect(updated.user_id).toBe(owner.id);
        expect(updated.images).toEqual(listing.images);
      }
      if (cell.update === 403) expect(errorOf(res).message).toBe(PROPERTY_MESSAGES.notAuthorized);
      if (cell.update === 404) expect(errorOf(res).message).toBe(PROPERTY_MESSAGES.notFound);
    });

    it(`delete answers ${cell.delete}`, async () => {
      const viewer = viewerOf(cell.viewer);
      // A listing of its own, so the shared ones (and the totals above) stay put.
      const disposable = await createProperty(t, owner, place, {
        visibility: cell.visibility,
        title: 'Disposable listing',
      });
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/properties/${disposable.id}`,
        headers: viewer ? bearer(viewer.accessToken) : {},
      });
      expect(res.statusCode, res.body).toBe(cell.delete);
      if (cell.delete === 403) expect(errorOf(res).message).toBe(PROPERTY_MESSAGES.notAuthorized);
      if (cell.delete === 404) expect(errorOf(res).message).toBe(PROPERTY_MESSAGES.notFound);
      const after = await getJson(t, owner, `/api/properties/${disposable.id}`);
      expect(after.statusCode).toBe(cell.delete === 204 ? 404 : 200);
      if (cell.delete !== 204) {
        const cleanup = await t.app.inject({
          method: 'DELETE',
          url: `/api/properties/${disposable.id}`,
          headers: bearer(owner.accessToken),
        });
        expect(cleanup.statusCode).toBe(204);
      }
    });
  });
});

function expectList(
  status: number,
  list: PropertyList | NetworkPropertyList | null,
  id: string,
  listed: boolean,
  total: number | null,
  surface: string,
): void {
  if (total === null) {
    expect(status, surface).toBe(401);
    return;
  }
  expect(status, surface).toBe(200);
  if (!list) throw new Error(`no ${surface} list`);
  expect(
    list.items.some((p) => p.id === id),
    `${surface} lists it`,
  ).toBe(listed);
  // Network listings are not counted (decision 046): the same figure as the page's items.
  if ('total' in list) expect(list.total, `${surface} total`).toBe(total);
  else expect(list.has_more, `${surface} has more`).toBe(total > list.page_size);
  expect(list.items).toHaveLength(Math.min(total, list.page_size));
}

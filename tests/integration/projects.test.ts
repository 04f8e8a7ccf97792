// Projects through the API (issue 21): create with validation, read, change, reassign,
// delete, the two lists and their filters; who sees a project (marketer, connection,
// stranger, admin, visitor) for each visibility; who may register clients; and who sees
// registrations (their broker and the project's marketer, nobody else).
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  PROJECT_MESSAGES,
  type Project,
  type ProjectList,
  type RegistrationList,
} from '#shared/schemas/projects.ts';
import { projectRegistrations, projects } from '#server/db/schema.ts';
import { test } from '../helpers/fixtures';
import { notificationsOfType } from '../helpers/notifications';
import {
  bangaloreId,
  call,
  postProject,
  register,
  registerOk,
  registrationsOf,
} from '../helpers/projects';
import { connectBrokers } from '../helpers/properties';
import { ensureFounder, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { countRows, errorOf } from '../helpers/test-utils';

async function listOf(t: TestApp, who: SignedIn, query: string): Promise<ProjectList> {
  const res = await call(t, who, 'GET', `/api/projects?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProjectList>();
}

describe('creating a project', () => {
  test('saves the fields with their defaults; the creator is its marketer', async ({
    t,
    broker,
  }) => {
    const cityId = await bangaloreId(t);
    const created = await postProject(t, broker, {
      name: '  Sobha Dream Acres ',
      developer: 'Sobha Ltd',
      rera_project_number: 'PRM/KA/RERA/1251/446/PR/171015/000468',
      area: 'Panathur',
      address: 'Balagere Road',
      possession_date: '2027-12-31',
      description: 'Phase 2 towers',
      amenities: ['Clubhouse', 'Pool'],
      commission: '2.5 % of agreement value',
    });
    expect(created).toMatchObject({
      name: 'Sobha Dream Acres',
      marketer_id: broker.id,
      marketer: { id: broker.id },
      city_id: cityId,
      city: 'Bangalore',
      possession_date: '2027-12-31',
      amenities: ['Clubhouse', 'Pool'],
      visibility: 'Network Only',
      status: 'pre_launch',
      protection_days: 60,
      who_may_register: 'network',
      commission: '2.5 % of agreement value',
      is_marketer: true,
      can_register: false,
    });
    const read = await call(t, broker, 'GET', `/api/projects/${created.id}`);
    expect(read.json()).toEqual(created);
  });

  test.for([
    ['no name', { name: undefined }, 'name', PROJECT_MESSAGES.nameRequired],
    ['a blank name', { name: '   ' }, 'name', PROJECT_MESSAGES.nameRequired],
    ['a name too long', { name: 'x'.repeat(151) }, 'name', PROJECT_MESSAGES.nameMax],
    ['no city', { city_id: undefined }, 'city_id', PROJECT_MESSAGES.cityRequired],
    ['an unknown city', { city_id: 99_999 }, 'city_id', PROJECT_MESSAGES.cityRequired],
    ['a city as text', { city_id: 'Bangalore' }, 'city_id', PROJECT_MESSAGES.cityRequired],
    [
      '30 February',
      { possession_date: '2027-02-30' },
      'possession_date',
      PROJECT_MESSAGES.possessionDate,
    ],
    [
      'a date in words',
      { possession_date: 'Dec 2027' },
      'possession_date',
      PROJECT_MESSAGES.possessionDate,
    ],
    ['no protection', { protection_days: 0 }, 'protection_days', PROJECT_MESSAGES.protectionDays],
    [
      'protection over a year',
      { protection_days: 366 },
      'protection_days',
      PROJECT_MESSAGES.protectionDays,
    ],
    ['half a day', { protection_days: 1.5 }, 'protection_days', PROJECT_MESSAGES.protectionDays],
    [
      'an unknown visibility',
      { visibility: 'Private' },
      'visibility',
      'Choose Network Only, All or Public',
    ],
    ['an unknown status', { status: 'sold' }, 'status', 'Choose a project status'],
    [
      'an unknown register rule',
      { who_may_register: 'anyone' },
      'who_may_register',
      'Choose my network or all brokers',
    ],
    [
      'too many amenities',
      { amenities: Array.from({ length: 31 }, (_, i) => `A${i}`) },
      'amenities',
      PROJECT_MESSAGES.amenities,
    ],
    ['an unknown field', { price: 1 }, undefined, undefined],
  ] as const)(
    'refuses %s with a 400 that names the field, and saves nothing',
    async ([, change, field, message], { t, broker }) => {
      const before = await countRows(t, projects);
      const res = await call(t, broker, 'POST', '/api/projects', {
        name: 'Tower',
        city_id: await bangaloreId(t),
        ...change,
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = errorOf(res);
      if (field) expect(body.field).toBe(field);
      if (message) expect(body.message).toBe(message);
      expect(await countRows(t, projects)).toBe(before);
    },
  );

  test('is refused to a visitor', async ({ t }) => {
    const res = await call(t, null, 'POST', '/api/projects', {
      name: 'Tower',
      city_id: await bangaloreId(t),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('changing and deleting a project', () => {
  test('the marketer changes fields, and those left out stay', async ({ t, broker }) => {
    const project = await postProject(t, broker, { developer: 'Brigade', amenities: ['Gym'] });
    const res = await call(t, broker, 'PUT', `/api/projects/${project.id}`, {
      status: 'launched',
      protection_days: 90,
      who_may_register: 'all',
      possession_date: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'launched',
      protection_days: 90,
      who_may_register: 'all',
      possession_date: null,
      developer: 'Brigade',
      amenities: ['Gym'],
    });
    const bad = await call(t, broker, 'PUT', `/api/projects/${project.id}`, {
      protection_days: 400,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe('protection_days');
  });

  test('only the marketer changes or deletes it; others get 403 or 404', async ({
    t,
    connectedBrokers: { a, b },
  }) => {
    const stranger = await registerBroker(t);
    const project = await postProject(t, a);
    expect(
      (await call(t, b, 'PUT', `/api/projects/${project.id}`, { name: 'Mine now' })).statusCode,
    ).toBe(403);
    expect((await call(t, b, 'DELETE', `/api/projects/${project.id}`)).statusCode).toBe(403);
    expect(
      (await call(t, stranger, 'PUT', `/api/projects/${project.id}`, { name: 'Mine now' }))
        .statusCode,
    ).toBe(404);
    expect((await call(t, stranger, 'DELETE', `/api/projects/${project.id}`)).statusCode).toBe(404);
    expect((await call(t, a, 'PUT', '/api/projects/not-a-uuid', { name: 'x' })).statusCode).toBe(
      404,
    );
    // The marketer may not hand it over: that is an admin's.
    const handOver = await call(t, a, 'PUT', `/api/projects/${project.id}`, { marketer_id: b.id });
    expect(handOver.statusCode).toBe(403);
    expect(errorOf(handOver).message).toBe(PROJECT_MESSAGES.marketerAdminOnly);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ name: project.name, marketerId: a.id });
  });

  test('an admin changes it and reassigns it to another member, but does not delete it', async ({
    t,
    broker,
    otherBroker,
  }) => {
    const admin = await ensureFounder(t);
    const project = await postProject(t, broker, { visibility: 'Network Only' });
    const unknown = await call(t, admin, 'PUT', `/api/projects/${project.id}`, {
      marketer_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({
      field: 'marketer_id',
      message: PROJECT_MESSAGES.marketerNotFound,
    });
    const res = await call(t, admin, 'PUT', `/api/projects/${project.id}`, {
      marketer_id: otherBroker.id,
      status: 'ready',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      marketer_id: otherBroker.id,
      marketer: { id: otherBroker.id },
      status: 'ready',
      is_marketer: false,
    });
    // The new marketer has it; the old one, not connected to them, no longer sees it.
    expect((await call(t, otherBroker, 'GET', `/api/projects/${project.id}`)).json()).toMatchObject(
      { is_marketer: true },
    );
    expect((await call(t, broker, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404);
    expect((await call(t, admin, 'DELETE', `/api/projects/${project.id}`)).statusCode).toBe(403);
  });

  test('deleting takes its registrations with it', async ({ t, connectedBrokers: { a, b } }) => {
    const project = await postProject(t, a);
    await registerOk(t, b, project.id, { client_name: 'Anil Kumar', client_phone: '9845012345' });
    const res = await call(t, a, 'DELETE', `/api/projects/${project.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call(t, a, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404);
    const left = await t.database.db
      .select()
      .from(projectRegistrations)
      .where(eq(projectRegistrations.projectId, project.id));
    expect(left).toHaveLength(0);
  });
});

describe('who sees a project', () => {
  test.for(['Network Only', 'All', 'Public'] as const)(
    '%s: the marketer, connections, strangers, admins and visitors',
    async (visibility, { t }) => {
      const marketer = await registerBroker(t);
      const connection = await registerBroker(t);
      const stranger = await registerBroker(t);
      const admin = await ensureFounder(t);
      await connectBrokers(t, marketer, connection);
      const project = await postProject(t, marketer, { visibility });
      const sees = async (who: SignedIn | null) => {
        const one = await call(t, who, 'GET', `/api/projects/${project.id}`);
        return one.statusCode;
      };
      const inOpenList = async (who: SignedIn) =>
        (await listOf(t, who, 'scope=open&page_size=50')).items.some((p) => p.id === project.id);

      expect(await sees(marketer)).toBe(200);
      expect(await sees(connection)).toBe(200);
      expect(await sees(admin)).toBe(200);
      expect(await sees(stranger)).toBe(visibility === 'Network Only' ? 404 : 200);
      // No signed-out reader of the API; a Public project's own page is a later slice.
      expect(await sees(null)).toBe(401);
      expect((await call(t, null, 'GET', '/api/projects')).statusCode).toBe(401);

      expect(await inOpenList(connection)).toBe(true);
      expect(await inOpenList(admin)).toBe(true);
      expect(await inOpenList(stranger)).toBe(visibility !== 'Network Only');
      // The marketer finds it under mine, not among the projects open to them.
      expect(await inOpenList(marketer)).toBe(false);
      expect((await listOf(t, marketer, 'scope=mine')).items.map((p) => p.id)).toEqual([
        project.id,
      ]);
    },
  );

  test('a removed connection loses sight of a Network Only project', async ({
    t,
    connectedBrokers: { a, b, connectionId },
  }) => {
    const project = await postProject(t, a);
    expect((await call(t, b, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(200);
    const removed = await call(t, a, 'DELETE', `/api/connections/${connectionId}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await call(t, b, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404);
  });

  test('the lists filter by city and status, newest first, paged', async ({ t, broker }) => {
    const marketer = await registerBroker(t);
    const cityId = await bangaloreId(t);
    const [otherCity] = (await call(t, broker, 'GET', '/api/cities'))
      .json<{ id: number; name: string }[]>()
      .filter((c) => c.id !== cityId);
    if (!otherCity) throw new Error('only one seeded city');
    const first = await postProject(t, marketer, {
      name: 'One',
      visibility: 'All',
      status: 'launched',
    });
    const second = await postProject(t, marketer, {
      name: 'Two',
      visibility: 'All',
      status: 'pre_launch',
    });
    const third = await postProject(t, marketer, {
      name: 'Three',
      visibility: 'All',
      status: 'launched',
      city_id: otherCity.id,
    });
    const mine = await listOf(t, marketer, 'scope=mine');
    expect(mine.items.map((p) => p.id)).toEqual([third.id, second.id, first.id]);
    expect(
      (await listOf(t, marketer, 'scope=mine&status=launched')).items.map((p) => p.id),
    ).toEqual([third.id, first.id]);
    expect(
      (await listOf(t, marketer, `scope=mine&city_id=${cityId}`)).items.map((p) => p.id),
    ).toEqual([second.id, first.id]);
    const paged = await listOf(t, marketer, 'scope=mine&page=2&page_size=2');
    expect(paged).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(paged.items.map((p) => p.id)).toEqual([first.id]);
    const open = await listOf(
      t,
      broker,
      `scope=open&status=launched&city_id=${cityId}&page_size=50`,
    );
    expect(open.items.map((p) => p.id)).toContain(first.id);
    expect(open.items.map((p) => p.id)).not.toContain(second.id);
    expect(open.items.map((p) => p.id)).not.toContain(third.id);
    for (const query of ['status=sold', 'city_id=abc', 'scope=all', 'page=0', 'page_size=51']) {
      const res = await call(t, broker, 'GET', `/api/projects?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('who may register clients', () => {
  const client = { client_name: 'Anil Kumar', client_phone: '98450 12345' };

  test("'network': the marketer's connections only, never the marketer", async ({ t }) => {
    const marketer = await registerBroker(t);
    const connection = await registerBroker(t);
    const stranger = await registerBroker(t);
    const admin = await ensureFounder(t);
    await connectBrokers(t, marketer, connection);
    // All brokers see it, only the network brings clients.
    const project = await postProject(t, marketer, {
      visibility: 'All',
      who_may_register: 'network',
    });
    const get = async (who: SignedIn) =>
      (await call(t, who, 'GET', `/api/projects/${project.id}`)).json<Project>();
    expect((await get(connection)).can_register).toBe(true);
    expect((await get(stranger)).can_register).toBe(false);
    expect((await get(marketer)).can_register).toBe(false);

    const refused = await register(t, stranger, project.id, client);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(PROJECT_MESSAGES.networkOnly);
    const own = await register(t, marketer, project.id, client);
    expect(own.statusCode).toBe(400);
    expect(errorOf(own).message).toBe(PROJECT_MESSAGES.ownProject);
    // An admin's sight of everything is not a place in the network.
    expect(
      (await register(t, admin, project.id, { ...client, client_phone: '9845099999' })).statusCode,
    ).toBe(403);
    expect(await countRows(t, projectRegistrations)).toBe(0);
    await registerOk(t, connection, project.id, client);
  });

  test("'all': every broker who sees it; a Network Only project stays its network's", async ({
    t,
  }) => {
    const marketer = await registerBroker(t);
    const stranger = await registerBroker(t);
    const open = await postProject(t, marketer, { visibility: 'Public', who_may_register: 'all' });
    expect(
      (await call(t, stranger, 'GET', `/api/projects/${open.id}`)).json<Project>().can_register,
    ).toBe(true);
    await registerOk(t, stranger, open.id, {
      client_name: 'Anil Kumar',
      client_phone: '9845012346',
    });
    const hidden = await postProject(t, marketer, {
      visibility: 'Network Only',
      who_may_register: 'all',
    });
    const res = await register(t, stranger, hidden.id, {
      client_name: 'Anil Kumar',
      client_phone: '9845012346',
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(PROJECT_MESSAGES.notFound);
  });
});

describe('who sees registrations', () => {
  test('each broker their own, the marketer all of them, nobody else any', async ({ t }) => {
    const marketer = await registerBroker(t, { name: 'Marketer Mehta' });
    const first = await registerBroker(t, { name: 'First Broker' });
    const second = await registerBroker(t, { name: 'Second Broker' });
    const stranger = await registerBroker(t);
    const admin = await ensureFounder(t);
    await connectBrokers(t, marketer, first);
    await connectBrokers(t, marketer, second);
    const project = await postProject(t, marketer, {
      name: 'Embassy Springs',
      visibility: 'All',
      who_may_register: 'network',
    });
    const a = await registerOk(t, first, project.id, {
      client_name: 'Anil Kumar',
      client_phone: '98450 12345',
    });
    const b = await registerOk(t, second, project.id, {
      client_name: 'Bina Rao',
      client_phone: '98860 54321',
    });
    expect(a).toMatchObject({
      project_id: project.id,
      project_name: 'Embassy Springs',
      broker: { id: first.id, full_name: 'First Broker' },
      client_name: 'Anil Kumar',
      client_phone: '+919845012345',
      status: 'registered',
      is_protected: true,
    });

    const ids = (list: RegistrationList) => list.items.map((r) => r.id);
    expect(ids(await registrationsOf(t, marketer, project.id))).toEqual([b.id, a.id]);
    expect((await registrationsOf(t, marketer, project.id)).items[1]).toEqual(a);
    expect(ids(await registrationsOf(t, first, project.id))).toEqual([a.id]);
    expect(ids(await registrationsOf(t, second, project.id))).toEqual([b.id]);
    expect(ids(await registrationsOf(t, stranger, project.id))).toEqual([]);
    expect(ids(await registrationsOf(t, admin, project.id))).toEqual([]);

    const mine = await call(t, first, 'GET', '/api/projects/registrations/mine');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<RegistrationList>().items).toEqual([a]);
    const strangerMine = await call(t, stranger, 'GET', '/api/projects/registrations/mine');
    expect(strangerMine.json<RegistrationList>()).toMatchObject({ items: [], total: 0 });
    expect((await call(t, null, 'GET', '/api/projects/registrations/mine')).statusCode).toBe(401);

    // Nothing of a client reaches anyone but the broker and the marketer, on any project surface.
    for (const who of [stranger, admin]) {
      for (const url of [
        `/api/projects/${project.id}`,
        '/api/projects?scope=open&page_size=50',
        `/api/projects/${project.id}/registrations`,
        '/api/projects/registrations/mine',
        '/api/notifications?page_size=50',
      ]) {
        const body = (await call(t, who, 'GET', url)).body;
        for (const trace of ['Anil', 'Bina', '9845012345', '9886054321'])
          expect(body.includes(trace), `${url} has ${trace}`).toBe(false);
      }
    }
    // A broker does not read the other broker's client either.
    const firstView = (await call(t, first, 'GET', `/api/projects/${project.id}/registrations`))
      .body;
    expect(firstView.includes('Bina')).toBe(false);
  });

  test('the marketer is notified of each registration with the broker and the client; the phone is not in it', async ({
    t,
    connectedBrokers: { a: marketer, b: broker },
  }) => {
    const project = await postProject(t, marketer, { name: 'Godrej Woods' });
    await registerOk(t, broker, project.id, {
      client_name: 'Chitra Nair',
      client_phone: '+91 99000 11122',
    });
    const [notice] = await notificationsOfType(t, marketer, 'project_registration');
    expect(notice).toMatchObject({
      content: {
        project_id: project.id,
        project_name: 'Godrej Woods',
        broker_id: broker.id,
        client_name: 'Chitra Nair',
      },
      action_url: `/project/${project.id}`,
    });
    expect(JSON.stringify(notice)).not.toContain('9900011122');
    expect(await notificationsOfType(t, broker, 'project_registration')).toHaveLength(0);
  });

  test('a project that is not there, or not visible, answers 404 for its registrations', async ({
    t,
    broker,
    otherBroker,
  }) => {
    const project = await postProject(t, otherBroker);
    expect(
      (await call(t, broker, 'GET', `/api/projects/${project.id}/registrations`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          broker,
          'GET',
          '/api/projects/00000000-0000-4000-8000-000000000000/registrations',
        )
      ).statusCode,
    ).toBe(404);
    expect((await call(t, broker, 'GET', '/api/projects/nope/registrations')).statusCode).toBe(404);
  });
});

// Acting on requirements through the API, for the requirement and matching tests.
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  PropertyRequirementList,
  Requirement,
  RequirementInput,
  RequirementList,
  RequirementMatchList,
} from '#shared/schemas/requirements.ts';
import { cities, localAreas } from '#server/db/schema.ts';
import { notificationsOfType } from './notifications';
import { bearer, type SignedIn, type TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function call(t: TestApp, who: SignedIn | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: who ? bearer(who.accessToken) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Two areas of a seeded city, by name order, for the area rules. */
export async function cityWithAreas(t: TestApp, cityName = 'Bangalore') {
  const rows = await t.database.db
    .select({ cityId: cities.id, areaId: localAreas.id, area: localAreas.area })
    .from(cities)
    .innerJoin(localAreas, eq(localAreas.cityId, cities.id))
    .where(and(eq(cities.name, cityName)))
    .orderBy(asc(localAreas.area))
    .limit(3);
  const [a, b, c] = rows;
  if (!a || !b || !c) throw new Error(`no seeded city ${cityName} with three areas`);
  return { cityId: a.cityId, areas: [a, b, c] };
}

export async function postRequirement(t: TestApp, who: SignedIn, input: RequirementInput): Promise<Requirement> {
  const res = await call(t, who, 'POST', '/api/requirements', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Requirement>();
}

export async function matchesOf(t: TestApp, who: SignedIn, requirementId: string): Promise<RequirementMatchList> {
  const res = await call(t, who, 'GET', `/api/requirements/${requirementId}/matches`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RequirementMatchList>();
}

export async function requirementsOfListing(t: TestApp, who: SignedIn, propertyId: string): Promise<PropertyRequirementList> {
  const res = await call(t, who, 'GET', `/api/properties/${propertyId}/requirements`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PropertyRequirementList>();
}

export async function listRequirementsOf(t: TestApp, who: SignedIn, query: string): Promise<RequirementList> {
  const res = await call(t, who, 'GET', `/api/requirements?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RequirementList>();
}

/** The broker's requirement_match notifications, once the announcement jobs the saves enqueued have run. */
export async function matchNotificationsOf(t: TestApp, who: SignedIn) {
  await t.app.jobs.runDue();
  return notificationsOfType(t, who, 'requirement_match');
}

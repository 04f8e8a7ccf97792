// Acting on projects and their client registrations through the API (issue 21).
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type {
  Project,
  ProjectInput,
  Registration,
  RegistrationInput,
  RegistrationList,
} from '#shared/schemas/projects.ts';
import { cities } from '#server/db/schema.ts';
import { buildMultipart } from './multipart';
import { bearer, type SignedIn, type TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function call(
  t: TestApp,
  who: SignedIn | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: who ? bearer(who.accessToken) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function bangaloreId(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.name, 'Bangalore'));
  if (!row) throw new Error('no seeded city Bangalore');
  return row.id;
}

export async function postProject(
  t: TestApp,
  who: SignedIn,
  input: Partial<ProjectInput> = {},
): Promise<Project> {
  const res = await call(t, who, 'POST', '/api/projects', {
    name: 'Prestige Lakeside Habitat',
    city_id: await bangaloreId(t),
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Project>();
}

export function register(
  t: TestApp,
  who: SignedIn,
  projectId: string,
  input: RegistrationInput,
): Promise<LightMyRequestResponse> {
  return call(t, who, 'POST', `/api/projects/${projectId}/registrations`, input);
}

export async function registerOk(
  t: TestApp,
  who: SignedIn,
  projectId: string,
  input: RegistrationInput,
): Promise<Registration> {
  const res = await register(t, who, projectId, input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Registration>();
}

export async function registrationsOf(
  t: TestApp,
  who: SignedIn,
  projectId: string,
): Promise<RegistrationList> {
  const res = await call(t, who, 'GET', `/api/projects/${projectId}/registrations?page_size=50`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RegistrationList>();
}

/** A one-page-less but valid PDF: what a brochure upload needs to pass the checks. */
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** PUT a project's brochure as the web form sends it (multipart, field 'brochure'). */
export function putBrochure(
  t: TestApp,
  who: SignedIn | null,
  id: string,
  data: Buffer,
  filename = 'Godrej Woods.pdf',
  contentType = 'application/pdf',
): Promise<LightMyRequestResponse> {
  const form = buildMultipart([{ name: 'brochure', filename, data, contentType }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/projects/${id}/brochure`,
    headers: { ...form.headers, ...(who ? bearer(who.accessToken) : {}) },
    payload: form.payload,
  });
}

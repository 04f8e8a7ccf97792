// Every API operation is declared once, in src/shared/api (decision 035), and the server
// serves exactly those: each contract appears in /api/docs under its path and method with
// its operationId, summary, tags and security, and with the same schemas the contract
// holds (converted the way the docs convert them); every /api route the app registered
// came from a contract.
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '#shared/api/all-endpoints.ts';
import type { Endpoint } from '#shared/api/define-endpoint.ts';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: OpenApi;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<OpenApi>();
});
afterAll(async () => t.close());

const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
const withoutMeta = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutMeta)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .filter(([key]) => key !== '$schema')
            .map(([key, item]) => [key, withoutMeta(item)]),
        )
      : value;
const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  withoutMeta(z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }));
const operationOf = (endpoint: Endpoint) => doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];

describe('the API contracts', () => {
  it('have unique operationIds and unique method and path pairs', () => {
    const ids = allEndpoints.map((e) => e.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(allEndpoints.map((e) => [e.operationId, e] as const))('%s is in /api/docs as declared', (_id, endpoint) => {
    const operation = operationOf(endpoint);
    expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
    expect(operation).toMatchObject({
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      tags: [...endpoint.tags],
    });
    expect(operation?.security).toEqual(
      endpoint.access === 'public' ? (endpoint.cookieAuth ? [{ refreshCookie: [] }] : []) : [{ bearerAuth: [] }],
    );
    const documented = operation?.responses?.[String(endpoint.status)];
    expect(documented, `response ${endpoint.status}`).toBeDefined();
    // A file answer is documented under its own media type, never as JSON.
    if (endpoint.file) expect(Object.keys(documented?.content ?? {})).toEqual([endpoint.file]);
    const schema = documented?.content?.['application/json']?.schema;
    if (endpoint.status !== 204 && schema !== undefined) {
      expect(isDeepStrictEqual(withoutMeta(schema), jsonSchemaOf(endpoint.response, 'output'))).toBe(true);
    }
    if (endpoint.body) {
      const body = operation?.requestBody?.content?.['application/json']?.schema;
      expect(isDeepStrictEqual(withoutMeta(body), jsonSchemaOf(endpoint.body, 'input'))).toBe(true);
    }
    if (endpoint.multipart) expect(Object.keys(operation?.requestBody?.content ?? {})).toContain('multipart/form-data');
    const pathParams = [...endpoint.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
    const documentedParams = (operation?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
    expect(documentedParams.sort()).toEqual(pathParams.sort());
  });

  it('every /api route the app serves was registered from a contract', () => {
    const fromContracts = new Set(allEndpoints.map((e) => `${e.method} ${e.path}`));
    const apiRoutes = t.app.declaredRoutes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/realtime')
      .flatMap((r) => r.method.split(',').map((method) => `${method.trim()} ${r.url}`))
      .filter((route) => !route.startsWith('HEAD '));
    expect(apiRoutes.filter((route) => !fromContracts.has(route))).toEqual([]);
  });
});

// The OpenAPI document (/api/docs/json) beyond what each contract declares (that part is
// tests/integration/api-contracts.test.ts): every operation documents a 4xx answer, the
// security schemes the operations name are declared, no schema says `nullable` without a
// `type`, and the health check documents its 503 in its own shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '#shared/api/all-endpoints.ts';
import type { Endpoint } from '#shared/api/define-endpoint.ts';
import * as notifications from '#shared/api/notifications.ts';
import * as system from '#shared/api/system.ts';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Operation = {
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown> };
};

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
});
afterAll(async () => t.close());

/** '/api/messages/:id/read' as OpenAPI writes it: '/api/messages/{id}/read'. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function operationOf(endpoint: Endpoint): Operation | undefined {
  return doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
}

/** Every schema object in the document with `nullable` and no `type`, by its JSON path. */
function untypedNullables(value: unknown, at = '#'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => untypedNullables(item, `${at}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  const own = 'nullable' in value && !('type' in value) ? [at] : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => untypedNullables(child, `${at}/${key}`))];
}

describe('the OpenAPI document', () => {
  it('gives every operation a 4xx answer, public ones too (Redocly recommended)', () => {
    const without = allEndpoints.filter((e) => !Object.keys(operationOf(e)?.responses ?? {}).includes('400'));
    expect(without.map((e) => e.operationId)).toEqual([]);
  });

  it('declares the two security schemes the operations name: the access token and the refresh cookie', () => {
    expect(doc.components?.securitySchemes).toEqual({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      refreshCookie: { type: 'apiKey', in: 'cookie', name: 'bc_refresh' },
    });
  });

  it('gives every nullable schema a type (the notification entity is an object)', () => {
    expect(untypedNullables(doc)).toEqual([]);
    const read = operationOf(notifications.markNotificationRead);
    const schema = read?.responses['200']?.content?.['application/json']?.schema as {
      properties: Record<string, unknown>;
    };
    expect(schema.properties.entity).toMatchObject({ type: 'object', nullable: true });
  });

  it("documents the health check's 503 in the health shape, not the error shape", () => {
    const health = operationOf(system.getHealth);
    expect(health?.responses['503']?.content?.['application/json']?.schema).toMatchObject({
      properties: { status: { enum: ['ok', 'unavailable'] } },
    });
  });
});

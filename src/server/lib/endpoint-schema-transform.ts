// The OpenAPI transform of every route: the zod schemas become JSON schemas
// (fastify-type-provider-zod), and a contract's multipart body, which the route reads
// itself and so gives Fastify no body schema to validate, still gets its request body in
// the document, under multipart/form-data with the contract's description of the parts.
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
} from '#shared/api/idempotency-key.ts';

export const transformEndpointSchema: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const endpoint = input.route.config?.endpoint;
  if (!endpoint?.multipart && !endpoint?.idempotent) return result;
  const schema: Record<string, unknown> = { ...result.schema };
  if (endpoint.multipart) schema.body = { type: 'object', description: endpoint.multipart };
  // The header is read by a plugin (plugins/idempotency-keys.ts), not validated by a
  // route schema, so the document learns of it here.
  if (endpoint.idempotent) schema.headers = idempotencyKeyHeaders;
  return { ...result, schema };
};

const idempotencyKeyHeaders = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_KEY_HEADER]: {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      pattern: IDEMPOTENCY_KEY_PATTERN.source,
      description:
        'Optional; one value (a UUID) per attempt at this create, sent again on its retries. A repeat with the ' +
        `same key and request gets the first success answer again, with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`, ` +
        'and makes nothing new; while the first is still running it is refused with 409 (Retry-After: 1); ' +
        'the same key with a different request is refused with 422. A refused or failed request keeps nothing, ' +
        'so a retry runs afresh. Keys are per broker and are kept 24 hours.',
    },
  },
};

// The OpenAPI transform of every route: the zod schemas become JSON schemas
// (fastify-type-provider-zod), and a contract's multipart body, which the route reads
// itself and so gives Fastify no body schema to validate, still gets its request body in
// the document, under multipart/form-data with the contract's description of the parts.
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const transformEndpointSchema: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const endpoint = input.route.config?.endpoint;
  if (!endpoint?.multipart) return result;
  return {
    ...result,
    schema: { ...result.schema, body: { type: 'object', description: endpoint.multipart } },
  };
};

// registerEndpoint on its own Fastify instance with the app's zod compilers: a contract's
// repeat status (a second report of a post answers 200, the first 201).
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '#shared/api/define-endpoint.ts';
import { registerEndpoint } from './register-endpoint';

const receiptSchema = z.object({ id: z.string() });

const makeThing = defineEndpoint({
  method: 'POST',
  path: '/things/:id',
  operationId: 'makeThing',
  summary: 'Make a thing, or find the one made before',
  tags: ['test'],
  access: 'public',
  params: z.strictObject({ id: z.string() }),
  status: 201,
  repeatStatus: 200,
  response: receiptSchema,
});

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 't', version: '1' } },
    transform: jsonSchemaTransform,
  });
  const made = new Set<string>();
  registerEndpoint(app, makeThing, {
    handler: (request, reply) => {
      const { id } = request.params;
      if (made.has(id)) reply.status(200);
      made.add(id);
      // The extra key shows the answer went through the status's response schema.
      return { id, secret: 'not for the client' } as { id: string };
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('registerEndpoint', () => {
  it("answers the contract's status, and its repeatStatus when the handler sets it", async () => {
    const first = await app.inject({ method: 'POST', url: '/things/a' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: 'a' });
    const again = await app.inject({ method: 'POST', url: '/things/a' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: 'a' });
  });

  it('documents both success statuses with the same schema', () => {
    type Paths = Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const document: unknown = app.swagger();
    const responses = (document as { paths: Paths }).paths['/things/{id}']?.post?.responses;
    expect(responses?.['201']).toBeDefined();
    expect(responses?.['200']).toEqual(responses?.['201']);
  });
});

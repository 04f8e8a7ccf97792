// The startup check of decision 035 on its own Fastify instance, with the app's zod
// compilers and registerEndpoint: the server starts only when its /api routes and the
// contract list are the same set. The real app's own routes pass it (every test app
// starts; tests/integration/api-contracts.test.ts compares them with the docs).
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '#shared/api/define-endpoint.ts';
import { registerEndpoint } from '../lib/register-endpoint';
import { endpointRegistryPlugin } from './endpoint-registry';

const listThings = defineEndpoint({
  method: 'GET',
  path: '/api/things',
  operationId: 'listThings',
  summary: 'The things',
  tags: ['test'],
  access: 'public',
  status: 200,
  response: z.object({ items: z.array(z.string()) }),
});

const makeThing = defineEndpoint({
  method: 'POST',
  path: '/api/things',
  operationId: 'makeThing',
  summary: 'Make a thing',
  tags: ['test'],
  access: 'public',
  status: 201,
  response: z.object({ id: z.string() }),
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app with the check, the given contract list, and routes added by `routes`. */
async function buildWith(endpoints: readonly Endpoint[], routes: (app: FastifyInstance) => void) {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(endpointRegistryPlugin, { endpoints });
  await app.register(async (scope) => routes(scope));
  return app;
}

const registerThings = (scope: FastifyInstance) => {
  registerEndpoint(scope, listThings, { handler: () => ({ items: [] }) });
  registerEndpoint(scope, makeThing, { handler: () => ({ id: 'a' }) });
};

describe('the startup check of routes against contracts', () => {
  it('starts when every contract has its route; HEAD twins, the docs, the socket and non-API routes pass', async () => {
    const started = await buildWith([listThings, makeThing], (scope) => {
      registerThings(scope);
      scope.get('/api/docs/json', async () => ({}));
      scope.get('/api/realtime', async () => ({}));
      scope.get('/metrics', async () => 'ok');
      scope.get('/profile', async () => 'page');
    });
    await expect(started.ready()).resolves.toBeDefined();
    expect((await started.inject({ method: 'HEAD', url: '/api/things' })).statusCode).toBe(200);
    expect((await started.inject({ method: 'POST', url: '/api/things' })).statusCode).toBe(201);
  });

  it('refuses to start with an /api route registered by hand', async () => {
    const stray = await buildWith([listThings, makeThing], (scope) => {
      registerThings(scope);
      scope.delete('/api/things/:id', async () => null);
    });
    await expect(stray.ready()).rejects.toThrow(/DELETE \/api\/things\/:id is an \/api route without a contract/);
  });

  it('refuses to start with an /api route from a contract that is not in the list', async () => {
    const unlisted = await buildWith([listThings], registerThings);
    await expect(unlisted.ready()).rejects.toThrow(/POST \/api\/things is an \/api route without a contract/);
  });

  it('refuses to start when a listed contract has no route', async () => {
    const missing = await buildWith([listThings, makeThing], (scope) => {
      registerEndpoint(scope, listThings, { handler: () => ({ items: [] }) });
    });
    await expect(missing.ready()).rejects.toThrow(/POST \/api\/things has a contract in all-endpoints but no route/);
  });
});

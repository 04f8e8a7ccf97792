// Holds the server to the shared contracts (decision 035): it refuses to start (ready()
// rejects) when an /api route was registered by hand rather than from a contract
// (lib/register-endpoint.ts), or when a contract in the list was never registered. Not
// API operations, so left out: the docs UI (/api/docs*), the realtime socket
// (/api/realtime) and the HEAD twins Fastify adds to GET routes.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Endpoint } from '#shared/api/define-endpoint.ts';

const isApiOperation = (url: string) =>
  (url === '/api' || url.startsWith('/api/')) && !url.startsWith('/api/docs') && url !== '/api/realtime';

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function methodsOf(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => method.toUpperCase()).filter((method) => method !== 'HEAD');
}

export const endpointRegistryPlugin = fp<{ endpoints: readonly Endpoint[] }>(
  async (app: FastifyInstance, { endpoints }) => {
    const declared = new Set(endpoints.map((e) => keyOf(e.method, e.path)));
    const registered = new Set<string>();
    const stray: string[] = [];

    app.addHook('onRoute', (route) => {
      const endpoint = route.config?.endpoint;
      for (const method of methodsOf(route)) {
        const key = keyOf(method, route.url);
        if (endpoint && key === keyOf(endpoint.method, endpoint.path) && declared.has(key)) registered.add(key);
        else if (isApiOperation(route.url)) stray.push(key);
      }
    });

    app.addHook('onReady', async () => {
      const unregistered = [...declared].filter((key) => !registered.has(key));
      const problems = [
        ...stray.map((key) => `${key} is an /api route without a contract in all-endpoints`),
        ...unregistered.map((key) => `${key} has a contract in all-endpoints but no route`),
      ];
      if (problems.length > 0) {
        throw new Error(`The routes do not match the API contracts (decision 035):\n${problems.join('\n')}`);
      }
    });
  },
  { name: 'endpoint-registry' },
);

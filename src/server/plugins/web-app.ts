// Serves the built web app: hashed assets with a year of caching, and index.html
// (never cached) for every app route. Unknown paths get the same HTML, so the app's
// not-found page shows, but with a real 404 status.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppRoute } from '../../shared/routes';
import type { ErrorResponse } from '../../shared/schemas/common';

export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexPath = path.join(webRoot, 'index.html');
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath) : undefined;

  if (indexHtml) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (indexHtml && wantsHtml) {
      return reply
        .status(isAppRoute(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    }
    const body: ErrorResponse = { error: 'not_found', message: `Route ${request.method} ${pathname} not found` };
    return reply.status(404).send(body);
  });
}

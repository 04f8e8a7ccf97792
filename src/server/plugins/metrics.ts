// GET /metrics in Prometheus's text format (decision 032), switched on by METRICS_TOKEN:
// unset, the route does not exist (404); a scrape must send `Authorization: Bearer
// <token>` (401 otherwise). 'public' to the route guard because it checks its own token.
// Every answered request is observed by route pattern, so /api/properties/:id is one
// series however many ids are asked for; the database pool is read at scrape time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/open';
import { HttpError } from '../lib/http-errors';
import type { Metrics } from '../lib/metrics';

export type MetricsPluginOptions = { metrics: Metrics; token: string | undefined; database: Database };

export const metricsPlugin = fp<MetricsPluginOptions>(async (app: FastifyInstance, { metrics, token, database }) => {
  if (!metrics.enabled || !token) return;

  metrics.registerGauge({
    name: 'brokercircle_db_pool_connections',
    help: 'Database connections by state (PGlite: one in-process connection, total only)',
    labelNames: ['state'],
    collect: () => {
      const stats = database.poolStats();
      return Object.entries({ max: stats.max, total: stats.total, idle: stats.idle, waiting: stats.waiting })
        .filter((entry): entry is [string, number] => entry[1] !== undefined)
        .map(([state, value]) => ({ labels: { state }, value }));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      // Unmatched paths (the web app's pages, unknown URLs) share one label each.
      route: request.routeOptions.url ?? (reply.statusCode === 404 ? '(not found)' : '(web app)'),
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', {
    config: { access: 'public' },
    // Not part of the API: kept out of /api/docs.
    schema: { hide: true },
    handler: async (request, reply) => {
      const given = digest(request.headers.authorization ?? '');
      if (!timingSafeEqual(given, expected)) {
        throw new HttpError(401, 'unauthorized', 'A valid metrics token is required', undefined, {
          'www-authenticate': 'Bearer realm="metrics"',
        });
      }
      const { contentType, body } = await metrics.render();
      return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
    },
  });
});

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

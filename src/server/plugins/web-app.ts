// Serves the built web app: hashed assets with a year of caching (their brotli or gzip
// twin, written by the build, when the browser takes it), and index.html (never cached,
// compressed once at start-up) for every path of the route table (src/shared/routes.ts),
// with modulepreload links for the page code it shows. Other paths get the plain HTML,
// so the app's not-found page shows, but with a real 404 status (decisions 014, 034).
// index.html's one inline script (the boot script, decision 048) is allowed by its
// SHA-256 in the CSP, read from the very file that is served (readWebApp).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import { landingPage, matchAppRoute, type AppRoute } from '#shared/routes.ts';
import { errorBody } from '../lib/error-body';

/**
 * Compression for server-rendered HTML (the public pages): brotli, else gzip, above
 * 1 KB, with Vary: Accept-Encoding. A 304 has no body and keeps its weak ETag; JPEG
 * previews are not compressible types and pass untouched.
 */
export const HTML_COMPRESSION: FastifyCompressOptions = {
  global: true,
  encodings: ['br', 'gzip'],
  threshold: 1024,
};

/**
 * Registers `plugin` in its own scope with compression (HTML_COMPRESSION): only the
 * routes it declares are compressed, so API JSON, the realtime socket and the media
 * files are left exactly as they were.
 */
export function withCompression<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    await scope.register(fastifyCompress, HTML_COMPRESSION);
    await scope.register(plugin, options);
  };
}

/** One page module's code that the entry does not load (vite.config.ts, routePreloads). */
type PagePreload = { page: string; js: string[]; css: string[] };

/**
 * index.html with a route's page code preloaded: one variant per page module, chosen by
 * the page the route lands on (`/` gets /start's, a redirect its target's).
 */
function htmlVariants(indexHtml: Buffer, webRoot: string) {
  const file = path.join(webRoot, 'route-preloads.json');
  const pages: PagePreload[] = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PagePreload[]) : [];
  const html = indexHtml.toString('utf8');
  const safe = (href: string) => /^\/assets\/[\w.-]+$/.test(href);
  const variants = new Map(
    pages.map((entry) => {
      const links = [
        ...entry.js.filter(safe).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        ...entry.css.filter(safe).map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
      ];
      const body = links.length > 0 ? html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : html;
      return [entry.page, encoded(Buffer.from(body))] as const;
    }),
  );
  const plain = encoded(indexHtml);
  return (route: AppRoute): Encoded => variants.get(landingPage(route) ?? '') ?? plain;
}

/** A page in the three forms it may travel in, compressed once at start-up. */
type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };

function encoded(body: Buffer): Encoded {
  return {
    identity: body,
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
}

/** Brotli, else gzip, when Accept-Encoding names it (with a q above 0); else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** The built web app as the server serves it; no index.html when the web app is not built. */
export type WebApp = {
  webRoot: string;
  indexHtml: Buffer | undefined;
  /** CSP sources (`'sha256-...'`) of index.html's inline scripts, for script-src. */
  scriptHashes: string[];
};

/** Reads dist/web's index.html once, at start-up, with the hashes its inline scripts need. */
export function readWebApp(webRoot: string): WebApp {
  const indexPath = path.join(webRoot, 'index.html');
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath) : undefined;
  return { webRoot, indexHtml, scriptHashes: indexHtml ? inlineScriptHashes(indexHtml.toString('utf8')) : [] };
}

/**
 * `'sha256-...'` of each inline script (one without a src) in `html`: the digest of the
 * exact text between its tags, as the browser computes it to match script-src.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

export async function registerWebApp(app: FastifyInstance, { webRoot, indexHtml }: WebApp): Promise<void> {
  const htmlFor = indexHtml ? htmlVariants(indexHtml, webRoot) : undefined;

  if (indexHtml) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        // The build writes name.br and name.gz beside each text asset (vite.config.ts);
        // they are sent in place of the file, not served under their own names.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz', 'route-preloads.json'],
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
    if (indexHtml && htmlFor && wantsHtml) {
      // The route table's one matcher decides: an app route is 200, anything else 404.
      const appRoute = matchAppRoute(pathname);
      const page = appRoute ? htmlFor(appRoute) : undefined;
      const encoding = page ? pickEncoding(request.headers['accept-encoding']) : 'identity';
      if (page) reply.header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .status(appRoute ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page ? page[encoding] : indexHtml);
    }
    return reply.status(404).send(errorBody(request, 'not_found', `Route ${request.method} ${pathname} not found`));
  });
}

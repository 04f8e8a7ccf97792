// The production build runs on plain node (decision 030): the server compiled by
// scripts/build-server.mjs starts without tsx, applies its migrations from the build,
// signs the founder up through the printed code, serves requests, reads a fetched page
// in its worker thread (the worker's own compiled entry), answers /metrics, and stops
// cleanly on SIGTERM. PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compiledServer,
  createStore,
  freePort,
  removeStore,
  signUpFounder,
  startServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
  type Store,
} from '../../scripts/reliability/server-process';
import { startLocalPeer, type LocalPeer } from '../helpers/local-http-peer';

const postgresUrl = process.env.TEST_DATABASE_URL;
const kind = postgresUrl ? 'postgres' : 'pglite';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// Inside the repository (gitignored), so the build finds node_modules as dist/ does.
const buildRoot = path.join(repoRoot, '.test-data', `compiled-${randomBytes(4).toString('hex')}`);
const serverDir = path.join(buildRoot, 'dist/server');
const METRICS_TOKEN = 'compiled-server-metrics-token';

const LISTING = `<!doctype html><html><head><title>Listing</title>
<meta property="og:title" content="3 BHK Apartment for Sale in Whitefield, Bangalore">
<meta property="og:image" content="/photos/front.jpg"></head>
<body><main><h1>3 BHK Apartment for Sale in Whitefield, Bangalore</h1>
<p>1450 sq ft, 3 bathrooms, price 1.2 Cr.</p></main></body></html>`;

let store: Store;
let peer: LocalPeer;
let server: ServerProcess | undefined;

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', `--out=${serverDir}`], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the server build failed:\n${build.stdout}${build.stderr}`);
  peer = await startLocalPeer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(LISTING);
  });
  store = await createStore(kind, postgresUrl);
}, 120_000);

afterAll(async () => {
  if (server) await stopServer(server);
  await peer?.close();
  if (store) await removeStore(store, postgresUrl);
  fs.rmSync(buildRoot, { recursive: true, force: true });
});

describe(`the compiled server on plain node (${kind})`, () => {
  it('holds JavaScript only, with source maps, the migrations and the worker entries', () => {
    for (const file of ['main.js', 'main.js.map', 'workers/page-reader-worker.js', 'lib/cpu-pool-worker.mjs', 'db/migrations/meta/_journal.json']) {
      expect(fs.existsSync(path.join(serverDir, file)), file).toBe(true);
    }
    const files = fs.readdirSync(serverDir, { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => f.endsWith('.ts'))).toEqual([]);
    const map = JSON.parse(fs.readFileSync(path.join(serverDir, 'main.js.map'), 'utf8')) as { sources: string[] };
    const mainSource = map.sources.find((s) => s.endsWith('src/server/main.ts'));
    expect(mainSource && fs.existsSync(path.resolve(serverDir, mainSource))).toBe(true);
  });

  it('starts, signs the founder up, serves requests, reads a page in its worker, and stops on SIGTERM', async () => {
    const port = await freePort();
    server = startServer(
      store,
      port,
      {
        // 'test' only for the allow-list that lets the fetcher reach the local page.
        NODE_ENV: 'test',
        SAFE_FETCH_TEST_ALLOW_HOSTS: peer.allowEntry,
        METRICS_TOKEN,
        LOG_LEVEL: 'info',
      },
      compiledServer(path.join(serverDir, 'main.js')),
    );
    await waitHealthy(server, 60_000);
    expect(server.output()).not.toMatch(/tsx/);
    const token = await signUpFounder(server);
    const auth = { authorization: `Bearer ${token}` };

    const me = await fetch(`${server.base}/api/profiles/me`, { headers: auth });
    expect(me.status).toBe(200);
    expect(me.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    // The page is read in a worker thread: lib/cpu-pool-worker.mjs loading the compiled
    // workers/page-reader-worker.js.
    const scrape = await fetch(`${server.base}/api/quick-entry/scrape-property`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${peer.origin}/listing/3-bhk-whitefield` }),
    });
    const scraped = (await scrape.json()) as { title?: string; images?: string[] };
    expect(scrape.status, JSON.stringify(scraped)).toBe(200);
    expect(scraped.title).toBe('3 BHK Apartment for Sale in Whitefield, Bangalore');

    const metrics = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('route="/api/quick-entry/scrape-property"');

    const exit = await stopServer(server);
    expect(exit).toEqual({ code: 0, signal: null });
    server = undefined;
  }, 120_000);
});

// `npm run build`, server part: src/server -> dist/server as plain JavaScript for
// `node --enable-source-maps dist/server/main.js` (no tsx at run time).
//
// - Bundled with esbuild, one file per entry point: main.js and the worker thread's
//   task module workers/page-reader-worker.js (piscina loads it by path, so it must be
//   an entry of its own). Every npm package stays external (`packages: 'external'`):
//   sharp, @node-rs/argon2 and PGlite's wasm and data files load from node_modules as
//   they do under tsx.
// - Files the server finds by path (src/server/server-files.ts) are copied to the same
//   place under dist/server: the migrations and the worker thread's plain-JS entry.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src/server');
// --out=<folder> builds elsewhere (tests/integration/compiled-server.test.ts); the folder
// must end in dist/server, two levels below a folder inside the repository, for the
// paths in server-files.ts and for node_modules to be found.
const outArg = process.argv.find((a) => a.startsWith('--out='))?.slice('--out='.length);
const out = outArg ? path.resolve(outArg) : path.join(root, 'dist/server');
if (!out.endsWith(`${path.sep}dist${path.sep}server`)) throw new Error(`--out must end in dist/server: ${out}`);

fs.rmSync(out, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: [path.join(src, 'main.ts'), path.join(src, 'workers/page-reader-worker.ts')],
  outbase: src,
  outdir: out,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Source maps point at ../../src; the sources themselves are not copied into them.
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
});

// drizzle's migrator reads meta/_journal.json and the .sql files; the snapshots are
// drizzle-kit's alone.
const notSnapshot = (file) => !file.endsWith('_snapshot.json');
for (const file of ['db/migrations', 'lib/cpu-pool-worker.mjs']) {
  fs.cpSync(path.join(src, file), path.join(out, file), { recursive: true, filter: notSnapshot });
}
// dist/ has no package.json of its own: the repository's "type": "module" makes .js ESM.
console.log(`server built into ${path.relative(root, out) || out}/`);

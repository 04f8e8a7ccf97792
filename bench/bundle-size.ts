// The web app's production bundle, per route (issue 10; decision 014). Reads the Vite
// manifest of the last `npm run build` and prints:
//   - the INITIAL load: index.html's entry chunk, every chunk it imports statically
//     (the browser fetches them before the app runs) and their CSS: the figure the
//     budget is about (under 150 KB of gzip JS);
//   - per route: the lazy page chunk and the chunks it imports statically that the
//     initial load does not already hold, plus the lazy chunks the shell loads on every
//     visit (the toast area) and, on members' pages, the signed-in header: what opening
//     that page adds, and the total a first visit straight to that page downloads;
//   - the biggest chunks overall.
// Sizes are raw, gzip (level 9) and brotli (quality 11): the build writes .gz and .br
// twins of every asset with those settings and the server sends them as they are.
//
//   npm run build && npx tsx bench/bundle-size.ts            (or: npm run bench:bundle)
//   npx tsx bench/bundle-size.ts --json                     (machine-readable)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { appRoutes } from '#shared/routes.ts';

const BUDGET_INITIAL_JS_GZIP = 150 * 1024;

const repoRoot = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(repoRoot, 'dist', 'web');
const manifestPath = path.join(webRoot, '.vite', 'manifest.json');

type Chunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, Chunk>;
type Size = { raw: number; gzip: number; brotli: number };

if (!fs.existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${path.relative(repoRoot, manifestPath)}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

const sizeCache = new Map<string, Size>();
function sizeOf(file: string): Size {
  let size = sizeCache.get(file);
  if (!size) {
    const bytes = fs.readFileSync(path.join(webRoot, file));
    size = {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }).length,
    };
    sizeCache.set(file, size);
  }
  return size;
}
const sum = (files: Iterable<string>): Size => {
  const total: Size = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = sizeOf(f);
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  return total;
};

/** Manifest keys reachable through static imports from `key` (itself included). */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, into);
  return into;
}
const filesOf = (keys: Iterable<string>) => {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js, css };
};

// index.html loads one entry, the app's; the boot script is inlined into it (vite.config.ts).
const entryKeys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
if (!entryKeys.some((k) => k.endsWith('index.html'))) throw new Error('the manifest has no index.html entry');
const initialKeys = new Set(entryKeys.flatMap((k) => [...staticClosure(k)]));
const initial = filesOf(initialKeys);
const html = fs.existsSync(path.join(webRoot, 'index.html')) ? sizeOf('index.html') : { raw: 0, gzip: 0, brotli: 0 };

// Route paths per page module, from the route table (src/shared/routes.ts).
const pathsByModule = new Map<string, string[]>();
for (const route of appRoutes) {
  if (route.page === undefined) continue;
  const key = `app/routes/${route.page}.tsx`;
  pathsByModule.set(key, [...(pathsByModule.get(key) ?? []), route.path]);
}

// Lazy chunks the shell itself asks for on every visit (the toast area), and on every
// visit by a member (the signed-in header): part of each page's first visit.
const shellChunk = (src: string) => {
  const key = Object.keys(manifest).find((k) => k === src);
  return key ? [...staticClosure(key)] : [];
};
const everyVisitKeys = shellChunk('app/layout/app-toaster.tsx');
const memberVisitKeys = shellChunk('app/layout/signed-in-nav.tsx');
// /dashboard answers visitors too, but a member is who it is for.
const memberPaths = new Set(appRoutes.filter((r) => r.access === 'login' || r.access === 'admin').map((r) => r.path));
const forMembers = (paths: string[]) => paths.some((p) => memberPaths.has(p));

type RouteRow = { paths: string[]; module: string; added: Size; addedJs: Size; addedCss: Size; firstVisitJs: Size; firstVisit: Size; chunks: string[] };
const routes: RouteRow[] = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !key.startsWith('app/routes/')) continue;
  const paths = pathsByModule.get(key) ?? ['(not in the route table)'];
  const keys = [...new Set([...staticClosure(key), ...everyVisitKeys, ...(forMembers(paths) ? memberVisitKeys : [])])].filter(
    (k) => !initialKeys.has(k),
  );
  const { js, css } = filesOf(keys);
  const newCss = [...css].filter((c) => !initial.css.has(c));
  const addedJs = sum(js);
  const addedCss = sum(newCss);
  const initialJs = sum(initial.js);
  routes.push({
    paths: forMembers(paths) ? paths.map((p) => `${p} *`) : paths,
    module: key,
    addedJs,
    addedCss,
    added: sum([...js, ...newCss]),
    firstVisitJs: { raw: initialJs.raw + addedJs.raw, gzip: initialJs.gzip + addedJs.gzip, brotli: initialJs.brotli + addedJs.brotli },
    firstVisit: sum([...initial.js, ...initial.css, ...js, ...newCss]),
    chunks: [...js, ...newCss],
  });
}
routes.sort((a, b) => b.added.gzip - a.added.gzip);

const initialJs = sum(initial.js);
const initialCss = sum(initial.css);
const allAssets = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]);
const uniqueAssets = [...new Set(allAssets)].filter((f) => /\.(js|css)$/.test(f));
const biggest = uniqueAssets.map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip).slice(0, 10);
const everything = sum(uniqueAssets);

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      { budget_initial_js_gzip: BUDGET_INITIAL_JS_GZIP, html, initial: { js: initialJs, css: initialCss, files: [...initial.js, ...initial.css].map((f) => ({ file: f, ...sizeOf(f) })) }, routes, biggest, all_assets: everything },
      null,
      2,
    ),
  );
  process.exit(0);
}

const kb = (n: number) => (n / 1024).toFixed(1);
const pad = (s: string, n: number) => s.padEnd(n);
const num = (n: number, w = 9) => kb(n).padStart(w);
const line = (label: string, s: Size, w = 44) => `${pad(label, w)}${num(s.raw)}${num(s.gzip)}${num(s.brotli)}`;
const header = (label: string, w = 44) => `${pad(label, w)}${'raw KB'.padStart(9)}${'gzip KB'.padStart(9)}${'br KB'.padStart(9)}`;

console.log(`Web bundle (dist/web, ${uniqueAssets.length} JS/CSS assets, ${kb(everything.gzip)} KB gzip in all)\n`);
console.log('INITIAL LOAD (index.html, the entry and its static imports, CSS)');
console.log(header('file'));
console.log(line('index.html', html));
for (const f of [...initial.js, ...initial.css]) console.log(line(`  ${f}`, sizeOf(f)));
console.log(line('initial JS', initialJs));
console.log(line('initial CSS', initialCss));
console.log(line('initial JS + CSS', sum([...initial.js, ...initial.css])));
const verdict = initialJs.gzip <= BUDGET_INITIAL_JS_GZIP ? 'within' : 'OVER';
console.log(`\nInitial JS: ${kb(initialJs.gzip)} KB gzip, ${verdict} the ${kb(BUDGET_INITIAL_JS_GZIP)} KB budget.\n`);

console.log('PER ROUTE (what a first visit to the page adds to the initial load: its page chunk and static imports, the');
console.log('toast area, and for members (*) the signed-in header; first visit = initial + added, JS + CSS)');
console.log(`${pad('route', 44)}${'+raw KB'.padStart(9)}${'+gzip KB'.padStart(9)}${'+br KB'.padStart(9)}${'first gz'.padStart(10)}${'first br'.padStart(10)}`);
for (const r of routes) {
  const label = r.paths.join(' ');
  console.log(`${pad(label.length > 43 ? `${label.slice(0, 40)}...` : label, 44)}${num(r.added.raw)}${num(r.added.gzip)}${num(r.added.brotli)}${num(r.firstVisit.gzip, 10)}${num(r.firstVisit.brotli, 10)}`);
}

console.log('\nBIGGEST CHUNKS');
console.log(header('file'));
for (const b of biggest) console.log(line(b.file, b));

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build as viteBuild, defineConfig, type Plugin } from 'vite';
import { earlyBootPlan } from './src/web/boot/early-boot-plan.ts';
import { appRoutes, listPageNames } from './src/shared/routes.ts';

// In development Vite serves the web app on PORT (3000) and forwards API calls to the
// API server on API_PORT (3001); in production one Fastify process serves both.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

const bootEntry = fileURLToPath(new URL('./src/web/boot/early-refresh.ts', import.meta.url));

/**
 * The boot script, inlined at the top of index.html's head: a returning member's session
 * refresh, and on the dashboard the feed's first page with its token, go out as soon as
 * the HTML is parsed, while the app's code is still downloading (lib/auth/early-
 * refresh.ts; decisions 014, 046). Inline rather than a file of its own: a script file
 * is one more request before the refresh can start, and a module script waits for the
 * whole document. The build compiles it on its own (a classic script, minified, with the
 * plan of boot/early-boot-plan.ts written in); the server allows exactly this script by
 * its hash in the CSP (server/plugins/web-app.ts). In development it is a module script.
 */
function earlyBootScript(): Plugin {
  return {
    name: 'brokercircle:early-boot-script',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const plan = JSON.stringify(earlyBootPlan());
        if (!ctx.bundle) {
          return [
            {
              tag: 'script',
              attrs: { type: 'module' },
              children: `import { startEarlyRefresh } from '/lib/auth/early-refresh.ts';\nstartEarlyRefresh(${plan});`,
              injectTo: 'head-prepend',
            },
          ];
        }
        const built = await viteBuild({
          configFile: false,
          root: fileURLToPath(new URL('./src/web', import.meta.url)),
          publicDir: false,
          logLevel: 'warn',
          define: { __BC_EARLY_BOOT_PLAN__: plan },
          build: {
            write: false,
            target: 'es2022',
            minify: true,
            lib: { entry: bootEntry, formats: ['iife'], name: 'bcBoot' },
          },
        });
        const outputs = (Array.isArray(built) ? built : [built]).flatMap((b) =>
          'output' in b ? b.output : [],
        );
        const chunk = outputs.find((o) => o.type === 'chunk');
        if (!chunk) throw new Error('early-boot-script: the boot script did not build');
        const code = chunk.code.trim();
        // Text inside <script> ends at the first "</script"; "<!--" changes how it is read.
        if (/<\/script|<!--/i.test(code))
          throw new Error('early-boot-script: the compiled script cannot be inlined as it is');
        // Right after the charset (which must come first): ahead of every stylesheet, since
        // a parser-inserted script waits for the stylesheets before it to load.
        const charset = /<meta charset="UTF-8" \/>/i;
        if (!charset.test(html))
          throw new Error('early-boot-script: index.html has no charset meta');
        return html.replace(charset, (meta) => `${meta}\n    <script>${code}</script>`);
      },
    },
  };
}

/**
 * The first paint's CSS inlined, the app's stylesheet made non-blocking: boot/critical.css
 * (colours, font, the boot spinner) goes into index.html as a <style>, and the entry's
 * stylesheet link becomes a preload that main.tsx applies before React first renders
 * (applyAppStylesheet), so the spinner paints as soon as the HTML is parsed and no
 * unstyled app is ever shown (decision 046).
 */
function criticalCss(): Plugin {
  const file = fileURLToPath(new URL('./src/web/boot/critical.css', import.meta.url));
  return {
    name: 'brokercircle:critical-css',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const css = fs
          .readFileSync(file, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{}:;,])\s*/g, '$1')
          .trim();
        const style = { tag: 'style', children: css, injectTo: 'head' } as const;
        if (!ctx.bundle) return [style];
        const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;
        if ([...html.matchAll(link)].length !== 1)
          throw new Error('critical-css: expected one stylesheet link in index.html');
        return {
          html: html.replace(
            link,
            '<link rel="preload" as="style" crossorigin href="$1" data-app-stylesheet>',
          ),
          tags: [style],
        };
      },
    },
  };
}

const webFile = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));
/** Loaded on every visit: the entry. */
const entryRoots = [webFile('main.tsx')];
/**
 * What a visitor who is not signed in loads: the pages of the route table open to
 * everyone or to visitors only (/start, /login, /register, the password pages), and the
 * toast area.
 */
const guestRoots = [
  ...new Set(
    appRoutes.flatMap((route) =>
      route.page !== undefined && (route.access === 'all' || route.access === 'guest')
        ? [route.page]
        : [],
    ),
  ),
]
  .map((page) => webFile(`app/routes/${page}.tsx`))
  .concat(webFile('app/layout/app-toaster.tsx'));

/** lucide-react's one-file-per-icon modules; the capture is the icon's kebab-case name. */
const iconFile = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.mjs$/;
const kebab = (name: string) =>
  name
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/**
 * Fewer, larger chunks for members' pages. Left alone, the bundler gives every module
 * that two pages share a chunk of its own: the dashboard needed 39 files besides the
 * entry, most under 2 KB, and on HTTP/1.1 over a slow phone connection each batch of
 * six is another round trip. Here what members' pages share goes into three chunks,
 * `lazy-vendor` (packages), `lazy-icons` and `lazy-shared` (our code), each loaded once
 * and cached for every later page (decision 014).
 *
 * Left out of the groups: everything the entry or a guest page (and the toast area)
 * imports, so neither the initial load nor a visitor's first page grows. Those sets are
 * the static import closures of their roots, taken from the module graph once it is
 * built; lucide-react's index imports all 1,900 icons, so the icons a closure uses are
 * read from its source instead. If a lazy-* chunk still ends up in the entry's or a
 * guest page's load, the build fails rather than quietly growing it.
 */
function pageChunks(): Plugin {
  const excluded = new Set<string>();
  const excludedIcons = new Set<string>();
  return {
    name: 'brokercircle:page-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A captured module's own imports (React, for one) stay where they are.
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: 'lazy-icons',
                  test: (id: string) => {
                    const icon = iconFile.exec(id)?.[1];
                    return icon !== undefined && !excludedIcons.has(icon);
                  },
                  minShareCount: 2,
                  priority: 3,
                },
                {
                  name: 'lazy-vendor',
                  test: (id: string) =>
                    id.includes('/node_modules/') && !iconFile.test(id) && !excluded.has(id),
                  minShareCount: 2,
                  priority: 2,
                },
                {
                  name: 'lazy-shared',
                  test: (id: string) => id.includes('/src/') && !excluded.has(id),
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const visit = (id: string) => {
        if (excluded.has(id)) return;
        excluded.add(id);
        const info = this.getModuleInfo(id);
        if (id.includes('/src/') && info?.code) {
          for (const [, names = ''] of info.code.matchAll(
            /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g,
          )) {
            for (const name of names.split(','))
              excludedIcons.add(kebab(name.trim().split(/\s+as\s+/)[0] ?? ''));
          }
        }
        for (const next of info?.importedIds ?? []) visit(next);
      };
      for (const root of [...entryRoots, ...guestRoots]) {
        if (!this.getModuleInfo(root)) this.error(`page-chunks: ${root} is not in the build`);
        visit(root);
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
      const roots = new Set([...entryRoots, ...guestRoots]);
      for (const root of chunks.filter(
        (c) => c.isEntry || (c.facadeModuleId && roots.has(c.facadeModuleId)),
      )) {
        const seen = new Set<string>();
        const walk = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const dep of chunks.find((c) => c.fileName === fileName)?.imports ?? []) walk(dep);
        };
        walk(root.fileName);
        const leaked = [...seen].filter((f) => /\/lazy-[a-z]+-/.test(f));
        if (leaked.length > 0)
          this.error(`page-chunks: ${leaked.join(', ')} would load with ${root.fileName}`);
      }
    },
  };
}

/**
 * Writes dist/web/route-preloads.json: for every page module of the route table
 * (src/shared/routes.ts), the page chunk, the chunks it imports statically and its CSS
 * that the entry does not already load. The server adds them to index.html as
 * modulepreload links for every path that shows that page (src/server/plugins/web-app.ts),
 * so a first visit fetches the page's code side by side with the entry instead of after
 * it has run (decisions 014, 034).
 */
function routePreloads(): Plugin {
  return {
    name: 'brokercircle:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        const chunk = chunks.find((c) => c.fileName === fileName);
        for (const dep of chunk?.imports ?? []) closure(dep, into);
        return into;
      };
      const cssOf = (files: Iterable<string>) =>
        [...files].flatMap((f) => [
          ...(chunks.find((c) => c.fileName === f)?.viteMetadata?.importedCss ?? []),
        ]);
      const entry = chunks.find((c) => c.isEntry && c.name !== 'boot');
      if (!entry) this.error('route-preloads: no entry chunk');
      const initial = closure(entry.fileName);
      const initialCss = new Set(cssOf(initial));
      const pages = listPageNames().map((page) => {
        const module = `/src/web/app/routes/${page}.tsx`;
        const chunk = chunks.find(
          (c) => c.isDynamicEntry && c.facadeModuleId?.split(path.sep).join('/').endsWith(module),
        );
        if (!chunk) this.error(`route-preloads: the route table's page ${module} has no chunk`);
        const js = [...closure(chunk.fileName)].filter((f) => !initial.has(f));
        const css = [...new Set(cssOf(js))].filter((f) => !initialCss.has(f));
        return { page, js: js.map((f) => `/${f}`), css: css.map((f) => `/${f}`) };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(pages, null, 1)}\n`,
      });
    },
  };
}

/**
 * Writes a .br (quality 11) and a .gz (level 9) twin of every text asset, which the
 * server sends as they are to browsers that accept them: the best compression at no
 * cost per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'brokercircle:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|txt|webmanifest)$/.test(fileName) || fileName.startsWith('.vite/'))
          continue;
        const file = path.join(outDir, fileName);
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * Zod probes for eval (`new Function`) to compile faster object parsers, once, when the
 * first object schema is built. The app's CSP forbids eval, so in the browser the probe
 * always fails, and Chrome reports the attempt as a CSP violation (Lighthouse's best
 * practices). Zod's global config starts with `jitless: true` in the web app instead,
 * which skips the probe and parses exactly as it does after a failed one. It has to be
 * in zod's own module: schema modules are evaluated before any code of ours could call
 * `z.config()`. The server's zod is untouched.
 */
function zodWithoutEvalProbe(): Plugin {
  const target = '(_a.__zod_globalConfig = {})';
  return {
    name: 'brokercircle:zod-jitless',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      if (!code.includes(target))
        this.error('zod-jitless: zod/v4/core/core.js changed; update the plugin');
      return {
        code: code.replace(target, '(_a.__zod_globalConfig = { jitless: true })'),
        map: null,
      };
    },
  };
}

export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    react(),
    tailwindcss(),
    zodWithoutEvalProbe(),
    earlyBootScript(),
    criticalCss(),
    pageChunks(),
    routePreloads(),
    precompress(),
  ],
  resolve: {
    alias: {
      // react-router's package exports always name its development build (with dev
      // warnings); production builds take the production one. Dev and tests are unchanged.
      ...(command === 'build'
        ? {
            'react-router': fileURLToPath(
              new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          }
        : {}),
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // dist/web/.vite/manifest.json: which chunks each route loads (bench/bundle-size.ts).
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/.well-known': apiTarget,
    },
  },
}));

// Where the server finds its own files that are not code: the migrations, the worker
// threads' entry files and the built web app. Under tsx this module is
// src/server/server-files.ts; in the build (scripts/build-server.mjs) it is bundled into
// dist/server/main.js. Both sit two folders below the repository, and the build copies
// the migrations and worker files to the same places under dist/server as under
// src/server, so one set of relative paths holds for both.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(import.meta.url);

/** src/server under tsx, dist/server when built. */
export const serverDir = path.dirname(here);

/** The repository (or the image's app folder). */
export const rootDir = path.resolve(serverDir, '../..');

/** True when running the compiled JavaScript (plain node, no tsx). */
export const isCompiled = path.extname(here) === '.js';

/** The server's own module `relative` (written without extension), in the form it runs in. */
export function serverModuleUrl(relative: string): URL {
  return pathToFileURL(path.join(serverDir, `${relative}${isCompiled ? '.js' : '.ts'}`));
}

export const migrationsDir = path.join(serverDir, 'db/migrations');

/** The built web app (vite build). */
export const defaultWebRoot = path.join(rootDir, 'dist/web');

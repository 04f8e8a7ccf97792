// `npm start` runs the compiled server and never builds, except on a fresh clone where
// dist/ does not exist yet: then it builds once, so `npm install && npm start` works.
// A build older than the sources is only pointed out (rebuild with `npm run build`).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'dist/server/main.js');
const web = path.join(root, 'dist/web/index.html');

if (!fs.existsSync(web)) {
  console.log('Building the web app (first start)...');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
if (!fs.existsSync(server)) {
  console.log('Building the server (first start)...');
  execSync('node scripts/build-server.mjs', { cwd: root, stdio: 'inherit' });
}

// The runtime image holds dist/ without src/: nothing to compare with there.
const sources = path.join(root, 'src');
if (fs.existsSync(sources)) {
  const built = Math.min(fs.statSync(server).mtimeMs, fs.statSync(web).mtimeMs);
  if (newestMtime(sources) > built) {
    console.log('Note: src/ changed after the last build; `npm run build` picks the changes up.');
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

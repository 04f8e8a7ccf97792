// `npm start` serves the built web app; build it when it is missing or older than
// its sources, so a fresh clone needs nothing but `npm install && npm start`.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');
const index = path.join(root, 'dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src/web', 'src/shared', 'public'].map((d) => path.join(root, d)).filter((d) => fs.existsSync(d));
const configFiles = ['vite.config.ts', 'package-lock.json'].map((f) => path.join(root, f)).filter((f) => fs.existsSync(f));
const sourceTime = Math.max(...sources.map(newestMtime), ...configFiles.map((f) => fs.statSync(f).mtimeMs));
const buildTime = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;

if (buildTime < sourceTime) {
  console.log('Building the web app...');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}

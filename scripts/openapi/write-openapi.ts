// Writes the OpenAPI document the app serves at /api/docs/json to reports/openapi.json
// (for `npm run lint:api` and for integrators), built from the real app on an
// in-memory database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open.ts';

const out = path.resolve(process.argv[2] ?? 'reports/openapi.json');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-openapi-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'silent',
  JOBS_POLL_INTERVAL_MS: '0',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'https://brokercircle.example',
});
const database = await openDatabase({ kind: 'memory' });
const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' });
try {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`OpenAPI document: ${path.relative(process.cwd(), out)}`);
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

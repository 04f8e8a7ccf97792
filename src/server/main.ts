// Process entry: config, database, migrations, seed, listen; SIGTERM drains requests
// and closes the database cleanly.
import fs from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/open';
import { seedReferenceData } from './db/seed/reference-data';
import { ensureFounderInvitation } from './features/invitations/founder-bootstrap';

async function main(): Promise<void> {
  // A local .env is a convenience for development; real deployments set the environment.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  await seedReferenceData(database.db);
  const app = await buildApp({ config, database });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal ?? 'close'} received, draining requests`);
    // New requests get 503 while running ones finish (plugins/shutdown-drain.ts); what
    // is left after 7 s is cut by close(), within close-with-grace's 10 s. Meanwhile the
    // job runner claims nothing more and its running jobs finish or are handed back.
    const [drained] = await Promise.all([app.drainRequests(7_000), app.jobs.stop(7_000)]);
    if (!drained) app.log.warn('requests still running after 7 s; closing anyway');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`${config.productName} is running at ${config.publicUrl} on ${where}`);
  const founderUrl = await ensureFounderInvitation(database.db, config);
  if (founderUrl) {
    // Plain console line on purpose: it is the one thing a new install must see.
    console.log(`No members yet. Register the founding account (${config.founderEmail}) at: ${founderUrl}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

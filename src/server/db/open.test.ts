// The PGlite data-folder lock: one process per folder, a stale lock is taken over, and
// closing releases it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase, type Database } from './open';

// Baseline WebAssembly compiler only: see tests/helpers/test-database.ts.
v8.setFlagsFromString('--liftoff-only');

let dir: string;
const lockFile = () => path.join(dir, 'brokercircle.lock');

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-open-test-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A pid that belonged to a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  const pid = child.pid;
  await new Promise((resolve) => child.once('exit', resolve));
  if (!pid) throw new Error('no pid');
  return pid;
}

describe('openDatabase on a PGlite data folder', () => {
  it('a second open of the same folder fails fast with a clear message; close releases the lock', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    let second: Database | undefined;
    try {
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
      const attempt = openDatabase({ kind: 'pglite', dataDir: dir });
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(attempt).rejects.toThrow(
        `The data folder ${dir} is in use by another BrokerCircle process (pid ${process.pid}). ` +
          'Stop that process, or set DATA_DIR to another folder.',
      );
      second = await attempt.catch(() => undefined);
      // The refused open did not disturb the first.
      await first.db.execute(sql`create table if not exists lock_probe (n int)`);
      await first.db.execute(sql`insert into lock_probe values (1)`);
      expect(await first.ping()).toBe(true);
      expect(fs.existsSync(lockFile())).toBe(true);
    } finally {
      await second?.close();
      await first.close();
    }
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses a folder whose lock belongs to another live process', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], {
      stdio: 'ignore',
    });
    try {
      fs.writeFileSync(lockFile(), String(other.pid));
      const attempt = openDatabase({ kind: 'pglite', dataDir: dir });
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(attempt).rejects.toThrow(
        `is in use by another BrokerCircle process (pid ${other.pid})`,
      );
      // The other process keeps its lock.
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
      fs.rmSync(lockFile(), { force: true });
    }
  });

  it('takes over a stale lock of a process that is gone, and keeps the data', async () => {
    const pid = await deadPid();
    fs.writeFileSync(lockFile(), String(pid));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`lock_probe`);
      expect(row).toEqual({ n: 1 });
    } finally {
      await database.close();
    }
    expect(fs.existsSync(lockFile())).toBe(false);
    // Closing twice is harmless.
    await database.close();
  });
});

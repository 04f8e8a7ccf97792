import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // vitest's default is one worker fewer than the cores: a single worker on CI's 2 cores.
    // On PostgreSQL a server test file mostly waits for the database, and on PGlite the
    // main process leaves room, so two files at a time take 40 % (PostgreSQL) and 15 %
    // (PGlite) less time on 2 cores, for the same CPU.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Each server test file opens its own database, so files run in parallel safely.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          // Tests that need PostgreSQL itself (a second connection, a connection to cut)
          // run only on it; PGlite runs none of them rather than skipping or passing empty.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/integration/postgres-only/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph per worker instead of one per file: the server, drizzle,
          // zod schemas and PGlite's WebAssembly were loaded and compiled again for every
          // file (import was a fifth of the suite's time, and a cold JIT slowed the tests
          // too). Files stay independent through what they own: each opens its own app
          // and database (tests/helpers/test-app.ts), and no server test mocks modules.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/web-setup.ts'],
        },
      },
    ],
  },
});

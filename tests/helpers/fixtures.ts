// vitest fixtures for the server tests: the app once per file, and the brokers and
// connections a test needs, made by the row factories (factories/*) in one line:
//
//   import { test } from '../helpers/fixtures';
//   test('...', async ({ t, connectedBrokers: { a, b } }) => { ... });
//
// `t` is the file's TestApp (named like the TestApp everywhere in the suite), created
// before the file's first test and closed after its last.
// Every broker fixture is new for each test, so tests of a file stay independent.
import { test as base, expect } from 'vitest';
import { createConnection } from './factories/connections';
import { createTestApp, ensureFounder, registerBroker, type SignedIn, type TestAppOptions } from './test-app';

export type ConnectedBrokers = { a: SignedIn; b: SignedIn; connectionId: string };
export type PendingRequest = { requester: SignedIn; recipient: SignedIn; connectionId: string };

/** The fixtures on an app built with `env` and `options` (as createTestApp takes them). */
export function testWithApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const extended = base
    // vitest reads a fixture's dependencies from its destructuring pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    .extend('t', { scope: 'file' }, async ({}, { onCleanup }) => {
      const app = await createTestApp(env, options);
      onCleanup(() => app.close());
      return app;
    })
    .extend('founder', { scope: 'file' }, async ({ t }) => ensureFounder(t))
    .extend('broker', async ({ t }) => registerBroker(t))
    .extend('otherBroker', async ({ t }) => registerBroker(t))
    .extend('connectedBrokers', async ({ t }): Promise<ConnectedBrokers> => {
      const a = await registerBroker(t);
      const b = await registerBroker(t);
      return { a, b, connectionId: await createConnection(t, a, b) };
    })
    .extend('pendingRequest', async ({ t }): Promise<PendingRequest> => {
      const requester = await registerBroker(t);
      const recipient = await registerBroker(t);
      return { requester, recipient, connectionId: await createConnection(t, requester, recipient, 'pending') };
    });
  // The app starts in a hook (hookTimeout, 60 s), not inside the first test's 30 s: on a
  // loaded machine booting it took most of that. Registered on the importing file, so a
  // file uses either `test` or a testWithApp(...) of its own, not both.
  extended.beforeAll(async ({ t }) => {
    expect(t.app).toBeDefined();
  });
  return extended;
}

export const test = testWithApp();

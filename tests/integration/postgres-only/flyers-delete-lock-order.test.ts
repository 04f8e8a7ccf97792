// PostgreSQL only (tests/integration/postgres-only runs with TEST_DATABASE_URL): two
// connections, one holding the listing's delete open while the flyer create runs, which
// PGlite's single connection cannot interleave. The same rule on both databases is in
// ../flyers-deleted-listing.test.ts.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLYER_MESSAGES } from '#shared/schemas/flyers.ts';
import type { Property } from '#shared/schemas/properties.ts';
import { flyers, properties } from '#server/db/schema.ts';
import { postFlyer } from '../../helpers/flyers';
import { createProperty, placeOf, type Place } from '../../helpers/properties';
import { createTestApp, registerBroker, type TestApp } from '../../helpers/test-app';
import { errorOf, waitFor } from '../../helpers/test-utils';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await placeOf(t);
});
afterAll(async () => t.close());

describe('a flyer created while its listing is being deleted', () => {
  it(
    'a create that reaches the insert while the delete holds the row is a 404 once the delete commits',
    async () => {
      const owner = await registerBroker(t);
      const broker = await registerBroker(t);
      const listing: Property = await createProperty(t, owner, place);
      const client = new pg.Client({ connectionString: t.database.url });
      await client.connect();
      try {
        // The delete is under way (its row lock held, not yet committed) when the create runs.
        await client.query('begin');
        await client.query('delete from flyers where property_id = $1', [listing.id]);
        await client.query('delete from properties where id = $1', [listing.id]);
        const pending = postFlyer(t, broker, listing.id);
        await waitFor(async () => {
          const { rows } = await client.query<{ n: string }>(
            `select count(*) as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          );
          return Number(rows[0]?.n) > 0 ? true : undefined;
        }, 'the create to wait for the delete');
        await client.query('commit');
        const res = await pending;
        expect(res.statusCode, res.body).toBe(404);
        expect(errorOf(res).message).toBe(FLYER_MESSAGES.propertyNotFound);
      } finally {
        await client.end();
      }
      expect(
        await t.database.db.select().from(properties).where(eq(properties.id, listing.id)),
      ).toEqual([]);
      expect(await t.database.db.select().from(flyers).where(eq(flyers.userId, broker.id))).toEqual(
        [],
      );
    },
  );
});

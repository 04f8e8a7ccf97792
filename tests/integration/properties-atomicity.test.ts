// A save that fails after its photos were written leaves nothing behind: the files
// are removed, no row appears, and photos an edit meant to remove survive a failed
// edit. The storage is the real local disk, wrapped so a test can fail a write or
// change the database between the file writes and the transaction (as a concurrent
// request would).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, properties } from '#server/db/schema.ts';
import type { Storage } from '#server/lib/storage.ts';
import { jpegImage } from '../helpers/images';
import {
  createProperty,
  keyOfMediaUrl,
  listMediaFiles,
  placeOf,
  postProperty,
  propertyData,
  propertyFootprint,
  putProperty,
  type Place,
} from '../helpers/properties';
import {
  createTestApp,
  ensureFounder,
  registerBroker,
  type SignedIn,
  type TestApp,
} from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';

/** Runs before each put; a test sets it to fail a write or race the save. */
let beforePut: ((key: string, count: number) => Promise<void>) | null = null;
let puts = 0;

function withHook(storage: Storage): Storage {
  return {
    ...storage,
    async put(key, data, contentType) {
      puts += 1;
      if (beforePut) await beforePut(key, puts);
      return storage.put(key, data, contentType);
    },
  };
}

let t: TestApp;
let place: Place;
let owner: SignedIn;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({}, { wrapStorage: withHook });
  place = await placeOf(t);
  owner = await registerBroker(t);
  photo = await jpegImage(200, 150);
});
afterAll(async () => t.close());

async function armed<T>(
  hook: (key: string, count: number) => Promise<void>,
  run: () => Promise<T>,
): Promise<T> {
  puts = 0;
  beforePut = hook;
  try {
    return await run();
  } finally {
    beforePut = null;
  }
}

describe('failures after the photos were written', () => {
  it('create: the insert fails (the assigned broker vanished) -> no row, no files', async () => {
    const admin = await ensureFounder(t);
    const assignee = await registerBroker(t);
    const before = await propertyFootprint(t);
    const res = await armed(
      async (_key, count) => {
        if (count === 1) await t.database.db.delete(authUsers).where(eq(authUsers.id, assignee.id));
      },
      () =>
        postProperty(t, admin, propertyData(place, { selectedBrokerId: assignee.id }), [
          photo,
          photo,
        ]),
    );
    expect(res.statusCode).toBe(500);
    expect(errorOf(res).message).toBe('Something went wrong. Please try again.');
    expect(await propertyFootprint(t)).toEqual(before);
  });

  it('create: the storage fails on the second photo -> the first is removed, no row', async () => {
    const before = await propertyFootprint(t);
    const res = await armed(
      async (_key, count) => {
        if (count === 3) throw new Error('disk full');
      },
      () => postProperty(t, owner, propertyData(place), [photo, photo]),
    );
    expect(res.statusCode).toBe(500);
    expect(await propertyFootprint(t)).toEqual(before);
  });

  it('update: the row vanishes before the transaction -> 404, new files removed, old photos kept', async () => {
    const listing = await createProperty(t, owner, place, {}, [photo]);
    const oldKey = keyOfMediaUrl(listing.images[0] ?? '');
    const before = listMediaFiles(t);
    const res = await armed(
      async () => {
        await t.database.db.delete(properties).where(eq(properties.id, listing.id));
      },
      () =>
        putProperty(
          t,
          owner,
          listing.id,
          { ...propertyData(place), remove_images: listing.images },
          [photo],
        ),
    );
    expect(res.statusCode).toBe(404);
    // Nothing new on disk, and the photo the failed edit meant to remove was not touched.
    expect(listMediaFiles(t)).toEqual(before);
    expect(listMediaFiles(t)).toContain(oldKey);
  });
});

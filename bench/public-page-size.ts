// Size budget of the public pages (decision 011: under 30 KB of HTML and CSS before
// images). Builds the real app on an in-memory database, fills one broker's profile,
// a Public listing with five photos and a long description, a flyer of it and a
// profile with 24 listings, then prints for each page type its bytes (HTML including
// the inline stylesheet), the stylesheet's share, gzip and brotli sizes, and the
// median server time of 200 renders (in-process, no network).
//
//   npx tsx bench/public-page-size.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open.ts';
import { authUsers, cities, flyers, profiles, properties } from '#server/db/schema.ts';
import { PAGE_CSS } from '#server/features/public-pages/styles.ts';

const BUDGET = 30_000;
const RENDERS = 200;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-bench-pages-'));
const database = await openDatabase({ kind: 'memory' });
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PUBLIC_URL: 'https://brokercircle.example',
  LOG_LEVEL: 'silent',
});
const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' });
const { db } = database;

try {
  const [city] = await db
    .insert(cities)
    .values({ name: 'Bangalore' })
    .onConflictDoNothing()
    .returning();
  const cityId = city?.id ?? null;
  const photo = (i: number) =>
    `/media/property_images/${i.toString(16).padStart(32, '0')}/full.webp`;

  const brokerRow = async (name: string, email: string, vanity: string | null) => {
    const [user] = await db
      .insert(authUsers)
      .values({ email, name, passwordHash: 'x' })
      .returning({ id: authUsers.id });
    if (!user) throw new Error('no user');
    await db.insert(profiles).values({
      id: user.id,
      fullName: name,
      email,
      avatarUrl: `/media/avatars/${'b'.repeat(32)}/avatar.webp`,
      city: 'Bangalore',
      bio: 'Helping families find homes in east Bangalore since 2005.\nResale, rentals and new launches.',
      areas: ['Indiranagar', 'Whitefield', 'HSR Layout', 'Koramangala', 'Marathahalli'],
      companyName: 'Rao Realty & Associates',
      phone: '+919876543210',
      vanityUrl: vanity,
    });
    return user.id;
  };
  const owner = await brokerRow('Asha Rao', 'asha@example.com', 'asha-rao');
  const flyerBroker = await brokerRow('Ravi Kumar', 'ravi@example.com', null);

  const description = [
    'Spacious 3 BHK apartment on the 9th floor of a gated community with clubhouse, pool and gym.',
    'East-facing living room with a large balcony, modular kitchen with utility, two covered parking slots.',
    'Walking distance to the metro station, schools and the main market. Ready to move in; society maintenance includes 24x7 security and power backup.',
  ]
    .join('\n')
    .repeat(3);
  const listings = await db
    .insert(properties)
    .values(
      Array.from({ length: 24 }, (_, i) => ({
        userId: owner,
        title:
          i === 0
            ? 'Spacious 3 BHK apartment with lake view in a gated community'
            : `Listing number ${i + 1} in Indiranagar`,
        description,
        price: 12_500_000 + i * 100_000,
        cityId,
        city: 'Bangalore',
        area: 'Indiranagar',
        bedrooms: 3,
        baths: 3,
        sqft: 1650,
        visibility: 'Public',
        images: Array.from({ length: 5 }, (_, j) => photo(i * 5 + j + 1)),
        publicSlug:
          i === 0
            ? 'spacious-3-bhk-apartment-with-lake-view-in-a-gated-community'
            : `listing-number-${i + 1}-in-indiranagar`,
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    )
    .returning({ id: properties.id, publicSlug: properties.publicSlug });
  const main = listings[0];
  if (!main) throw new Error('no listing');
  await db.insert(flyers).values({
    userId: flyerBroker,
    propertyId: main.id,
    publicId: 'Ab3dE5gH7jK9',
    title: 'Lake view 3 BHK for the Sharma family',
    description: null,
    price: 12_500_000,
    images: [],
  });

  const pages: Array<[string, string]> = [
    ['property page', `/asha-rao/${main.publicSlug ?? ''}`],
    ['flyer page', '/flyer/Ab3dE5gH7jK9/lake-view-3-bhk-for-the-sharma-family'],
    ['broker card', '/asha-rao/card'],
    ['broker profile (24 listings)', '/in/asha-rao'],
    ['not-found page', '/asha-rao/no-such-listing'],
  ];

  const cssBytes = Buffer.byteLength(PAGE_CSS);
  console.log(
    `Public page sizes (budget ${BUDGET} bytes of HTML + CSS before images; CSS inline ${cssBytes} bytes)\n`,
  );
  console.log(
    [
      'page'.padEnd(30),
      'status',
      'html+css'.padStart(9),
      'gzip'.padStart(7),
      'brotli'.padStart(7),
      'median ms'.padStart(10),
      'budget',
    ].join('  '),
  );
  let over = false;
  for (const [name, url] of pages) {
    const res = await app.inject({ method: 'GET', url });
    const body = Buffer.from(res.body);
    const gzip = zlib.gzipSync(body).length;
    const brotli = zlib.brotliCompressSync(body).length;
    const times: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      const start = performance.now();
      await app.inject({ method: 'GET', url });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const ok = body.length < BUDGET;
    over ||= !ok;
    console.log(
      [
        name.padEnd(30),
        String(res.statusCode).padStart(6),
        String(body.length).padStart(9),
        String(gzip).padStart(7),
        String(brotli).padStart(7),
        median.toFixed(2).padStart(10),
        ok ? 'ok' : 'OVER',
      ].join('  '),
    );
  }
  if (over) process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

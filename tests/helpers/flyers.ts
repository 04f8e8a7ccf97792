// Acting on flyers through the API, what they leave in the database and the media
// folder, and a local HTTP server for the pages and images the editor fetches.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Flyer, FlyerList, UpdateFlyerInput } from '#shared/schemas/flyers.ts';
import { flyers } from '#server/db/schema.ts';
import { call } from './feed';
import { propertyForm } from './multipart';
import { listMediaFiles } from './properties';
import { bearer, type SignedIn, type TestApp } from './test-app';
import { countRows } from './test-utils';

export function postFlyer(
  t: TestApp,
  as: SignedIn,
  propertyId: string,
): Promise<LightMyRequestResponse> {
  return call(t, as, 'POST', '/api/flyers', { property_id: propertyId });
}

/** The editor's first save: POST /api/flyers as multipart (`data` + `images`). */
export function postFlyerForm(
  t: TestApp,
  as: SignedIn,
  data: unknown,
  images: readonly Buffer[] = [],
): Promise<LightMyRequestResponse> {
  const form = propertyForm(data, images);
  return t.app.inject({
    method: 'POST',
    url: '/api/flyers',
    headers: { ...bearer(as.accessToken), ...form.headers },
    payload: form.payload,
  });
}

/** Creates a flyer for a property and fails the test unless it is created. */
export async function createFlyer(t: TestApp, as: SignedIn, propertyId: string): Promise<Flyer> {
  const res = await postFlyer(t, as, propertyId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Flyer>();
}

/** The editor's form: `data` as JSON, each image as an `images` file. */
export function putFlyer(
  t: TestApp,
  as: SignedIn,
  id: string,
  data: unknown,
  images: readonly Buffer[] = [],
): Promise<LightMyRequestResponse> {
  const form = propertyForm(data, images);
  return t.app.inject({
    method: 'PUT',
    url: `/api/flyers/${id}`,
    headers: { ...bearer(as.accessToken), ...form.headers },
    payload: form.payload,
  });
}

/** A complete editor `data` part; the defaults keep the flyer as created. */
export function flyerData(
  flyer: Flyer,
  overrides: Partial<UpdateFlyerInput> = {},
): UpdateFlyerInput {
  return {
    title: flyer.title,
    description: flyer.description,
    price_mode: flyer.price_mode,
    price: flyer.price,
    custom_price_text: flyer.custom_price_text,
    keep_images: flyer.images,
    ...overrides,
  };
}

export async function updateFlyer(
  t: TestApp,
  as: SignedIn,
  flyer: Flyer,
  overrides: Partial<UpdateFlyerInput> = {},
  images: readonly Buffer[] = [],
): Promise<Flyer> {
  const res = await putFlyer(t, as, flyer.id, flyerData(flyer, overrides), images);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Flyer>();
}

export async function listFlyers(t: TestApp, as: SignedIn, query = ''): Promise<FlyerList> {
  const res = await call(t, as, 'GET', `/api/flyers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FlyerList>();
}

/** The flyer rows (as stored) and every media file: compare before and after a refusal. */
export async function flyerFootprint(t: TestApp) {
  const rows = await t.database.db.select().from(flyers).orderBy(flyers.id);
  return { flyers: await countRows(t, flyers), rows, files: listMediaFiles(t) };
}

/** Media files under flyers/{id}/. */
export const flyerFiles = (t: TestApp, flyerId: string): string[] =>
  listMediaFiles(t).filter((key) => key.startsWith(`flyers/${flyerId}/`));

export type Route = {
  status?: number;
  type?: string;
  body: string | Buffer;
  headers?: Record<string, string>;
};

export type PageServer = {
  /** The 'ip:port' to allow in the safe fetcher (SAFE_FETCH_TEST_ALLOW_HOSTS). */
  host: string;
  url(path: string): string;
  /** Adds or replaces what a path answers. */
  set(path: string, route: Route): void;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
};

/** A real HTTP server on 127.0.0.1 serving fixed answers per path (404 otherwise). */
export async function startPageServer(routes: Record<string, Route> = {}): Promise<PageServer> {
  const table = new Map(Object.entries(routes));
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const route = table.get(path);
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(route.status ?? 200, {
      ...(route.type ? { 'content-type': route.type } : {}),
      ...route.headers,
    });
    res.end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  return {
    host,
    url: (path) => `http://${host}${path}`,
    set: (path, route) => void table.set(path, route),
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

// The S3-compatible storage (lib/storage-s3.ts) against a real S3-protocol server on
// loopback: s3rver in a child process, keeping its objects in a temp folder, behind a
// small front in this process that logs each request and checks its SigV4 signature as
// S3 does (s3rver accepts any V4 signature, so without it a wrong secret would pass).
// Nothing of ours is mocked; the last block runs the whole app on the bucket through
// the config (S3_* variables).
import { spawn } from 'node:child_process';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createS3Storage,
  parseListObjectsV2,
  type S3StorageOptions,
} from '#server/lib/storage-s3.ts';
import type { Property } from '#shared/schemas/properties.ts';
import { jpegImage } from '../helpers/images';
import {
  keyOfMediaUrl,
  listMediaFiles,
  placeOf,
  postProperty,
  propertyData,
} from '../helpers/properties';
import { bearer, createTestApp, registerBroker, type TestApp } from '../helpers/test-app';

const BUCKET = 'media';
/** The one account s3rver knows. */
const ACCESS_KEY_ID = 'S3RVER';
/** The secret the signature front checks against. */
const SECRET = 'test-secret-4f9c2d7e81b3a6';

type FakeS3 = {
  endpoint: string;
  /** s3rver's folder: <directory>/<bucket>/<key>._S3rver_object */
  directory: string;
  /** "METHOD /path?query" of every request that reached the front, in order. */
  requests: string[];
  close(): Promise<void>;
};

// s3rver 3.7 makes its listing continuation tokens with single DES, which OpenSSL 3
// (Node 17 and later) only offers through its legacy provider: hence a process of its
// own with that flag. It exits when this process goes (its stdin closes).
const S3RVER_PROCESS = `
const S3rver = require(process.env.S3RVER_MODULE);
const server = new S3rver({ address: '127.0.0.1', port: 0, directory: process.env.S3RVER_DIR, silent: true });
server.run().then(({ port }) => console.log(JSON.stringify({ port })));
process.stdin.resume();
process.stdin.on('end', () => server.close().then(() => process.exit(0)));
`;

async function startS3rverProcess(directory: string) {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', S3RVER_PROCESS], {
    env: {
      PATH: process.env.PATH ?? '',
      S3RVER_MODULE: createRequire(import.meta.url).resolve('s3rver'),
      S3RVER_DIR: directory,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /^\{"port":(\d+)\}$/m.exec(out);
      if (line) resolve(Number(line[1]));
    });
    child.on('exit', (code) =>
      reject(new Error(`s3rver exited (${code}) before listening: ${out}`)),
    );
  });
  return {
    port,
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}

async function startFakeS3(): Promise<FakeS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-s3rver-'));
  const s3rver = await startS3rverProcess(directory);
  const requests: string[] = [];
  const front = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const refusal = signatureRefusal(req);
    if (refusal) {
      req.resume();
      req.on('end', () => {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code>' +
            '<Message>The request signature we calculated does not match the signature you provided. Check your key and signing method.</Message>' +
            `<StringToSign>${refusal}</StringToSign></Error>`,
        );
      });
      return;
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: s3rver.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => res.destroy(error));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  // The bucket is made as any S3 client makes one.
  const created = await directClient().fetch(`${endpoint}/${BUCKET}`, { method: 'PUT' });
  if (created.status !== 200)
    throw new Error(`CreateBucket: ${created.status} ${await created.text()}`);
  return {
    endpoint,
    directory,
    requests,
    async close() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await s3rver.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Checks an Authorization header the way S3 does (SigV4, written here from AWS's
 * description, independently of aws4fetch). Returns null when the signature is right,
 * else a description of what failed.
 */
function signatureRefusal(req: http.IncomingMessage): string | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return 'no SigV4 Authorization header';
  const [, keyId = '', date = '', region = '', signedHeaders = '', signature = ''] = auth;
  if (keyId !== ACCESS_KEY_ID) return null; // s3rver itself refuses unknown key ids
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const url = new URL(req.url ?? '/', 'http://front');
  const canonicalUri = url.pathname
    .split('/')
    .map((segment) => rfc3986(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .sort()
    .join('&');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD');
  const canonicalRequest = [
    req.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date), region), 's3'), 'aws4_request');
  const expected = hmac(signingKey, stringToSign);
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : stringToSign;
}

/** The keys s3rver holds in the bucket (read from its folder), sorted. */
function bucketKeys(s3: FakeS3): string[] {
  const root = path.join(s3.directory, BUCKET);
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
    .map((entry) =>
      path
        .relative(root, path.join(entry.parentPath, entry.name.slice(0, -'._S3rver_object'.length)))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

const objectFile = (s3: FakeS3, key: string) =>
  path.join(s3.directory, BUCKET, ...key.split('/')) + '._S3rver_object';

/** Signed requests straight to the bucket, as another S3 client would make them. */
const directClient = () =>
  new AwsClient({
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    region: 'us-east-1',
    service: 's3',
    retries: 0,
  });

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => s3?.close());

const storageOf = (overrides: Partial<S3StorageOptions> = {}) =>
  createS3Storage({
    endpoint: s3.endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    ...overrides,
  });

describe('S3 storage', () => {
  it('put then get returns the same bytes; the object has the content type', async () => {
    const storage = storageOf();
    const data = Buffer.concat([randomBytes(40_000), Buffer.from([...Array(256).keys()])]);
    await storage.put('round/trip/full.webp', data, 'image/webp');

    const back = await storage.get('round/trip/full.webp');
    expect(back).not.toBeNull();
    expect(Buffer.compare(back ?? Buffer.alloc(0), data)).toBe(0);
    expect(fs.readFileSync(objectFile(s3, 'round/trip/full.webp')).equals(data)).toBe(true);

    const direct = await directClient().fetch(`${s3.endpoint}/${BUCKET}/round/trip/full.webp`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await direct.arrayBuffer()).equals(data)).toBe(true);
  });

  it('get of a missing key is null', async () => {
    expect(await storageOf().get('never/stored/full.webp')).toBeNull();
    expect(await storageOf().getStream('never/stored/data.zip')).toBeNull();
  });

  it('putFile streams a local file up (signed, with its length) and getStream streams it back', async () => {
    const storage = storageOf();
    const source = path.join(s3.directory, '..', `bc-upload-${randomBytes(4).toString('hex')}.zip`);
    const data = randomBytes(3 * 1024 * 1024 + 17);
    fs.writeFileSync(source, data);
    try {
      await storage.putFile('exports/big/data.zip', source, 'application/zip');
    } finally {
      fs.rmSync(source, { force: true });
    }
    expect(fs.readFileSync(objectFile(s3, 'exports/big/data.zip')).equals(data)).toBe(true);
    const stored = await storage.getStream('exports/big/data.zip');
    expect(stored?.size).toBe(data.length);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    const direct = await directClient().fetch(`${s3.endpoint}/${BUCKET}/exports/big/data.zip`, { method: 'HEAD' });
    expect(direct.headers.get('content-type')).toBe('application/zip');
  });

  it('delete removes the object; deleting a missing key is not an error', async () => {
    const storage = storageOf();
    await storage.put('to/delete/full.webp', Buffer.from('bytes'), 'image/webp');
    expect(await storage.get('to/delete/full.webp')).not.toBeNull();
    await storage.delete('to/delete/full.webp');
    expect(await storage.get('to/delete/full.webp')).toBeNull();
    expect(bucketKeys(s3)).not.toContain('to/delete/full.webp');
    await expect(storage.delete('to/delete/full.webp')).resolves.toBeUndefined();
    await expect(storage.delete('never/there/full.webp')).resolves.toBeUndefined();
  });

  it('deletePrefix removes every key of the folder over several listing pages, and nothing else', async () => {
    const storage = storageOf({ listPageSize: 2 });
    const inside = [
      'gallery/aaa/1.webp',
      'gallery/aaa/2.webp',
      'gallery/aaa/3.webp',
      'gallery/aaa/4.webp',
      'gallery/aaa/sub/5.webp',
    ];
    const outside = [
      'gallery/aaa-other/1.webp',
      'gallery/aaab/1.webp',
      'gallery/aa/1.webp',
      'gallery/aaa.webp',
      'gallery/keep.webp',
    ];
    for (const key of [...inside, ...outside])
      await storage.put(key, Buffer.from(key), 'image/webp');
    const before = s3.requests.length;

    await storage.deletePrefix('gallery/aaa/');

    const made = s3.requests.slice(before);
    const lists = made.filter((r) => r.startsWith('GET ') && r.includes('list-type=2'));
    expect(lists.length).toBe(3); // 5 keys, 2 a page
    expect(lists.slice(1).every((r) => r.includes('continuation-token='))).toBe(true);
    // One DELETE per key; s3rver now and then answers 500 to concurrent deletes in one
    // folder (it prunes empty directories), and the storage retries those, so a key may
    // appear twice. What is left in the bucket is checked below.
    expect(new Set(made.filter((r) => r.startsWith('DELETE '))).size).toBe(inside.length);
    const left = bucketKeys(s3).filter((k) => k.startsWith('gallery/'));
    expect(left).toEqual([...outside].sort());

    // A folder without the trailing slash is the same folder; an empty one is fine.
    await storage.deletePrefix('gallery/aaab');
    await storage.deletePrefix('gallery/empty/');
    expect(bucketKeys(s3).filter((k) => k.startsWith('gallery/'))).toEqual(
      outside.filter((k) => !k.startsWith('gallery/aaab/')).sort(),
    );
  });

  it('deletePrefix reads XML-escaped keys and leaves (and names) objects whose keys it never writes', async () => {
    const storage = storageOf();
    await storage.put('odd/folder/full.webp', Buffer.from('ours'), 'image/webp');
    const foreign = 'odd/folder/it\'s & <b> "q".txt';
    const url = `${s3.endpoint}/${BUCKET}/${foreign.split('/').map(encodeURIComponent).join('/')}`;
    const put = await directClient().fetch(url, { method: 'PUT', body: 'theirs' });
    expect(put.status).toBe(200);

    const error = await storage.deletePrefix('odd/folder/').then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toContain('left 1 object(s) whose keys this app does not write');
    expect(error?.message).toContain(JSON.stringify(foreign));
    expect(bucketKeys(s3).filter((k) => k.startsWith('odd/'))).toEqual([foreign]);
  });

  it('refuses unsafe keys before making any request', async () => {
    const storage = storageOf();
    const before = s3.requests.length;
    for (const key of ['../x', '/abs', 'A B', 'a/../b', 'a//b', '', 'a/./b', 'x?list-type=2']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
        /Unsafe storage key/,
      );
      await expect(storage.delete(key), key).rejects.toThrow(/Unsafe storage key/);
      expect(await storage.get(key), key).toBeNull();
    }
    for (const prefix of ['../', '/', '', 'A B/', '..']) {
      await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(/Unsafe storage key/);
    }
    expect(s3.requests.length).toBe(before);
  });

  it('a wrong secret is an error (never null, never an empty listing) that does not carry the secret', async () => {
    await storageOf().put('secret/kept/full.webp', Buffer.from('kept'), 'image/webp');
    const wrongSecret = 'wrong-secret-9d8e7f6a5b4c3d';
    const storage = storageOf({ secretAccessKey: wrongSecret });
    const failures = await Promise.all([
      storage.put('wrong/secret/full.webp', Buffer.from('x'), 'image/webp').then(
        () => null,
        (e: unknown) => e,
      ),
      storage.get('secret/kept/full.webp').then(
        () => null,
        (e: unknown) => e,
      ),
      storage.delete('secret/kept/full.webp').then(
        () => null,
        (e: unknown) => e,
      ),
      storage.deletePrefix('secret/').then(
        () => null,
        (e: unknown) => e,
      ),
    ]);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(Error);
      const error = failure as Error;
      expect(error.message).toMatch(/^S3 (PUT|GET|DELETE|LIST) .*: HTTP 403 SignatureDoesNotMatch/);
      for (const text of [
        error.message,
        String(error),
        inspect(error, { depth: 5 }),
        JSON.stringify(error),
      ]) {
        expect(text).not.toContain(wrongSecret);
        expect(text).not.toContain(SECRET);
      }
    }
    expect(bucketKeys(s3)).not.toContain('wrong/secret/full.webp');
    expect(bucketKeys(s3)).toContain('secret/kept/full.webp');
    // An unknown key id is refused too (by s3rver itself).
    await expect(storageOf({ accessKeyId: 'NOBODY' }).get('secret/kept/full.webp')).rejects.toThrow(
      /HTTP 403 InvalidAccessKeyId/,
    );
  });

  it('keeps its keys under the prefix option', async () => {
    const tenant = storageOf({ prefix: 'tenant-a' });
    const plain = storageOf();
    await tenant.put('shared/name/full.webp', Buffer.from('tenant'), 'image/webp');
    await plain.put('shared/name/full.webp', Buffer.from('plain'), 'image/webp');
    expect(bucketKeys(s3)).toEqual(
      expect.arrayContaining(['tenant-a/shared/name/full.webp', 'shared/name/full.webp']),
    );
    expect((await tenant.get('shared/name/full.webp'))?.toString()).toBe('tenant');
    await tenant.deletePrefix('shared/');
    expect(await tenant.get('shared/name/full.webp')).toBeNull();
    expect((await plain.get('shared/name/full.webp'))?.toString()).toBe('plain');
    expect(() => storageOf({ prefix: '../up' })).toThrow(/invalid prefix/);
  });

  it('bounds a request in time and reports a store it cannot reach', async () => {
    // Accepts connections and never answers.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const started = Date.now();
      await expect(
        storageOf({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 300 }).get('a/full.webp'),
      ).rejects.toThrow('S3 GET a/full.webp failed: no answer within 0.3 s');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
    // Nothing listens on the port any more.
    await expect(
      storageOf({ endpoint: `http://127.0.0.1:${port}` }).put(
        'a/full.webp',
        Buffer.from('x'),
        'image/webp',
      ),
    ).rejects.toThrow(/^S3 PUT a\/full\.webp failed: fetch failed \(.*ECONNREFUSED/);
  });
});

describe('reading a ListObjectsV2 answer', () => {
  it('takes keys from <Contents> only, unescapes each entity once, and reads the paging fields', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <Name>media</Name><Prefix>a/</Prefix><KeyCount>3</KeyCount><MaxKeys>3</MaxKeys>
  <IsTruncated>true</IsTruncated><NextContinuationToken>1/+x=&amp;y</NextContinuationToken>
  <Contents><Key>a/1.webp</Key><Size>4</Size><Owner><ID>x</ID></Owner></Contents>
  <Contents><Key>a/it&#39;s &amp;lt;&#x42;&gt;.txt</Key></Contents>
  <Contents>
    <Key>a/&quot;q&quot;&apos;</Key>
  </Contents>
  <CommonPrefixes><Prefix>a/sub/</Prefix></CommonPrefixes>
</ListBucketResult>`;
    expect(parseListObjectsV2(xml)).toEqual({
      keys: ['a/1.webp', "a/it's &lt;B>.txt", `a/"q"'`],
      isTruncated: true,
      nextContinuationToken: '1/+x=&y',
    });
    expect(
      parseListObjectsV2('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>'),
    ).toEqual({ keys: [], isTruncated: false });
    expect(() => parseListObjectsV2('<html>proxy error</html>')).toThrow(/not a ListBucketResult/);
  });
});

describe('the app with S3_* set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
    });
  });
  afterAll(async () => t?.close());

  it('keeps an uploaded property photo in the bucket, serves it at its /media URL, and deletes it with the property', async () => {
    expect(t.config.s3).toMatchObject({
      endpoint: s3.endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
    });
    const broker = await registerBroker(t);
    const res = await postProperty(t, broker, propertyData(await placeOf(t)), [
      await jpegImage(320, 240),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Property>();
    const url = created.images[0] ?? '';
    expect(url).toMatch(/^\/media\/property_images\/[0-9a-f]{32}\/full\.webp$/);
    const key = keyOfMediaUrl(url);
    const thumbKey = key.replace(/full\.webp$/, 'thumb.webp');
    expect(bucketKeys(s3)).toEqual(expect.arrayContaining([key, thumbKey]));
    expect(listMediaFiles(t)).toEqual([]); // nothing on the local disk

    const before = s3.requests.length;
    const media = await t.app.inject({ method: 'GET', url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(media.rawPayload.equals(fs.readFileSync(objectFile(s3, key)))).toBe(true);
    expect(media.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(s3.requests.slice(before)).toEqual([`GET /${BUCKET}/${key}`]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${created.id}`,
      headers: bearer(broker.accessToken),
    });
    expect(deleted.statusCode).toBe(204);
    const folder = key.slice(0, key.lastIndexOf('/') + 1);
    expect(bucketKeys(s3).filter((k) => k.startsWith(folder))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

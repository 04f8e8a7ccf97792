// The Storage interface on an S3-compatible object store (AWS S3, Cloudflare R2, MinIO,
// ...), so several app instances share one set of uploaded media. Requests are signed
// with SigV4 (aws4fetch) and sent with Node's fetch to path-style URLs
// (`<endpoint>/<bucket>/<key>`), which every S3-compatible service accepts. Keys pass the
// same check as on the local disk before any request is made, and every request is
// bounded in time. Media is still served by the app's /media route (plugins/media.ts),
// never straight from the bucket, so access rules and cache headers stay the same.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, isSafeStorageKey, type Storage } from './storage';

export type S3StorageOptions = {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A folder inside the bucket that every key is stored under (e.g. "brokercircle"); default none. */
  prefix?: string;
  /** Keys per ListObjectsV2 page (1 to 1000, default 1000); tests use a small one. */
  listPageSize?: number;
  /** Time limit of one request, body included; default 15 s. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 15_000;
/** deletePrefix removes this many objects at a time. */
const DELETE_CONCURRENCY = 8;
/** A 5xx or 429 answer is tried again this many times (aws4fetch's backoff), within the time limit. */
const RETRIES = 2;
/** A streamed upload gets the time limit plus this long per MiB (a slow link to the store). */
const UPLOAD_MS_PER_MIB = 2_000;

export function createS3Storage(options: S3StorageOptions): Storage {
  const endpoint = checkedEndpoint(options.endpoint);
  const bucket = options.bucket;
  if (!isBucketName(bucket))
    throw new Error(`S3 storage: invalid bucket name ${JSON.stringify(bucket)}`);
  const root = checkedPrefix(options.prefix);
  const pageSize = options.listPageSize ?? 1000;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) {
    throw new Error('S3 storage: listPageSize must be an integer from 1 to 1000');
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Held in this closure only: the returned object carries no credentials.
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: RETRIES,
  });

  // Safe keys hold only [a-z0-9/_.-], so they go into the URL as they are.
  const objectUrl = (objectKey: string) => `${endpoint}/${bucket}/${objectKey}`;

  /**
   * One signed request; `read` turns the answer into the result (the body is read
   * within the same time limit). Failures become an Error naming the operation, the
   * status and S3's error code: never the credentials, the signature or the request.
   */
  async function request<T>(
    what: string,
    url: string,
    init: {
      method: string;
      headers?: Record<string, string>;
      body?: Uint8Array<ArrayBuffer>;
      /** A body read as it is sent (signed by its x-amz-content-sha256 header); sent once, no retries. */
      stream?: () => ReadableStream<Uint8Array>;
      timeoutMs?: number;
    },
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const limitMs = init.timeoutMs ?? timeoutMs;
    try {
      const signal = AbortSignal.timeout(limitMs);
      const { stream, timeoutMs: _limit, ...rest } = init;
      const response = stream
        ? await fetch(await client.sign(url, { ...rest, body: stream(), duplex: 'half' } as RequestInit), { signal })
        : await client.fetch(url, { ...rest, signal });
      return await read(response);
    } catch (error) {
      if (error instanceof S3ResponseError) throw new Error(`S3 ${what}: ${error.message}`);
      throw new Error(`S3 ${what} failed: ${describeFailure(error, limitMs)}`);
    }
  }

  async function deleteObject(objectKey: string): Promise<void> {
    await request(
      `DELETE ${objectKey}`,
      objectUrl(objectKey),
      { method: 'DELETE' },
      async (res) => {
        // S3 answers 204 for a missing key too; some compatible services say 404.
        if (res.ok || res.status === 404) return void (await res.body?.cancel());
        throw await responseError(res);
      },
    );
  }

  /** Every object key (bucket-relative) that starts with `listPrefix`, following continuation tokens. */
  async function listKeys(listPrefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    for (;;) {
      const query = [
        'list-type=2',
        `max-keys=${pageSize}`,
        `prefix=${encodeRfc3986(listPrefix)}`,
        ...(token === undefined ? [] : [`continuation-token=${encodeRfc3986(token)}`]),
      ].join('&');
      const page = await request(
        `LIST ${listPrefix}`,
        `${endpoint}/${bucket}?${query}`,
        { method: 'GET' },
        async (res) => {
          if (!res.ok) throw await responseError(res);
          return parseListObjectsV2(await res.text());
        },
      );
      keys.push(...page.keys);
      if (!page.isTruncated) return keys;
      if (!page.nextContinuationToken || page.nextContinuationToken === token) {
        throw new Error(
          `S3 LIST ${listPrefix}: a truncated listing without a new continuation token`,
        );
      }
      token = page.nextContinuationToken;
    }
  }

  return {
    async put(key, data, contentType) {
      assertSafeKey(key);
      const objectKey = root + key;
      await request(
        `PUT ${objectKey}`,
        objectUrl(objectKey),
        {
          method: 'PUT',
          headers: {
            'content-type': contentType,
            // Signed, so the store refuses bytes that changed on the way.
            'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
          },
          // A copy as a plain Uint8Array: fetch's types take no Buffer (a few MB at most).
          body: new Uint8Array(data),
        },
        async (res) => {
          if (!res.ok) throw await responseError(res);
          await res.body?.cancel();
        },
      );
    },

    async putFile(key, filePath, contentType) {
      assertSafeKey(key);
      const objectKey = root + key;
      const { size } = await fs.stat(filePath);
      const sha256 = await sha256OfFile(filePath);
      const limitMs = timeoutMs + Math.ceil(size / 1_048_576) * UPLOAD_MS_PER_MIB;
      // Read from the file on each try: a stream body cannot be sent twice, so this
      // loop, not aws4fetch's, does the retries.
      for (let attempt = 0; ; attempt++) {
        const outcome = await request(
          `PUT ${objectKey}`,
          objectUrl(objectKey),
          {
            method: 'PUT',
            headers: {
              'content-type': contentType,
              'content-length': String(size),
              // Signed, so the store refuses bytes that changed on the way.
              'x-amz-content-sha256': sha256,
            },
            stream: () => Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>,
            timeoutMs: limitMs,
          },
          async (res) => {
            if (res.ok) {
              await res.body?.cancel();
              return 'stored' as const;
            }
            if ((res.status >= 500 || res.status === 429) && attempt < RETRIES) {
              await res.body?.cancel();
              return 'retry' as const;
            }
            throw await responseError(res);
          },
        );
        if (outcome === 'stored') return;
      }
    },

    async getStream(key) {
      if (!isSafeStorageKey(key)) return null;
      const objectKey = root + key;
      // The time limit covers the answer's headers; the body then flows at the reader's
      // pace (a phone downloading an export), which undici bounds by its idle timeout.
      const headers = new AbortController();
      const timer = setTimeout(() => headers.abort(new DOMException('timed out', 'TimeoutError')), timeoutMs);
      try {
        const res = await client.fetch(objectUrl(objectKey), { method: 'GET', signal: headers.signal });
        if (res.status === 404) {
          await res.body?.cancel();
          return null;
        }
        if (!res.ok) throw await responseError(res);
        if (!res.body) throw new S3ResponseError(`HTTP ${res.status} without a body`);
        const length = Number(res.headers.get('content-length'));
        return {
          stream: Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>),
          size: Number.isFinite(length) && length >= 0 ? length : null,
        };
      } catch (error) {
        if (error instanceof S3ResponseError) throw new Error(`S3 GET ${objectKey}: ${error.message}`);
        throw new Error(`S3 GET ${objectKey} failed: ${describeFailure(error, timeoutMs)}`);
      } finally {
        clearTimeout(timer);
      }
    },

    async get(key) {
      // As on the local disk: a key that cannot be ours is simply not there.
      if (!isSafeStorageKey(key)) return null;
      const objectKey = root + key;
      return request(`GET ${objectKey}`, objectUrl(objectKey), { method: 'GET' }, async (res) => {
        if (res.status === 404) {
          await res.body?.cancel();
          return null;
        }
        if (!res.ok) throw await responseError(res);
        return Buffer.from(await res.arrayBuffer());
      });
    },

    async delete(key) {
      assertSafeKey(key);
      await deleteObject(root + key);
    },

    async deletePrefix(prefix) {
      // A folder, as on the local disk: "property_images/<random>/" (a trailing slash
      // or not) removes that folder's objects and nothing of a longer-named sibling.
      const folder = prefix.replace(/\/+$/, '');
      assertSafeKey(folder);
      const listPrefix = `${root}${folder}/`;
      const listed = await listKeys(listPrefix);
      // Only keys of the form we write are deleted: anything else under the folder was
      // not put there by this app, and its name could not go into a URL unaltered.
      const ours: string[] = [];
      const foreign: string[] = [];
      for (const k of listed) {
        const isOurs = k.startsWith(listPrefix) && isSafeStorageKey(k.slice(root.length));
        (isOurs ? ours : foreign).push(k);
      }
      for (let i = 0; i < ours.length; i += DELETE_CONCURRENCY) {
        await Promise.all(ours.slice(i, i + DELETE_CONCURRENCY).map(deleteObject));
      }
      if (foreign.length > 0) {
        const named = foreign
          .slice(0, 3)
          .map((k) => JSON.stringify(k))
          .join(', ');
        throw new Error(
          `S3 deletePrefix ${listPrefix}: left ${foreign.length} object(s) whose keys this app does not write: ${named}${foreign.length > 3 ? ', ...' : ''}`,
        );
      }
    },
  };
}

async function sha256OfFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath), hash);
  return hash.digest('hex');
}

/** A refusal from the store, turned into "HTTP <status> <Code>: <Message>". */
class S3ResponseError extends Error {}

async function responseError(res: Response): Promise<S3ResponseError> {
  let detail = '';
  try {
    // S3 error bodies are small XML documents; only their Code and Message are kept.
    const body = (await res.text()).slice(0, 4096);
    const code = xmlElementText(body, 'Code');
    const message = xmlElementText(body, 'Message');
    if (code) detail += ` ${code}`;
    if (message) detail += `: ${message.slice(0, 200)}`;
  } catch {
    // no readable body: the status says enough
  }
  return new S3ResponseError(`HTTP ${res.status}${detail}`);
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  if (!(error instanceof Error)) return String(error);
  // fetch says "fetch failed" and puts the reason (ECONNREFUSED, DNS, TLS) in its cause.
  const cause = error.cause as (Error & { code?: string }) | undefined;
  const reason = cause instanceof Error ? cause.message || cause.code || cause.name : '';
  return reason ? `${error.message} (${reason})` : error.message;
}

export type ListObjectsV2Page = {
  keys: string[];
  isTruncated: boolean;
  nextContinuationToken?: string;
};

/**
 * The parts of a ListObjectsV2 answer that deletePrefix needs. S3 writes keys as XML
 * text (entities escaped, no CDATA); each <Key> is read from its <Contents> entry only,
 * so nothing else in the document (an owner, a prefix) is taken for a key.
 */
export function parseListObjectsV2(xml: string): ListObjectsV2Page {
  if (!/<ListBucketResult[\s>]/.test(xml))
    throw new S3ResponseError('the listing is not a ListBucketResult document');
  const keys: string[] = [];
  for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = xmlElementText(contents, 'Key');
    if (key === undefined) throw new S3ResponseError('a listing entry without a <Key>');
    keys.push(key);
  }
  // The last two are read outside the <Contents> entries (they are top-level elements).
  const outside = xml.replace(/<Contents>[\s\S]*?<\/Contents>/g, '');
  const isTruncated = xmlElementText(outside, 'IsTruncated') === 'true';
  const nextContinuationToken = xmlElementText(outside, 'NextContinuationToken');
  return { keys, isTruncated, ...(nextContinuationToken ? { nextContinuationToken } : {}) };
}

/** The unescaped text of the first <name>...</name> element in `xml`, if any. */
function xmlElementText(xml: string, name: string): string | undefined {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return match ? unescapeXml(match[1] ?? '') : undefined;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (entity, body: string) => {
    if (body.startsWith('#')) {
      const codePoint = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return XML_ENTITIES[body] ?? entity;
  });
}

/** URI-encodes as SigV4 does (RFC 3986 unreserved characters only stay as they are). */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function checkedEndpoint(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('S3 storage: the endpoint is not a URL');
  }
  if (!isPlainHttpUrl(url)) {
    throw new Error(
      'S3 storage: the endpoint must be an http(s) URL without credentials, query or fragment',
    );
  }
  return value.replace(/\/+$/, '');
}

/** http(s), no user:password, query or fragment: what S3_ENDPOINT may be. */
export function isPlainHttpUrl(url: URL): boolean {
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === ''
  );
}

/** S3's bucket naming rules (3 to 63 lower-case letters, digits, dots and hyphens). */
export function isBucketName(name: string): boolean {
  return /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(name) && !name.includes('..');
}

function checkedPrefix(prefix: string | undefined): string {
  const folder = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  if (folder === '') return '';
  if (!isSafeStorageKey(folder))
    throw new Error(`S3 storage: invalid prefix ${JSON.stringify(prefix)}`);
  return `${folder}/`;
}

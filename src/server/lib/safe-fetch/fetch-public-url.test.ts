import http, { type ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  guardSockets,
  startLocalPeer,
  type LocalPeer,
} from '../../../../tests/helpers/local-http-peer';
import {
  fetchPublicUrl,
  SAFE_FETCH_USER_AGENT,
  type FetchPublicUrlOptions,
} from './fetch-public-url';
import type { ResolvedAddress, Resolver } from './safe-lookup';

// Names under .example exist only in this fake DNS; nothing here asks a real resolver.
const fakeDns: Record<string, ResolvedAddress[]> = {
  'loopback.example': [{ address: '127.0.0.1', family: 4 }],
  'metadata.example': [{ address: '169.254.169.254', family: 4 }],
  'private.example': [{ address: '10.0.0.7', family: 4 }],
  'cgnat.example': [{ address: '100.64.1.1', family: 4 }],
  'mixed.example': [
    { address: '93.184.216.34', family: 4 },
    { address: '192.168.1.10', family: 4 },
  ],
  'mapped.example': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'ula.example': [{ address: 'fd00::1', family: 6 }],
  'v6-loopback.example': [{ address: '::1', family: 6 }],
};
const resolve = vi.fn<Resolver>(async (hostname) => {
  const answers = fakeDns[hostname];
  if (!answers) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answers;
});

const base = {
  maxBytes: 64 * 1024,
  timeoutMs: 1000,
  accept: 'text/html',
  resolve,
} satisfies FetchPublicUrlOptions;

function failureOf(
  promise: Promise<unknown>,
): Promise<{ code?: string; status?: number; name?: string }> {
  return promise.then(
    () => ({ code: 'resolved' }),
    (error: unknown) => error as { code?: string; status?: number },
  );
}

let sockets: ReturnType<typeof guardSockets>;
beforeEach(() => {
  sockets = guardSockets();
  resolve.mockClear();
});
afterEach(() => sockets.restore());

describe('refused before a connection is made', () => {
  let target: LocalPeer;
  beforeAll(async () => {
    target = await startLocalPeer();
  });
  afterAll(() => target.close());

  const literalCases: Array<[string, (port: number) => string, string]> = [
    ['loopback', (p) => `http://127.0.0.1:${p}/`, 'blocked_address'],
    ['loopback, decimal', (p) => `http://2130706433:${p}/`, 'blocked_address'],
    ['loopback, hex', (p) => `http://0x7f.1:${p}/`, 'blocked_address'],
    ['loopback, octal', (p) => `http://0177.0.0.1:${p}/`, 'blocked_address'],
    ['loopback, short', (p) => `http://127.1:${p}/`, 'blocked_address'],
    ['loopback, IPv4-mapped IPv6', (p) => `http://[::ffff:127.0.0.1]:${p}/`, 'blocked_address'],
    ['loopback, IPv6', (p) => `http://[::1]:${p}/`, 'blocked_address'],
    ['localhost', (p) => `http://localhost:${p}/`, 'blocked_address'],
    ['LOCALHOST with a trailing dot', (p) => `http://LOCALHOST.:${p}/`, 'blocked_address'],
    ['unspecified', (p) => `http://0.0.0.0:${p}/`, 'blocked_address'],
    ['private 10/8', () => 'http://10.0.0.1/', 'blocked_address'],
    ['private 172.16/12', () => 'http://172.16.0.1/', 'blocked_address'],
    ['private 192.168/16', () => 'http://192.168.0.1/', 'blocked_address'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', 'blocked_address'],
    ['CGNAT', () => 'http://100.64.0.1/', 'blocked_address'],
    ['IPv6 unique-local', () => 'http://[fd00::1]/', 'blocked_address'],
    ['IPv6 link-local', () => 'http://[fe80::1]/', 'blocked_address'],
    ['IPv4 multicast', () => 'http://224.0.0.1/', 'blocked_address'],
    ['IPv6 multicast', () => 'http://[ff02::1]/', 'blocked_address'],
    ['a privileged port on a public host', () => 'http://8.8.8.8:25/', 'blocked_address'],
    ['file:', () => 'file:///etc/passwd', 'invalid_url'],
    ['ftp:', () => 'ftp://8.8.8.8/a.jpg', 'invalid_url'],
    ['data:', () => 'data:text/html,<p>hi</p>', 'invalid_url'],
    ['javascript:', () => 'javascript:alert(1)', 'invalid_url'],
    ['gopher:', (p) => `gopher://127.0.0.1:${p}/_GET`, 'invalid_url'],
    ['credentials', () => 'http://user:secret@8.8.8.8/', 'invalid_url'],
  ];

  it.each(literalCases)('%s', async (_label, url, code) => {
    expect(await failureOf(fetchPublicUrl(url(target.port), base))).toMatchObject({ code });
    expect(sockets.attempts).toEqual([]);
    expect(resolve).not.toHaveBeenCalled();
    expect(target.connections()).toBe(0);
  });

  it.each(Object.keys(fakeDns))('a name resolving to a non-public address: %s', async (name) => {
    const error = await failureOf(fetchPublicUrl(`http://${name}:${target.port}/`, base));
    expect(error).toMatchObject({ code: 'blocked_address', name: 'BlockedAddressError' });
    // The name was resolved once, at connect time, and refused before the TCP connect.
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(sockets.attempts).toEqual([name]);
    expect(target.connections()).toBe(0);
  });
});

describe('fetching from an allowed local peer', () => {
  let peer: LocalPeer;
  let forbidden: LocalPeer;
  let handle: (path: string, res: ServerResponse) => void;
  beforeAll(async () => {
    forbidden = await startLocalPeer();
    peer = await startLocalPeer((req, res) => handle(req.url ?? '/', res));
  });
  afterAll(async () => {
    await peer.close();
    await forbidden.close();
  });
  beforeEach(() => {
    peer.requests.length = 0;
  });
  const options = (): FetchPublicUrlOptions => ({ ...base, allowPrivateHosts: [peer.allowEntry] });
  const redirect = (res: ServerResponse, location: string, extra: Record<string, string> = {}) => {
    res.writeHead(302, { location, ...extra });
    res.end();
  };

  it('returns the body and sends only our own headers', async () => {
    handle = (_path, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<h1>Listing</h1>');
    };
    const result = await fetchPublicUrl(`${peer.origin}/listing`, options());
    expect(result).toEqual({
      finalUrl: `${peer.origin}/listing`,
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: Buffer.from('<h1>Listing</h1>'),
    });
    const headers = peer.requests[0];
    expect(headers?.['user-agent']).toBe(SAFE_FETCH_USER_AGENT);
    expect(headers?.accept).toBe('text/html');
    expect(headers).not.toHaveProperty('cookie');
    expect(headers).not.toHaveProperty('authorization');
  });

  it('follows a relative redirect and sends no cookie the first hop set', async () => {
    handle = (path, res) => {
      if (path === '/start') return redirect(res, '/next?x=1', { 'set-cookie': 'session=abc' });
      res.end(`at ${path}`);
    };
    const result = await fetchPublicUrl(`${peer.origin}/start`, options());
    expect(result.finalUrl).toBe(`${peer.origin}/next?x=1`);
    expect(result.body.toString()).toBe('at /next?x=1');
    expect(peer.requests).toHaveLength(2);
    expect(peer.requests[1]).not.toHaveProperty('cookie');
  });

  it.each([
    ['another loopback port', () => `http://127.0.0.1:${forbidden.port}/`, 'blocked_address'],
    ['localhost', () => `http://localhost:${forbidden.port}/`, 'blocked_address'],
    [
      'a decimal spelling of loopback',
      () => `http://2130706433:${forbidden.port}/`,
      'blocked_address',
    ],
    [
      'a name that resolves to loopback',
      () => `http://loopback.example:${forbidden.port}/`,
      'blocked_address',
    ],
    [
      'the cloud metadata service',
      () => 'http://169.254.169.254/latest/meta-data/',
      'blocked_address',
    ],
    ['a file: URL', () => 'file:///etc/passwd', 'invalid_url'],
    ['an ftp: URL', () => 'ftp://8.8.8.8/', 'invalid_url'],
  ])('refuses a redirect to %s', async (_label, location, code) => {
    handle = (_path, res) => redirect(res, location());
    const before = forbidden.connections();
    expect(await failureOf(fetchPublicUrl(`${peer.origin}/`, options()))).toMatchObject({ code });
    expect(forbidden.connections()).toBe(before);
    expect(
      sockets.attempts.filter((host) => host !== '127.0.0.1' && host !== 'loopback.example'),
    ).toEqual([]);
  });

  it('follows at most 3 redirects', async () => {
    handle = (path, res) => {
      const n = Number(path.slice(1));
      if (n > 0) return redirect(res, `/${n - 1}`);
      res.end('done');
    };
    expect((await fetchPublicUrl(`${peer.origin}/3`, options())).body.toString()).toBe('done');
    expect(await failureOf(fetchPublicUrl(`${peer.origin}/4`, options()))).toMatchObject({
      code: 'too_many_redirects',
    });
    expect(
      await failureOf(fetchPublicUrl(`${peer.origin}/1`, { ...options(), maxRedirects: 0 })),
    ).toMatchObject({
      code: 'too_many_redirects',
    });
  });

  it('reports a non-2xx answer with its status', async () => {
    handle = (_path, res) => {
      res.writeHead(404);
      res.end('missing');
    };
    expect(await failureOf(fetchPublicUrl(`${peer.origin}/`, options()))).toMatchObject({
      code: 'http_status',
      status: 404,
    });
  });

  it('gives up on a server that never answers', async () => {
    handle = () => undefined;
    const error = await failureOf(
      fetchPublicUrl(`${peer.origin}/`, { ...options(), timeoutMs: 200 }),
    );
    expect(error).toMatchObject({ code: 'timeout' });
  });

  it('cuts a body that drips in slowly at the deadline', async () => {
    let written = 0;
    handle = (_path, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const drip = setInterval(() => {
        written++;
        res.write('x');
      }, 20);
      res.on('close', () => clearInterval(drip));
    };
    const error = await failureOf(
      fetchPublicUrl(`${peer.origin}/`, { ...options(), timeoutMs: 300 }),
    );
    expect(error).toMatchObject({ code: 'timeout' });
    expect(written).toBeGreaterThan(0);
  });

  it('refuses a body whose Content-Length is over the cap without reading it', async () => {
    handle = (_path, res) => {
      res.writeHead(200, { 'content-length': String(10_000) });
      res.end(Buffer.alloc(10_000));
    };
    expect(
      await failureOf(fetchPublicUrl(`${peer.origin}/`, { ...options(), maxBytes: 1000 })),
    ).toMatchObject({
      code: 'too_large',
    });
  });

  it('stops reading an endless body with no Content-Length at the cap', async () => {
    let sent = 0;
    handle = (_path, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(16 * 1024, 1);
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) sent += chunk.length;
      };
      res.on('drain', pump);
      pump();
    };
    const error = await failureOf(
      fetchPublicUrl(`${peer.origin}/`, { ...options(), maxBytes: 100_000 }),
    );
    expect(error).toMatchObject({ code: 'too_large' });
    // The connection is dropped: the server could not go on sending without limit.
    expect(sent).toBeLessThan(50 * 1024 * 1024);
  });

  it('accepts a body exactly at the cap', async () => {
    handle = (_path, res) => res.end(Buffer.alloc(1000, 7));
    expect(
      (await fetchPublicUrl(`${peer.origin}/`, { ...options(), maxBytes: 1000 })).body,
    ).toHaveLength(1000);
  });

  it("rejects with the caller's reason when the caller aborts", async () => {
    handle = () => undefined;
    const controller = new AbortController();
    const reason = new Error('the user went away');
    setTimeout(() => controller.abort(reason), 50);
    expect(
      await failureOf(
        fetchPublicUrl(`${peer.origin}/`, { ...options(), signal: controller.signal }),
      ),
    ).toBe(reason);
  });
});

describe('the test-only allow list', () => {
  it('is what lets these tests reach loopback (vitest runs with NODE_ENV=test)', () => {
    expect(process.env.NODE_ENV).toBe('test');
  });

  it('throws rather than being honoured outside a test run', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      await expect(
        fetchPublicUrl('http://127.0.0.1:9/', { ...base, allowPrivateHosts: ['127.0.0.1:9'] }),
      ).rejects.toThrow(/test-only/);
      expect(sockets.attempts).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

// The "no socket" assertions above lean on the guard; this shows it catches a name
// that resolves off 127.0.0.1 (to 127.0.0.2, so even a failure stays on this machine).
describe('the socket guard', () => {
  it('refuses a connection once a name resolves anywhere but 127.0.0.1 or ::1', async () => {
    const outcome = await new Promise<string>((done) => {
      const request = http.request('http://stray.example:9/', {
        lookup: (_host, lookupOptions, callback) =>
          lookupOptions.all
            ? callback(null, [{ address: '127.0.0.2', family: 4 }])
            : callback(null, '127.0.0.2', 4),
      });
      request.on('error', (error) => done(error.message));
      request.on('response', () => done('connected'));
      request.end();
    });
    expect(outcome).toMatch(/test guard/);
    expect(sockets.attempts).toEqual(['stray.example', 'resolved 127.0.0.2']);
  });
});

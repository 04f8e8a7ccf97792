// Which client address the rate limits count (issue 10): X-Forwarded-For is a header
// anyone can send, so it is believed only from a proxy TRUST_PROXY names (a hop count
// or addresses/CIDR ranges); by default every request counts against its socket's
// address. The limit used here is password recovery's 5 a minute per IP.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const LIMIT = 5;

function recover(
  t: TestApp,
  remoteAddress: string,
  forwardedFor?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/recover',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email: 'nobody@example.com' },
  });
}

async function statuses(requests: Array<() => Promise<LightMyRequestResponse>>): Promise<number[]> {
  const out: number[] = [];
  for (const request of requests) out.push((await request()).statusCode);
  return out;
}

const times = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i));

describe('TRUST_PROXY parsing', () => {
  const parse = (value: string | undefined) =>
    loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { TRUST_PROXY: value }) })
      .trustProxy;

  it('is off unless set', () => {
    expect(parse(undefined)).toBe(false);
    expect(parse('')).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('0')).toBe(false);
  });

  it('takes true, a hop count, or addresses and CIDR ranges', () => {
    expect(parse('true')).toBe(true);
    expect(parse('1')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,192.168.1.0/255.255.255.0,loopback')).toEqual(
      ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', '192.168.1.0/255.255.255.0', 'loopback'],
    );
  });

  it('refuses anything else at boot with a clear message', () => {
    for (const bad of [
      'yes',
      '10.0.0.0/33',
      '10.0.0',
      'proxy.internal',
      '1.2.3.4/8/8',
      '-1',
      '99',
    ]) {
      expect(() => parse(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('by default (TRUST_PROXY unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_DISABLED: 'false' });
  });
  afterAll(async () => t.close());

  it('a spoofed X-Forwarded-For neither resets nor shares the limit', async () => {
    const proxy = '127.0.0.1';
    expect(
      await statuses(times(LIMIT, (i) => () => recover(t, proxy, `203.0.113.${i + 1}`))),
    ).toEqual(times(LIMIT, () => 200));
    // Every "client" above was the one socket address: it is used up, whatever it claims.
    expect((await recover(t, proxy, '203.0.113.99')).statusCode).toBe(429);
    expect((await recover(t, proxy)).statusCode).toBe(429);
    // Another socket address is its own client.
    expect((await recover(t, '127.0.0.2', '203.0.113.1')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY=1 (one reverse proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_DISABLED: 'false', TRUST_PROXY: '1' });
  });
  afterAll(async () => t.close());

  it('counts each forwarded client on its own', async () => {
    const proxy = '127.0.0.1';
    expect(await statuses(times(LIMIT, () => () => recover(t, proxy, '203.0.113.10')))).toEqual(
      times(LIMIT, () => 200),
    );
    const limited = await recover(t, proxy, '203.0.113.10');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client behind the same proxy is not affected.
    expect((await recover(t, proxy, '203.0.113.11')).statusCode).toBe(200);
  });

  it('believes only the address the proxy added, not what the client put before it', async () => {
    // The client sends "X-Forwarded-For: <anything>"; the proxy appends the real address.
    for (const claimed of ['198.51.100.1', '198.51.100.2, 10.0.0.1', '127.0.0.1']) {
      expect((await recover(t, '127.0.0.1', `${claimed}, 203.0.113.10`)).statusCode, claimed).toBe(
        429,
      );
    }
  });
});

describe('TRUST_PROXY=<address list>', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_DISABLED: 'false',
      TRUST_PROXY: '10.1.2.0/24, 127.0.0.1',
    });
  });
  afterAll(async () => t.close());

  it('believes the header from a listed proxy only', async () => {
    expect(
      await statuses(times(LIMIT, () => () => recover(t, '10.1.2.3', '203.0.113.20'))),
    ).toEqual(times(LIMIT, () => 200));
    // The same client through the other listed proxy: still the same client.
    expect((await recover(t, '127.0.0.1', '203.0.113.20')).statusCode).toBe(429);
    expect((await recover(t, '10.1.2.3', '203.0.113.21')).statusCode).toBe(200);

    // A direct client (not a listed proxy) cannot borrow a fresh address.
    const direct = '198.51.100.50';
    expect(
      await statuses(times(LIMIT, (i) => () => recover(t, direct, `203.0.113.${100 + i}`))),
    ).toEqual(times(LIMIT, () => 200));
    expect((await recover(t, direct, '203.0.113.200')).statusCode).toBe(429);
  });
});

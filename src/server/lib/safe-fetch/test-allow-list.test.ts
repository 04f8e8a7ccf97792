import { describe, expect, it } from 'vitest';
import { originKey, readTestAllowList } from './test-allow-list';

describe('readTestAllowList', () => {
  it('is empty, in any environment, when nothing is asked for', () => {
    expect(readTestAllowList(undefined, { NODE_ENV: 'production' }).size).toBe(0);
    expect(readTestAllowList([], { NODE_ENV: 'production' }).size).toBe(0);
  });

  it.each(['production', 'development', undefined])(
    'refuses to allow anything when NODE_ENV is %s',
    (env) => {
      expect(() => readTestAllowList(['127.0.0.1:8080'], { NODE_ENV: env })).toThrow(/test-only/);
    },
  );

  it('takes loopback ip:port entries in a test run', () => {
    expect([...readTestAllowList(['127.0.0.1:8080', '[::1]:9000'], { NODE_ENV: 'test' })]).toEqual([
      '127.0.0.1:8080',
      '[::1]:9000',
    ]);
  });

  it.each([
    'localhost:8080',
    '10.0.0.1:80',
    '169.254.169.254:80',
    '127.0.0.1',
    '127.0.0.1:0',
    '127.0.0.1:70000',
    '*:80',
  ])('refuses the entry %s', (entry) => {
    expect(() => readTestAllowList([entry], { NODE_ENV: 'test' })).toThrow(/loopback ip:port/);
  });

  it('keys a URL by host and effective port', () => {
    expect(originKey(new URL('http://127.0.0.1/'))).toBe('127.0.0.1:80');
    expect(originKey(new URL('https://127.0.0.1/'))).toBe('127.0.0.1:443');
    expect(originKey(new URL('http://[::1]:81/'))).toBe('[::1]:81');
  });
});

import { describe, expect, it } from 'vitest';
import { parsePublicHttpUrl } from './parse-public-url';
import type { SafeFetchErrorCode } from './safe-fetch-error';

function codeOf(input: string, allow?: ReadonlySet<string>): SafeFetchErrorCode | 'ok' {
  try {
    parsePublicHttpUrl(input, allow);
    return 'ok';
  } catch (error) {
    return (error as { code: SafeFetchErrorCode }).code;
  }
}

describe('parsePublicHttpUrl', () => {
  it.each([
    ['file:///etc/passwd', 'invalid_url'],
    ['ftp://example.com/a.jpg', 'invalid_url'],
    ['data:image/png;base64,AAAA', 'invalid_url'],
    ['javascript:alert(1)', 'invalid_url'],
    ['gopher://example.com:70/_GET', 'invalid_url'],
    ['ws://example.com/', 'invalid_url'],
    ['not a url', 'invalid_url'],
    ['http://user:pass@example.com/', 'invalid_url'],
    ['http://user@example.com/', 'invalid_url'],
    [`https://example.com/${'a'.repeat(2100)}`, 'invalid_url'],
    ['http://127.0.0.1/', 'blocked_address'],
    ['http://2130706433/', 'blocked_address'],
    ['http://0x7f.1/', 'blocked_address'],
    ['http://0x7f000001/', 'blocked_address'],
    ['http://0177.0.0.1/', 'blocked_address'],
    ['http://127.1/', 'blocked_address'],
    ['http://0/', 'blocked_address'],
    ['http://[::1]/', 'blocked_address'],
    ['http://[::]/', 'blocked_address'],
    ['http://[::ffff:127.0.0.1]/', 'blocked_address'],
    ['http://[0:0:0:0:0:ffff:7f00:1]/', 'blocked_address'],
    ['http://[fd00::1]/', 'blocked_address'],
    ['http://[fe80::1]/', 'blocked_address'],
    ['http://localhost/', 'blocked_address'],
    ['http://LOCALHOST./', 'blocked_address'],
    ['http://api.localhost/', 'blocked_address'],
    ['http://intranet/', 'blocked_address'],
    ['http://169.254.169.254/latest/meta-data/', 'blocked_address'],
    ['http://10.0.0.1/', 'blocked_address'],
    ['http://100.64.0.1/', 'blocked_address'],
    ['http://224.0.0.1/', 'blocked_address'],
    ['http://example.com:22/', 'blocked_address'],
    ['http://example.com:25/', 'blocked_address'],
  ])('%s -> %s', (input, code) => {
    expect(codeOf(input)).toBe(code);
  });

  it.each([
    'http://example.com/',
    'https://example.com/listing?id=1',
    'https://EXAMPLE.com./a.jpg',
    'http://8.8.8.8/',
    'http://[2606:4700::1111]/',
    'https://example.com:443/',
    'http://example.com:8080/',
  ])('accepts %s', (input) => {
    expect(codeOf(input)).toBe('ok');
  });

  it('lets a test allow exactly one loopback host:port, nothing near it', () => {
    const allow = new Set(['127.0.0.1:4000']);
    expect(codeOf('http://127.0.0.1:4000/page', allow)).toBe('ok');
    expect(codeOf('http://2130706433:4000/page', allow)).toBe('ok'); // the same address
    expect(codeOf('http://127.0.0.1:4001/', allow)).toBe('blocked_address');
    expect(codeOf('http://localhost:4000/', allow)).toBe('blocked_address');
    expect(codeOf('http://[::1]:4000/', allow)).toBe('blocked_address');
    expect(codeOf('http://user:pw@127.0.0.1:4000/', allow)).toBe('invalid_url');
  });
});

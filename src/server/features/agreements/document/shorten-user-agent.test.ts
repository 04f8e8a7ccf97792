import { describe, expect, it } from 'vitest';
import { shortenUserAgent } from './shorten-user-agent';

describe('shortenUserAgent', () => {
  it('names the browser and system of common agents', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome 131 on Android 14',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge 131 on Windows',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
        'Safari 17 on iOS 17',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Firefox 133 on Linux',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        'Chrome 131 on macOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
        'Samsung Internet 26 on Android 14',
      ],
    ];
    for (const [agent, short] of cases) expect(shortenUserAgent(agent)).toBe(short);
  });

  it('cuts an agent it cannot read to 40 characters, and shows a dash for none', () => {
    expect(shortenUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
    const odd = 'SomeBot/1.0 (+https://example.com/a/very/long/path/about/the/bot)';
    expect(shortenUserAgent(odd)).toBe(`${odd.slice(0, 39)}…`);
    expect(shortenUserAgent(null)).toBe('-');
    expect(shortenUserAgent('  ')).toBe('-');
  });
});

// The one way past the address policy: tests that scrape pages from a local HTTP server
// name that server's exact loopback address and port. The fetcher itself reads no
// environment; the app passes config.safeFetchTestAllowHosts, which loadConfig refuses
// at boot unless NODE_ENV is 'test'. Even if a caller passed a list outside a test run,
// it is refused loudly here rather than honoured.
import { isIP } from 'node:net';

export type SafeFetchTestOptions = {
  /**
   * TEST ONLY. Loopback 'host:port' origins the fetcher may connect to, e.g.
   * ['127.0.0.1:54321'] or ['[::1]:54321']. Throws unless NODE_ENV is 'test'.
   */
  allowPrivateHosts?: readonly string[];
};

/** The allowed 'host:port' keys, validated; empty unless a test asked for some. */
export function readTestAllowList(
  entries: readonly string[] | undefined,
  env: NodeJS.ProcessEnv = process.env,
): ReadonlySet<string> {
  if (!entries || entries.length === 0) return new Set();
  if (env.NODE_ENV !== 'test') {
    throw new Error(
      'safe-fetch: allowPrivateHosts is a test-only setting (NODE_ENV is not "test")',
    );
  }
  return new Set(entries.map(parseEntry));
}

/** The key an URL is looked up by: its host (IPv6 in brackets) and effective port. */
export function originKey(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

// Exactly a loopback IP literal and a port: a host name could resolve anywhere, and a
// private address would let a test talk to something other than its own server.
function parseEntry(entry: string): string {
  const match = /^(\d{1,3}(?:\.\d{1,3}){3}|\[::1\]):(\d{1,5})$/.exec(entry);
  const host = match?.[1];
  const port = Number(match?.[2]);
  const isLoopback =
    host === '[::1]' || (host !== undefined && isIP(host) === 4 && host.startsWith('127.'));
  if (!isLoopback || !Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`safe-fetch: allowPrivateHosts entry must be a loopback ip:port, got ${entry}`);
  }
  return `${host}:${port}`;
}

// Real local peers for the safe fetcher's tests: an HTTP server on 127.0.0.1 that
// counts the connections it sees (a refused destination must see none), and a guard
// that makes any socket to anything but loopback or a fake-resolved name fail before
// a packet leaves the machine.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import dns from 'node:dns';
import net, { type AddressInfo, type LookupFunction } from 'node:net';
import { vi } from 'vitest';

export type LocalPeer = {
  port: number;
  /** 'http://127.0.0.1:<port>' */
  origin: string;
  /** The allow-list entry that lets the fetcher reach this peer. */
  allowEntry: string;
  /** How many TCP connections the peer has accepted so far. */
  connections(): number;
  /** Request headers of every request received, in order. */
  requests: IncomingMessage['headers'][];
  close(): Promise<void>;
};

export async function startLocalPeer(
  handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end('ok'),
): Promise<LocalPeer> {
  let connections = 0;
  const requests: IncomingMessage['headers'][] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.headers);
    handler(req, res);
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    allowEntry: `127.0.0.1:${port}`,
    connections: () => connections,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Lets sockets open only to 127.0.0.1 and to names under `.example` (which only the
 * tests' fake resolvers answer), and a name only once it has resolved to 127.0.0.1 or
 * ::1: anything else fails before a packet leaves the machine, even if the code under
 * test let it through. Records every host a socket was asked for, and every address
 * the guard itself refused.
 */
export function guardSockets(): { attempts: string[]; restore(): void } {
  const attempts: string[] = [];
  const original = net.Socket.prototype.connect;
  const spy = vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
    this: net.Socket,
    ...args: unknown[]
  ) {
    const options = optionsOf(args);
    const host = typeof options?.host === 'string' ? options.host : String(options?.host);
    attempts.push(host);
    if (host !== '127.0.0.1' && !host.endsWith('.example')) {
      throw new Error(`test tried to open a socket to ${host}`);
    }
    if (options) options.lookup = onlyLoopback(options.lookup ?? dns.lookup, attempts);
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  });
  return { attempts, restore: () => spy.mockRestore() };
}

// Checks what a name resolved to, after the lookup under test has answered.
function onlyLoopback(inner: LookupFunction, attempts: string[]): LookupFunction {
  return (hostname, lookupOptions, callback) =>
    inner(hostname, lookupOptions, (error, address, family) => {
      if (error) return callback(error, address, family);
      const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address];
      const offBox = addresses.filter((a) => a !== '127.0.0.1' && a !== '::1');
      if (offBox.length === 0) return callback(null, address, family);
      attempts.push(...offBox.map((a) => `resolved ${a}`));
      callback(new Error(`test guard: ${hostname} resolved to ${offBox.join(', ')}`), '', 0);
    });
}

// net calls connect with (options, cb) or with one pre-normalised [options, cb] array.
function optionsOf(args: unknown[]): { host?: unknown; lookup?: LookupFunction } | undefined {
  const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
  return typeof first === 'object' && first !== null
    ? (first as { host?: unknown; lookup?: LookupFunction })
    : undefined;
}

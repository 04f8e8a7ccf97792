// A real `ws` client for the realtime channel: opens the socket (no token in the URL),
// authenticates with its first message, keeps every server message (each checked
// against the shared schema) and waits for what a test expects.
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import {
  REALTIME_PATH,
  realtimeServerMessageSchema,
  type RealtimeEvent,
  type RealtimeServerMessage,
} from '#shared/schemas/realtime.ts';
import type { TestApp } from './test-app';
import { waitFor } from './test-utils';

export type Closed = { code: number; reason: string };

export type RealtimeClient = {
  socket: WebSocket;
  messages: RealtimeServerMessage[];
  /** Events received so far, in order. */
  events(): RealtimeEvent[];
  send(message: unknown): void;
  auth(token: string): void;
  /** Waits until `pick` finds something among the events received so far. */
  waitForEvent<T>(pick: (events: RealtimeEvent[]) => T | undefined, what: string, timeoutMs?: number): Promise<T>;
  /** Resolves when the server closes the socket. */
  closed: Promise<Closed>;
  close(): Promise<void>;
};

/** Starts the test app's HTTP server on a free loopback port; returns its ws:// base URL. */
export async function listenForRealtime(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}`;
}

/** Opens a socket without authenticating. */
export async function openRealtime(baseUrl: string): Promise<RealtimeClient> {
  const socket = new WebSocket(`${baseUrl}${REALTIME_PATH}`);
  const messages: RealtimeServerMessage[] = [];
  const closed = new Promise<Closed>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on('message', (data) => {
    const text = Array.isArray(data) ? Buffer.concat(data).toString() : data.toString();
    messages.push(realtimeServerMessageSchema.parse(JSON.parse(text)));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const events = () => messages.flatMap((m) => (m.type === 'event' ? [m.event] : []));
  return {
    socket,
    messages,
    events,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    auth: (token) => socket.send(JSON.stringify({ type: 'auth', token })),
    waitForEvent: (pick, what, timeoutMs = 5000) => waitFor(() => pick(events()), what, timeoutMs),
    closed,
    async close() {
      if (socket.readyState === socket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}

/** Opens a socket and authenticates it as the holder of `token`; resolves once 'ready'. */
export async function connectRealtime(baseUrl: string, token: string): Promise<RealtimeClient> {
  const client = await openRealtime(baseUrl);
  client.auth(token);
  await waitFor(() => client.messages.find((m) => m.type === 'ready'), 'the ready message');
  return client;
}

/** The number of messages of `type` received so far. */
export const countOf = (client: RealtimeClient, type: RealtimeServerMessage['type']) =>
  client.messages.filter((m) => m.type === type).length;

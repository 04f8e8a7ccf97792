// One socket's life: nothing is delivered until its first message authenticates it
// (the token never travels in the URL); a fresh token for the same user extends its
// life; when its token expires without one, the socket is closed. Messages are handled
// one at a time, in arrival order, so an auth and a ping behind it cannot overtake.
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { REALTIME_CLOSE } from '#shared/schemas/realtime.ts';
import type { SocketHub } from './socket-hub';
import { parseClientMessage, sendMessage } from './socket-messages';

export type Authenticated = {
  userId: string;
  /** The token's session: revoking it closes this socket at once. */
  sessionId: string;
  /** seconds since the epoch */
  expiresAt: number;
};

export type SessionDeps = {
  hub: SocketHub;
  /** Resolves for a token the HTTP guard would accept; rejects with the reason otherwise. */
  authenticate(token: string): Promise<Authenticated>;
  authTimeoutMs: number;
  log: FastifyBaseLogger;
  /** Called once, when the socket first authenticates. */
  onAuthenticated?: () => void;
};

const MAX_TIMER_MS = 2 ** 31 - 1;

export function runSocketSession(
  socket: WebSocket,
  { hub, authenticate, authTimeoutMs, log, onAuthenticated }: SessionDeps,
): void {
  let userId: string | undefined;
  let closing = false;
  let expiryTimer: NodeJS.Timeout | undefined;
  const authTimer = setTimeout(() => close(REALTIME_CLOSE.authTimeout, 'Authentication timed out'), authTimeoutMs);

  function close(code: number, reason: string) {
    if (closing) return;
    closing = true;
    // A close reason may be at most 123 bytes.
    socket.close(code, Buffer.from(reason).subarray(0, 123).toString());
  }

  function armExpiry(expiresAt: number) {
    clearTimeout(expiryTimer);
    const ms = Math.min(MAX_TIMER_MS, expiresAt * 1000 - Date.now());
    expiryTimer = setTimeout(() => close(REALTIME_CLOSE.tokenExpired, 'Token expired'), Math.max(0, ms));
  }

  async function onAuth(token: string) {
    let result: Authenticated;
    try {
      result = await authenticate(token);
    } catch (error) {
      return close(REALTIME_CLOSE.unauthenticated, error instanceof Error ? error.message : 'Not authenticated');
    }
    if (closing) return;
    // One socket, one user: a token for someone else is a client bug or an attack.
    if (userId !== undefined && result.userId !== userId) {
      return close(REALTIME_CLOSE.unauthenticated, 'This connection belongs to another user');
    }
    clearTimeout(authTimer);
    armExpiry(result.expiresAt);
    if (userId === undefined) {
      userId = result.userId;
      hub.add(userId, socket, result.sessionId);
      onAuthenticated?.();
    } else {
      hub.moveToSession(socket, result.sessionId);
    }
    sendMessage(socket, { type: 'ready', user_id: userId });
  }

  let queue = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    queue = queue
      .then(async () => {
        if (closing) return;
        const message = parseClientMessage(data, isBinary);
        if (!message) return close(REALTIME_CLOSE.badMessage, 'Unknown message');
        if (message.type === 'auth') return onAuth(message.token);
        if (userId === undefined) return close(REALTIME_CLOSE.unauthenticated, 'Authenticate first');
        sendMessage(socket, { type: 'pong' });
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'realtime message handling failed');
        close(1011, 'Internal error');
      });
  });

  socket.on('close', () => {
    closing = true;
    clearTimeout(authTimer);
    clearTimeout(expiryTimer);
    if (userId !== undefined) hub.remove(userId, socket);
  });
}

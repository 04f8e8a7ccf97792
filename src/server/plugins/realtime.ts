// The realtime channel (decision 007): one WebSocket per tab at REALTIME_PATH. The
// route is 'public' to the HTTP guard because authentication happens in-band, in the
// first message; nothing is delivered before that. Events reach sockets only through
// the database listener, which every instance runs, so an event published on any
// instance reaches the user's sockets on all of them.
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { REALTIME_CLOSE, REALTIME_PATH, REALTIME_PING_INTERVAL_MS } from '../../shared/schemas/realtime';
import type { Database } from '../db/open';
import { verifyAccessToken } from '../features/auth/access-token';
import type { SigningKeyStore } from '../features/auth/signing-keys';
import type { LiveAccounts } from '../features/account-deletion/live-accounts';
import { REALTIME_CHANNEL, decodeEnvelope } from '../lib/realtime/envelope';
import { createSocketHub } from '../lib/realtime/socket-hub';
import { runSocketSession, type Authenticated } from '../lib/realtime/socket-session';
import { unauthorized } from '../lib/http-errors';

export type RealtimeOptions = {
  database: Database;
  keys: SigningKeyStore;
  issuer: string;
  authTimeoutMs: number;
  liveAccounts: LiveAccounts;
};

/** Client messages are tiny (auth carries a JWT); anything bigger is refused by ws. */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;
const MAX_SOCKETS_PER_USER = 20;

export async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions): Promise<void> {
  const { database, keys, issuer, authTimeoutMs, liveAccounts } = options;
  const hub = createSocketHub({ maxSocketsPerUser: MAX_SOCKETS_PER_USER });

  const unlisten = await database.listen(
    REALTIME_CHANNEL,
    (payload) => {
      // Runs inside the database driver (on PGlite, inside the notifying query): it
      // must never throw back into it.
      try {
        const envelope = decodeEnvelope(payload);
        if (!envelope) return app.log.warn('realtime: ignored a payload that is not an event envelope');
        if (envelope.event.kind === 'account.deleted') {
          // Never delivered: the accounts' tokens stop working and their sockets close,
          // on every instance (decision 029).
          liveAccounts.forget(envelope.userIds);
          return hub.closeUsers(envelope.userIds, REALTIME_CLOSE.unauthenticated, 'This account has been deleted');
        }
        hub.deliver(envelope.userIds, envelope.event);
      } catch (error) {
        app.log.error({ err: error }, 'realtime: delivering an event failed');
      }
    },
    () => {
      app.log.warn('realtime: listener reconnected; asking every client to resync');
      liveAccounts.clear();
      hub.resyncAll();
    },
  );

  // The same refusal as the route guard: a bad token, or a second factor still owed.
  const authenticate = async (token: string): Promise<Authenticated> => {
    const claims = await verifyAccessToken(keys, token, issuer);
    if (claims.mfa && claims.aal !== 'aal2') throw unauthorized(AUTH_MESSAGES.mfaRequired);
    if (!(await liveAccounts.isLive(claims.sub))) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    const { exp } = decodeJwt(token);
    if (typeof exp !== 'number') throw unauthorized('Invalid JWT signature');
    return { userId: claims.sub, expiresAt: exp };
  };

  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES },
    // Shutting down: every socket hears 1001 so its client reconnects elsewhere.
    preClose: async function (this: FastifyInstance) {
      for (const socket of this.websocketServer.clients) socket.close(REALTIME_CLOSE.serverShutdown, 'Server shutting down');
      await new Promise<void>((resolve) => this.websocketServer.close(() => resolve()));
    },
  });

  // Finds sockets whose peer vanished without a close (a phone that lost its network).
  const alive = new WeakSet<WebSocket>();
  const sweep = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, 2 * REALTIME_PING_INTERVAL_MS);
  sweep.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await unlisten();
  });

  app.get(REALTIME_PATH, { websocket: true, exposeHeadRoute: false, config: { access: 'public' } }, (socket) => {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    runSocketSession(socket, { hub, authenticate, authTimeoutMs, log: app.log });
  });
}

// The realtime channel (decision 007): one WebSocket per tab at REALTIME_PATH. The
// route is 'public' to the HTTP guard because authentication happens in-band, in the
// first message; nothing is delivered before that. Events reach sockets only through
// the database listener, which every instance runs, so an event published on any
// instance reaches the user's sockets on all of them.
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import { REALTIME_CLOSE, REALTIME_PATH, REALTIME_PING_INTERVAL_MS } from '#shared/schemas/realtime.ts';
import type { Database } from '../db/open';
import type { Metrics } from '../lib/metrics';
import type { SessionLiveness } from '../features/auth/session-liveness';
import type { AccessTokenVerifier } from '../features/auth/verified-tokens';
import { REALTIME_CHANNEL, decodeEnvelope } from '../lib/realtime/envelope';
import { decodeRoleChanged } from '../lib/realtime/roles-changed';
import { decodeSessionsRevoked } from '../lib/realtime/sessions-revoked';
import { createSocketHub } from '../lib/realtime/socket-hub';
import { runSocketSession, type Authenticated } from '../lib/realtime/socket-session';
import { unauthorized } from '../lib/http-errors';

export type RealtimeOptions = {
  database: Database;
  verifyToken: AccessTokenVerifier;
  sessions: SessionLiveness;
  authTimeoutMs: number;
  metrics: Metrics;
};

/** Client messages are tiny (auth carries a JWT); anything bigger is refused by ws. */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;
const MAX_SOCKETS_PER_USER = 20;
/**
 * Sockets one address may hold open before authenticating (issue 17): each costs memory
 * for up to the auth timeout, so without a cap one client could hold thousands. An
 * office behind one NAT opens a handful at a time (one per tab, authenticated at once).
 */
export const MAX_UNAUTHENTICATED_PER_IP = 10;

export async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions): Promise<void> {
  const { database, verifyToken, sessions, authTimeoutMs, metrics } = options;
  const hub = createSocketHub({ maxSocketsPerUser: MAX_SOCKETS_PER_USER });
  metrics.registerGauge({
    name: 'brokercircle_websockets_open',
    help: 'Realtime WebSockets open on this instance (signed in; waiting to sign in not counted)',
    collect: () => hub.socketCount(),
  });

  const unlisten = await database.listen(
    REALTIME_CHANNEL,
    (payload) => {
      // Runs inside the database driver (on PGlite, inside the notifying query): it
      // must never throw back into it.
      try {
        const revoked = decodeSessionsRevoked(payload);
        if (revoked) {
          sessions.forget(revoked);
          hub.closeSessions(revoked);
          return;
        }
        const roleChanged = decodeRoleChanged(payload);
        if (roleChanged === 'unreadable') return sessions.forgetAll();
        if (roleChanged) return sessions.forgetUsers([roleChanged]);
        const envelope = decodeEnvelope(payload);
        if (!envelope) return app.log.warn('realtime: ignored a payload that is not an event envelope');
        if ('everyone' in envelope) hub.deliverToAll(envelope.event);
        else hub.deliver(envelope.userIds, envelope.event);
      } catch (error) {
        app.log.error({ err: error }, 'realtime: delivering an event failed');
      }
    },
    () => {
      app.log.warn('realtime: listener reconnected; asking every client to resync');
      // Revocations and role changes may have been missed too: ask the database again
      // for every session.
      sessions.setAnnouncementsHeard(true);
      hub.resyncAll();
    },
    // Until it is back, nothing may be answered from memory: a revocation or a role
    // change now would go unheard.
    { onDrop: () => sessions.setAnnouncementsHeard(false) },
  );

  // The same refusal as the route guard: a bad token, an ended session, or a second
  // factor still owed.
  const authenticate = async (token: string): Promise<Authenticated> => {
    const claims = await verifyToken(token);
    if (claims.mfa && claims.aal !== 'aal2') throw unauthorized(AUTH_MESSAGES.mfaRequired);
    if (!(await sessions.isAlive(claims.sid, claims.sub))) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    return { userId: claims.sub, sessionId: claims.sid, expiresAt: claims.exp };
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

  const unauthenticated = new Map<string, number>();
  const release = (ip: string) => {
    const left = (unauthenticated.get(ip) ?? 1) - 1;
    if (left <= 0) unauthenticated.delete(ip);
    else unauthenticated.set(ip, left);
  };

  app.get(REALTIME_PATH, { websocket: true, exposeHeadRoute: false, config: { access: 'public' } }, (socket, request) => {
    // Counted and checked in one synchronous step, so parallel handshakes cannot all pass.
    const ip = request.ip;
    const waiting = unauthenticated.get(ip) ?? 0;
    if (waiting >= MAX_UNAUTHENTICATED_PER_IP) {
      socket.close(REALTIME_CLOSE.tooManySockets, 'Too many connections waiting to sign in');
      return;
    }
    unauthenticated.set(ip, waiting + 1);
    let counted = true;
    const uncount = () => {
      if (!counted) return;
      counted = false;
      release(ip);
    };
    socket.on('close', uncount);
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    runSocketSession(socket, { hub, authenticate, authTimeoutMs, log: app.log, onAuthenticated: uncount });
  });
}

// The sockets this instance holds, by user. The listener hands every received envelope
// to deliver(); users with no socket here are skipped (another instance holds them).
import type { WebSocket } from 'ws';
import { REALTIME_CLOSE, type RealtimeEvent } from '#shared/schemas/realtime.ts';
import { sendMessage, serializeMessage } from './socket-messages';

export type SocketHub = {
  /** Adds an authenticated socket; beyond the per-user cap the oldest is closed. */
  add(userId: string, socket: WebSocket, sessionId: string): void;
  /** The socket now runs on a token of another session (a new sign-in family after MFA). */
  moveToSession(socket: WebSocket, sessionId: string): void;
  remove(userId: string, socket: WebSocket): void;
  /** Closes at once every socket of these sessions (they were revoked). */
  closeSessions(sessionIds: readonly string[]): void;
  deliver(userIds: readonly string[], event: RealtimeEvent): void;
  /** To every socket here (each is a signed-in member's). */
  deliverToAll(event: RealtimeEvent): void;
  /** Every local socket may have missed events (the listener reconnected). */
  resyncAll(): void;
  socketCount(): number;
};

/** Code for a socket pushed out by the per-user cap. */
export const TOO_MANY_SOCKETS_CLOSE = REALTIME_CLOSE.tooManySockets;

export function createSocketHub({ maxSocketsPerUser }: { maxSocketsPerUser: number }): SocketHub {
  const byUser = new Map<string, Set<WebSocket>>();
  const sessionOf = new Map<WebSocket, string>();
  const bySession = new Map<string, Set<WebSocket>>();
  const unlinkSession = (socket: WebSocket) => {
    const sessionId = sessionOf.get(socket);
    if (sessionId === undefined) return;
    sessionOf.delete(socket);
    const set = bySession.get(sessionId);
    set?.delete(socket);
    if (set?.size === 0) bySession.delete(sessionId);
  };
  const linkSession = (socket: WebSocket, sessionId: string) => {
    unlinkSession(socket);
    sessionOf.set(socket, sessionId);
    let set = bySession.get(sessionId);
    if (!set) bySession.set(sessionId, (set = new Set()));
    set.add(socket);
  };
  const everySocket = function* () {
    for (const set of byUser.values()) yield* set;
  };
  const deliverToAll = (event: RealtimeEvent) => {
    const message = serializeMessage({ type: 'event', event });
    for (const socket of everySocket()) sendMessage(socket, message);
  };
  return {
    add(userId, socket, sessionId) {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(socket);
      linkSession(socket, sessionId);
      // A Set iterates in insertion order: the first is the oldest.
      while (set.size > maxSocketsPerUser) {
        const oldest = set.values().next().value;
        if (!oldest) break;
        set.delete(oldest);
        unlinkSession(oldest);
        oldest.close(TOO_MANY_SOCKETS_CLOSE, 'Too many open connections');
      }
    },
    moveToSession(socket, sessionId) {
      if (sessionOf.has(socket)) linkSession(socket, sessionId);
    },
    remove(userId, socket) {
      unlinkSession(socket);
      const set = byUser.get(userId);
      if (!set) return;
      set.delete(socket);
      if (set.size === 0) byUser.delete(userId);
    },
    closeSessions(sessionIds) {
      for (const sessionId of sessionIds) {
        for (const socket of bySession.get(sessionId) ?? []) {
          socket.close(REALTIME_CLOSE.unauthenticated, 'Session ended');
        }
      }
    },
    deliver(userIds, event) {
      let message: ReturnType<typeof serializeMessage> | undefined;
      for (const userId of userIds) {
        const set = byUser.get(userId);
        if (!set) continue;
        message ??= serializeMessage({ type: 'event', event });
        for (const socket of set) sendMessage(socket, message);
      }
    },
    deliverToAll,
    resyncAll() {
      deliverToAll({ kind: 'resync' });
    },
    socketCount() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}

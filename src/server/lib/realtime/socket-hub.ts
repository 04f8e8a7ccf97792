// The sockets this instance holds, by user. The listener hands every received envelope
// to deliver(); users with no socket here are skipped (another instance holds them).
import type { WebSocket } from 'ws';
import { REALTIME_CLOSE, type RealtimeEvent } from '../../../shared/schemas/realtime';
import { sendMessage, serializeMessage } from './socket-messages';

export type SocketHub = {
  /** Adds an authenticated socket; beyond the per-user cap the oldest is closed. */
  add(userId: string, socket: WebSocket): void;
  remove(userId: string, socket: WebSocket): void;
  deliver(userIds: readonly string[], event: RealtimeEvent): void;
  /** Every local socket may have missed events (the listener reconnected). */
  resyncAll(): void;
  /** Closes every local socket of these users (their account was deleted). */
  closeUsers(userIds: readonly string[], code: number, reason: string): void;
  socketCount(): number;
};

/** Code for a socket pushed out by the per-user cap. */
export const TOO_MANY_SOCKETS_CLOSE = REALTIME_CLOSE.tooManySockets;

export function createSocketHub({ maxSocketsPerUser }: { maxSocketsPerUser: number }): SocketHub {
  const byUser = new Map<string, Set<WebSocket>>();
  const everySocket = function* () {
    for (const set of byUser.values()) yield* set;
  };
  return {
    add(userId, socket) {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(socket);
      // A Set iterates in insertion order: the first is the oldest.
      while (set.size > maxSocketsPerUser) {
        const oldest = set.values().next().value;
        if (!oldest) break;
        set.delete(oldest);
        oldest.close(TOO_MANY_SOCKETS_CLOSE, 'Too many open connections');
      }
    },
    remove(userId, socket) {
      const set = byUser.get(userId);
      if (!set) return;
      set.delete(socket);
      if (set.size === 0) byUser.delete(userId);
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
    closeUsers(userIds, code, reason) {
      for (const userId of userIds) {
        const set = byUser.get(userId);
        if (!set) continue;
        byUser.delete(userId);
        for (const socket of set) socket.close(code, reason);
      }
    },
    resyncAll() {
      const message = serializeMessage({ type: 'event', event: { kind: 'resync' } });
      for (const socket of everySocket()) sendMessage(socket, message);
    },
    socketCount() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}

// The realtime channel of decision 007, without React: one WebSocket per tab at
// REALTIME_PATH. The access token goes in the first message (never the URL) and again
// whenever it is refreshed; the socket reconnects with backoff and, after a reconnect,
// emits a local `resync` so features refetch what they may have missed. Everything
// from the outside world (WebSocket, timers, token, refresh, window events) is injected
// so tests can drive it.
import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  REALTIME_PING_INTERVAL_MS,
  realtimeServerMessageSchema,
  type RealtimeClientMessage,
  type RealtimeEvent,
} from '#shared/schemas/realtime.ts';

/** What the client needs of a WebSocket (the browser's, or a test's fake). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};
export type SocketConstructor = new (url: string) => SocketLike;

export type Timers = {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
};

/** Where 'online' and 'visibilitychange' come from (window and document in the app). */
export type Lifecycle = {
  /** Calls `listener` when the device is back online or the tab is shown again. */
  onWake(listener: () => void): () => void;
  /** False while the tab is hidden: the session is not refreshed then (spec section 4). */
  isVisible(): boolean;
};

/**
 * stopped: not started, or signed out. connecting: socket opening or authenticating.
 * connected: the server answered `ready`. reconnecting: waiting before the next try.
 */
export type RealtimeStatus = 'stopped' | 'connecting' | 'connected' | 'reconnecting';

export type RealtimeClientOptions = {
  url: string;
  WebSocket: SocketConstructor;
  getToken: () => string | null;
  /** Calls `listener` whenever the access token may have changed. */
  onTokenChange: (listener: () => void) => () => void;
  /** Refreshes the session (true when a new token is in place). */
  refreshToken: () => Promise<boolean>;
  timers?: Timers;
  lifecycle?: Lifecycle;
  /** Math.random by default; 0 gives the plain doubling sequence. */
  random?: () => number;
  pingIntervalMs?: number;
};

export const BACKOFF_INITIAL_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** Each delay is shortened by up to this fraction, so tabs do not reconnect in step. */
export const BACKOFF_JITTER = 0.2;

const SOCKET_OPEN = 1;
/** Our own close code when a heartbeat went unanswered (4000-4999 are the application's). */
const CLOSE_NO_PONG = 4000;
const CLOSE_NORMAL = 1000;

/** The delay before reconnect attempt `attempt` (0-based): 1 s doubling to 30 s, minus jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_INITIAL_MS * 2 ** attempt);
  return Math.round(base * (1 - BACKOFF_JITTER * random()));
}

/** ws:// or wss:// on the page's own host. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
};

/** The browser's wake-up signals: back online, or the tab shown again. */
export const browserLifecycle: Lifecycle = {
  onWake(listener) {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') listener();
    };
    window.addEventListener('online', listener);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', listener);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  },
  isVisible: () => document.visibilityState === 'visible',
};

type EventListener = (event: RealtimeEvent) => void;
type StatusListener = (status: RealtimeStatus) => void;

export class RealtimeClient {
  private readonly options: RealtimeClientOptions;
  private readonly timers: Timers;
  private readonly random: () => number;
  private readonly eventListeners = new Set<EventListener>();
  private readonly statusListeners = new Set<StatusListener>();

  private started = false;
  private currentStatus: RealtimeStatus = 'stopped';
  private socket: SocketLike | null = null;
  /** The token last sent on the current socket (to re-send only a new one). */
  private sentToken: string | null = null;
  private socketReady = false;
  /** Sockets opened since start(): every `ready` after the first socket's is a re-connect. */
  private socketsOpened = 0;
  private attempt = 0;
  /** Closes for an expired or refused token since the last `ready` (to avoid a refresh loop). */
  private authFailures = 0;
  private reconnectTimer: unknown = null;
  private refreshing = false;
  private heartbeatTimer: unknown = null;
  private awaitingPong = false;
  private unsubscribeToken: (() => void) | null = null;
  private unsubscribeWake: (() => void) | null = null;

  constructor(options: RealtimeClientOptions) {
    this.options = options;
    this.timers = options.timers ?? defaultTimers;
    this.random = options.random ?? Math.random;
  }

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  /** Listens to every server event (and the local `resync`). Returns the unsubscribe. */
  subscribe(listener: EventListener): () => void {
    this.eventListeners.add(listener);
    return () => {
      this.eventListeners.delete(listener);
    };
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  /** Connects now and keeps connected until stop(). Idempotent. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.socketsOpened = 0;
    this.attempt = 0;
    this.authFailures = 0;
    this.unsubscribeToken = this.options.onTokenChange(() => this.handleTokenChange());
    this.unsubscribeWake = this.options.lifecycle?.onWake(() => this.wake()) ?? null;
    this.connect();
  }

  /** Closes the socket and stops reconnecting (sign-out, unmount). */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.unsubscribeToken?.();
    this.unsubscribeWake?.();
    this.unsubscribeToken = null;
    this.unsubscribeWake = null;
    this.disconnect();
    this.setStatus('stopped');
  }

  /** Back online or visible again: reconnect at once if the socket is gone. */
  wake(): void {
    if (!this.started || this.socket || this.refreshing) return;
    this.attempt = 0;
    // The last socket was refused for its token (e.g. it expired while the tab was
    // hidden): get a fresh one first rather than present the stale one again.
    if (this.authFailures > 0) {
      this.clearReconnect();
      this.authFailures = 1;
      this.refreshThenReconnect();
      return;
    }
    this.connect();
  }

  private connect(): void {
    this.clearReconnect();
    const token = this.options.getToken();
    if (!this.started || !token) {
      // Signed out (or not yet signed in): nothing to do until a token appears.
      this.setStatus('stopped');
      return;
    }
    let socket: SocketLike;
    try {
      socket = new this.options.WebSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.socketsOpened += 1;
    const isReconnect = this.socketsOpened > 1;
    this.sentToken = null;
    this.socketReady = false;
    this.setStatus('connecting');

    socket.onopen = () => {
      if (this.socket !== socket) return;
      const current = this.options.getToken();
      if (!current) {
        this.disconnect();
        this.setStatus('stopped');
        return;
      }
      this.sendAuth(current);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.handleMessage(event.data, isReconnect);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.handleClose(event.code);
    };
    // An error is always followed by close, which decides what happens next.
    socket.onerror = () => {};
  }

  private handleMessage(data: unknown, isReconnect: boolean): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = realtimeServerMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    // Any message proves the connection is alive.
    this.awaitingPong = false;
    switch (message.type) {
      case 'ready':
        if (this.socketReady) return; // the answer to a re-sent token
        this.socketReady = true;
        this.attempt = 0;
        this.authFailures = 0;
        this.startHeartbeat();
        this.setStatus('connected');
        if (isReconnect) this.emit({ kind: 'resync' });
        return;
      case 'event':
        this.emit(message.event);
        return;
      case 'pong':
      case 'error':
        return;
    }
  }

  private handleClose(code: number): void {
    const usedToken = this.sentToken;
    this.socket = null;
    this.socketReady = false;
    this.sentToken = null;
    this.stopHeartbeat();
    if (!this.started) return;
    // Another tab of this user took the last place: reconnecting at once would push
    // that one out in turn. Wait until this tab is shown again or back online.
    if (code === REALTIME_CLOSE.tooManySockets) {
      this.setStatus('reconnecting');
      return;
    }
    if (code === REALTIME_CLOSE.tokenExpired || code === REALTIME_CLOSE.unauthenticated) {
      this.authFailures += 1;
      this.setStatus('reconnecting');
      const current = this.options.getToken();
      if (current && current !== usedToken && this.authFailures <= 1) {
        // The session was refreshed meanwhile: the new token is all we need.
        this.connect();
        return;
      }
      // A hidden tab does not refresh its session; wake() reconnects when it is shown.
      if (this.options.lifecycle && !this.options.lifecycle.isVisible()) return;
      this.refreshThenReconnect();
      return;
    }
    this.scheduleReconnect();
  }

  /** Lets the auth layer refresh the session (one refresh per tab at a time), then reconnects. */
  private refreshThenReconnect(): void {
    this.refreshing = true;
    this.setStatus('reconnecting');
    void this.options.refreshToken().then(
      (refreshed) => this.afterRefresh(refreshed),
      () => this.afterRefresh(false),
    );
  }

  private afterRefresh(refreshed: boolean): void {
    this.refreshing = false;
    if (!this.started || this.socket || this.reconnectTimer !== null) return;
    if (!this.options.getToken()) {
      this.setStatus('stopped'); // the refresh was refused: signed out
      return;
    }
    // A refused refresh signs the tab out, and the token listener stops us; a failed
    // one (offline) waits like any other failure. One immediate retry per expiry.
    if (refreshed && this.authFailures <= 1) this.connect();
    else this.scheduleReconnect();
  }

  private handleTokenChange(): void {
    if (!this.started) return;
    const token = this.options.getToken();
    if (!token) {
      this.disconnect();
      this.setStatus('stopped');
      return;
    }
    const socket = this.socket;
    if (socket) {
      // Authenticated or authenticating: extend the socket with the new token.
      if (socket.readyState === SOCKET_OPEN && this.sentToken !== null && this.sentToken !== token) {
        this.sendAuth(token);
      }
      return;
    }
    // No socket (signed in again, or waiting after a refused token): connect now.
    if (this.currentStatus === 'stopped' || this.authFailures > 0) {
      this.attempt = 0;
      this.connect();
    }
  }

  private sendAuth(token: string): void {
    this.sentToken = token;
    this.send({ type: 'auth', token });
  }

  private send(message: RealtimeClientMessage): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== SOCKET_OPEN) return;
    try {
      socket.send(JSON.stringify(message));
    } catch {
      // The close event follows and reconnects.
    }
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.awaitingPong = false;
    this.heartbeatTimer = this.timers.setInterval(() => {
      if (this.awaitingPong) {
        // Nothing since the last ping: the connection is dead (a phone that slept,
        // a proxy that dropped it). Close it and reconnect.
        this.disconnect(CLOSE_NO_PONG);
        this.scheduleReconnect();
        return;
      }
      this.awaitingPong = true;
      this.send({ type: 'ping' });
    }, this.options.pingIntervalMs ?? REALTIME_PING_INTERVAL_MS);
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer !== null) this.timers.clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    this.awaitingPong = false;
  }

  private scheduleReconnect(): void {
    if (!this.started) return;
    this.clearReconnect();
    const delay = backoffDelay(this.attempt, this.random);
    this.attempt += 1;
    this.setStatus('reconnecting');
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private clearReconnect(): void {
    if (this.reconnectTimer !== null) this.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  /** Drops the socket without triggering a reconnect (its handlers are detached). */
  private disconnect(code: number = CLOSE_NORMAL): void {
    this.clearReconnect();
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    this.socketReady = false;
    this.sentToken = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(code);
    } catch {
      // Closing a socket that never opened can throw in some browsers; it is gone anyway.
    }
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  private emit(event: RealtimeEvent): void {
    for (const listener of [...this.eventListeners]) {
      try {
        listener(event);
      } catch (error) {
        // One feature's bug must not stop the others from hearing the event.
        console.error('realtime listener failed', error);
      }
    }
  }
}

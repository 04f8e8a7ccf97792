// LISTEN on a connection of its own (a pooled connection would drop its LISTEN when it
// goes back to the pool). If that connection drops, it reconnects with backoff and
// then calls onReconnect: NOTIFYs sent while it was away are gone, and the caller must
// tell its clients to refetch.
import pg from 'pg';

export type Unlisten = () => Promise<void>;
export type ListenHandlers = {
  onPayload: (payload: string) => void;
  onReconnect?: () => void;
  /** The connection was lost: NOTIFYs go unheard until onReconnect. */
  onDrop?: () => void;
  /** How the connection is named in pg_stat_activity; default LISTENER_APPLICATION_NAME. */
  applicationName?: string;
};

const BACKOFF_FIRST_MS = 250;
const BACKOFF_MAX_MS = 10_000;
// A half-open TCP connection never says 'end'; a cheap query now and then finds it.
const HEALTH_CHECK_MS = 30_000;
/** Names the connection in pg_stat_activity (operators, and the reconnect test, find it). */
export const LISTENER_APPLICATION_NAME = 'brokercircle_listener';

/** Channel names are interpolated into LISTEN, so only plain identifiers pass. */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}

export async function listenOnPostgres(
  url: string,
  channel: string,
  { onPayload, onReconnect, onDrop, applicationName = LISTENER_APPLICATION_NAME }: ListenHandlers,
): Promise<Unlisten> {
  assertChannelName(channel);
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      query_timeout: 10_000,
      application_name: applicationName,
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // Both fire on a lost connection; dropped() acts once per client.
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    return next;
  };

  const dropped = (which: pg.Client) => {
    if (stopped || which !== client) return;
    client = undefined;
    which.removeAllListeners('notification');
    void which.end().catch(() => {});
    onDrop?.();
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt) * (0.75 + Math.random() / 2);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        (next) => {
          if (stopped) return void next.end().catch(() => {});
          client = next;
          attempt = 0;
          onReconnect?.();
        },
        () => scheduleReconnect(),
      );
    }, delay);
    retryTimer.unref();
  };

  // The first connection must work: an instance that cannot listen should not start.
  client = await connect();
  const health = setInterval(() => {
    const current = client;
    current?.query('select 1').catch(() => dropped(current));
  }, HEALTH_CHECK_MS);
  health.unref();

  return async () => {
    if (stopped) return;
    stopped = true;
    clearInterval(health);
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

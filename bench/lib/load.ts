// One scenario under load: autocannon against the running server, every request
// taking the next (broker, path) of the scenario in turn, so the load spreads over
// several signed-in brokers and several rows. Latency percentiles come from every
// response's own time (autocannon's summary has p97.5, not p95).
import autocannon from 'autocannon';
import { percentiles, type Percentiles } from './sql-capture';

export type LoadItem = {
  path: string;
  token: string | null;
  method?: 'POST';
  body?: string;
  contentType?: string | undefined;
};

export type LoadResult = {
  rps: number;
  requests: number;
  latencyMs: Percentiles;
  /** autocannon's own summary, for comparison. */
  autocannon: { p50: number; p97_5: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  durationS: number;
};

export async function runLoad(
  url: string,
  items: readonly LoadItem[],
  { connections, durationS }: { connections: number; durationS: number },
): Promise<LoadResult> {
  if (items.length === 0) throw new Error('a scenario needs at least one request');
  let next = 0;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const options: autocannon.Options = {
    url,
    connections,
    duration: durationS,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const item = items[next++ % items.length];
          if (!item) return request;
          return {
            ...request,
            method: item.method ?? 'GET',
            path: item.path,
            headers: {
              ...(item.token ? { authorization: `Bearer ${item.token}` } : {}),
              ...(item.contentType ? { 'content-type': item.contentType } : {}),
            },
            ...(item.body === undefined ? {} : { body: item.body }),
          };
        },
      },
    ],
  };
  const instance = autocannon(options, (error: unknown, result: autocannon.Result) =>
    error ? fail(error) : finish(result),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
  });
  const result = await done;
  return {
    rps: result.requests.total / Math.max(result.duration, 0.001),
    requests: result.requests.total,
    latencyMs: percentiles(latencies),
    autocannon: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      average: result.latency.average,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    durationS: result.duration,
  };
}

// Prometheus metrics (decision 032): a registry of this app's own (tests build many apps
// in one process), filled only when METRICS_TOKEN switches /metrics on. Parts of the
// app add what they know through registerGauge (open WebSockets, the database pool; a
// job queue's depth when it lands); the value is read when Prometheus scrapes.
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type GaugeSpec = {
  /** snake_case with the unit last, e.g. brokercircle_jobs_queued. */
  name: string;
  help: string;
  /** Read at every scrape: one number, or one per label set. */
  collect: () => number | GaugeSample[] | Promise<number | GaugeSample[]>;
  labelNames?: readonly string[];
};

export type GaugeSample = { labels: Record<string, string>; value: number };

export type Metrics = {
  readonly enabled: boolean;
  /** A gauge read at scrape time; a no-op while metrics are off. */
  registerGauge(spec: GaugeSpec): void;
  /** One answered HTTP request, by route pattern (never the raw URL). */
  observeRequest(sample: { method: string; route: string; statusCode: number; seconds: number }): void;
  /** The text Prometheus scrapes, and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
};

/** Request latency buckets in seconds: API answers are milliseconds, page reads seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics({ enabled }: { enabled: boolean }): Metrics {
  if (!enabled) {
    return {
      enabled,
      registerGauge: () => {},
      observeRequest: () => {},
      render: () => Promise.reject(new Error('metrics are off (METRICS_TOKEN is unset)')),
    };
  }
  const registry = new Registry();
  // Process CPU and memory, heap, GC, handles, and event-loop lag
  // (nodejs_eventloop_lag_seconds and its p50/p90/p99).
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status; _count gives the request rate',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return {
    enabled,
    registerGauge(spec) {
      new Gauge({
        name: spec.name,
        help: spec.help,
        labelNames: spec.labelNames ?? [],
        registers: [registry],
        async collect() {
          const value = await spec.collect();
          if (typeof value === 'number') {
            this.set(value);
            return;
          }
          this.reset();
          for (const sample of value) this.set(sample.labels, sample.value);
        },
      });
    },
    observeRequest({ method, route, statusCode, seconds }) {
      requests.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

// Prometheus metrics: requests by route and status, latency, cache hits/misses/stale serves, rate-limit
// rejections and upstream errors. They are served on METRICS_PORT by a separate listener, never on the public port.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export class GatewayMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'Requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time from request to response, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly cacheEvents = new Counter({
    name: 'gateway_cache_events_total',
    help: 'Cache lookups by cache (course_map, translation) and result (hit, miss, stale)',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
  });
  readonly rateLimited = new Counter({
    name: 'gateway_rate_limit_rejections_total',
    help: 'Requests rejected with 429, by limit',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });
  readonly upstreamErrors = new Counter({
    name: 'gateway_upstream_errors_total',
    help: 'Upstream calls that failed, by kind (unreachable, timeout, invalid)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  constructor(options: { defaultMetrics?: boolean } = {}) {
    if (options.defaultMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'gateway_' });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: GatewayMetrics;
    recordRequest: RequestRecorder;
  }
}

/** Counts a request and its duration under its route pattern (not the URL, which keeps the label set small). */
export type RequestRecorder = (route: string, method: string, status: number, seconds: number) => void;

/** The label children are looked up once per (route, method, status) and kept, so a request costs one Map lookup
 *  instead of prom-client hashing its labels twice. */
export function requestRecorder(metrics: GatewayMetrics): RequestRecorder {
  const recorders = new Map<string, { count: () => void; time: (seconds: number) => void }>();
  return (route, method, status, seconds) => {
    const key = `${route} ${method} ${status}`;
    let recorder = recorders.get(key);
    if (recorder === undefined) {
      const counter = metrics.requests.labels({ route, method, status });
      const histogram = metrics.duration.labels({ route, method });
      recorder = { count: () => counter.inc(), time: (value) => histogram.observe(value) };
      recorders.set(key, recorder);
    }
    recorder.count();
    recorder.time(seconds);
  };
}

export const metricsPlugin = fp(async (app: FastifyInstance, options: { metrics: GatewayMetrics }) => {
  app.decorate('metrics', options.metrics);
  const record = requestRecorder(options.metrics);
  app.decorate('recordRequest', record);
  app.addHook('onResponse', function countRequest(request, reply, done) {
    // Unmatched paths share one label.
    record(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
});

/** The metrics listener: plain HTTP, meant for a private address (METRICS_HOST, loopback by default). */
export async function buildMetricsServer(metrics: GatewayMetrics): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  return server;
}

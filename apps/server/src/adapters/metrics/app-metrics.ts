import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Connections of the PostgreSQL pool (pg's totalCount, idleCount, waitingCount). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const registry = new Registry();
collectDefaultMetrics({ register: registry });

const HTTP_LABELS = ['method', 'route', 'status'] as const;
const HTTP_DURATION_BOUNDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The answers of one (method, route pattern, status): a count, the latency's sum and per-bucket counts. */
interface AnswerCounts {
  labels: Record<(typeof HTTP_LABELS)[number], string>;
  count: number;
  sum: number;
  /** Not cumulative: [i] counts latencies in (bound i−1, bound i], the last one those above every bound. */
  buckets: number[];
}

/**
 * The HTTP request counter and latency histogram, counted into plain records by a string key on every answer and
 * turned into Prometheus samples only when /metrics is read: prom-client's own `inc`/`observe` check and hash the
 * label object on every call (~2.5 µs of the ~45 µs a GET /api/portfolio costs, docs/benchmarks.md). The samples
 * are those prom-client's Counter and Histogram print (cumulative `le` buckets, `+Inf`, `_sum`, `_count`).
 */
function createHttpAnswers() {
  const byKey = new Map<string, AnswerCounts>();
  return {
    record(method: string, route: string, status: number, seconds: number): void {
      const key = `${method} ${status} ${route}`;
      let counts = byKey.get(key);
      if (!counts) {
        counts = {
          labels: { method, route, status: String(status) },
          count: 0,
          sum: 0,
          buckets: new Array<number>(HTTP_DURATION_BOUNDS.length + 1).fill(0),
        };
        byKey.set(key, counts);
      }
      counts.count++;
      counts.sum += seconds;
      let i = 0;
      while (i < HTTP_DURATION_BOUNDS.length && seconds > HTTP_DURATION_BOUNDS[i]!) i++;
      counts.buckets[i]!++;
    },
    reset(): void {
      byKey.clear();
    },
    values: () => byKey.values(),
  };
}
const httpAnswers = createHttpAnswers();

/** A metric of the registry (prom-client's interface: name, help, type, get, reset) read from httpAnswers. */
function httpAnswersMetric(
  name: string,
  help: string,
  type: 'counter' | 'histogram',
  samples: (counts: AnswerCounts) => { labels: Record<string, string | number>; value: number; metricName?: string }[],
) {
  return {
    name,
    help,
    type,
    aggregator: 'sum' as const,
    async get() {
      const values = [];
      for (const counts of httpAnswers.values()) values.push(...samples(counts));
      return { name, help, type, values, aggregator: 'sum' as const };
    },
    reset: () => httpAnswers.reset(),
  };
}

const httpRequestsMetric = httpAnswersMetric(
  'tradearena_http_requests_total',
  'HTTP requests answered, by method, route pattern and status',
  'counter',
  (c) => [{ labels: c.labels, value: c.count }],
);
const DURATION = 'tradearena_http_request_duration_seconds';
const httpDurationMetric = httpAnswersMetric(
  DURATION,
  'Time from request to answer, by method, route pattern and status',
  'histogram',
  (c) => {
    let cumulative = 0;
    const out: { labels: Record<string, string | number>; value: number; metricName?: string }[] = [];
    HTTP_DURATION_BOUNDS.forEach((le, i) => {
      cumulative += c.buckets[i]!;
      out.push({ labels: { le, ...c.labels }, value: cumulative, metricName: `${DURATION}_bucket` });
    });
    out.push({ labels: { le: '+Inf', ...c.labels }, value: c.count, metricName: `${DURATION}_bucket` });
    out.push({ labels: c.labels, value: c.sum, metricName: `${DURATION}_sum` });
    out.push({ labels: c.labels, value: c.count, metricName: `${DURATION}_count` });
    return out;
  },
);
registry.registerMetric(httpRequestsMetric as never);
registry.registerMetric(httpDurationMetric as never);

/** Sources of the database pool gauge: one per open app (the server has one; a test process may hold several). */
const poolSources = new Set<() => PoolStats | null>();

/**
 * The process's Prometheus metrics, served by plugins/metrics.ts at /metrics. One registry per process:
 * the HTTP hooks, the order routes, the stream and the job scheduler all count into it. Labels are bounded sets
 * (route patterns, status codes, error codes, job names), never raw URLs or user input.
 */
export const appMetrics = {
  registry,
  /** Counts an answer and its latency in tradearena_http_requests_total and ..._duration_seconds. */
  httpAnswered: (method: string, route: string, status: number, seconds: number) =>
    httpAnswers.record(method, route, status, seconds),
  ordersFilled: new Counter({
    name: 'tradearena_orders_filled_total',
    help: 'Orders filled, by side (buy/sell) and portfolio (personal/competition)',
    labelNames: ['side', 'portfolio'] as const,
    registers: [registry],
  }),
  ordersRefused: new Counter({
    name: 'tradearena_orders_refused_total',
    help: 'Orders refused, by reason (the error code answered)',
    labelNames: ['reason'] as const,
    registers: [registry],
  }),
  streamClients: new Gauge({
    name: 'tradearena_stream_clients',
    help: 'WebSocket clients connected to /stock-stream',
    registers: [registry],
  }),
  streamMessages: new Counter({
    name: 'tradearena_stream_messages_sent_total',
    help: 'Messages sent to /stock-stream clients (ticks, replies, errors)',
    registers: [registry],
  }),
  userEventStreams: new Gauge({
    name: 'tradearena_user_event_streams',
    help: 'Server-Sent Event streams open at /api/user/events',
    registers: [registry],
  }),
  jobRuns: new Counter({
    name: 'tradearena_job_runs_total',
    help: 'Scheduled job rounds, by job and outcome (ok, failed, skipped: another instance held the lock)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  }),
  jobDuration: new Histogram({
    name: 'tradearena_job_duration_seconds',
    help: 'Duration of the scheduled job rounds that ran here, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers: [registry],
  }),
  dbPool: new Gauge({
    name: 'tradearena_db_pool_connections',
    help: 'PostgreSQL pool connections, by state (total, idle, waiting: requests queued for a connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const sum = { total: 0, idle: 0, waiting: 0 };
      for (const source of poolSources) {
        const stats = source();
        if (!stats) continue;
        sum.total += stats.total;
        sum.idle += stats.idle;
        sum.waiting += stats.waiting;
      }
      for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
    },
  }),
  /** Adds a database pool to the gauge; returns the function that removes it (on close). */
  watchDbPool(source: () => PoolStats | null): () => void {
    poolSources.add(source);
    return () => poolSources.delete(source);
  },
};

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Connections of the PostgreSQL pool (pg's totalCount, idleCount, waitingCount). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Sources of the database pool gauge: one per open app (the server has one; a test process may hold several). */
const poolSources = new Set<() => PoolStats | null>();

/**
 * The process's Prometheus metrics, served by plugins/metrics.ts at /metrics. One registry per process:
 * the HTTP hooks, the order routes, the stream and the job scheduler all count into it. Labels are bounded sets
 * (route patterns, status codes, error codes, job names), never raw URLs or user input.
 */
export const appMetrics = {
  registry,
  httpRequests: new Counter({
    name: 'tradearena_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  }),
  httpDuration: new Histogram({
    name: 'tradearena_http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  }),
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

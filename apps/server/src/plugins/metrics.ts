import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbHandle } from '../adapters/db/open-database.ts';
import { appMetrics } from '../adapters/metrics/app-metrics.ts';
import { AppError } from '../app-error.ts';

const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who may read /metrics: a request made on this machine (a loopback peer and no X-Forwarded-For, so nothing relayed
 * by a proxy on this host counts as local), or one carrying `Authorization: Bearer <METRICS_TOKEN>`.
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (token && given !== undefined) return timingSafeEqual(digest(given), digest(token));
  return isLoopbackAddress(request.raw.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined;
}

/**
 * Prometheus metrics: counts every answer by route pattern and status with its latency, watches the
 * database pool, and serves the process's registry (adapters/metrics/app-metrics.ts) at `GET /metrics` in the text
 * format. From elsewhere than loopback: 403 with a wrong or missing token when METRICS_TOKEN is set, else 404 as if
 * the route did not exist.
 */
export function registerMetrics(app: FastifyInstance, opts: { db: DbHandle; token: string | undefined }): void {
  app.addHook('onResponse', (request, reply, done) => {
    appMetrics.httpAnswered(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  const unwatch = appMetrics.watchDbPool(() => opts.db.poolStats?.() ?? null);
  app.addHook('onClose', async () => {
    unwatch();
  });

  app.get(
    '/metrics',
    {
      config: {
        doc: {
          operationId: 'getMetrics',
          summary: 'Prometheus metrics (text format): loopback only, or with Authorization: Bearer <METRICS_TOKEN>',
          auth: 'metrics',
          errors: ['AUTH_FORBIDDEN', 'ROUTE_NOT_FOUND'],
          responses: { 200: { description: 'The metrics (Prometheus text format)', contentType: 'text/plain' } },
        },
      },
    },
    async (request, reply) => {
      if (!mayReadMetrics(request, opts.token)) {
        if (opts.token) throw new AppError('AUTH_FORBIDDEN', 'Metrics need Authorization: Bearer <METRICS_TOKEN>');
        throw new AppError('ROUTE_NOT_FOUND', `No route ${request.method} /metrics`);
      }
      reply.header('cache-control', 'no-store').type(appMetrics.registry.contentType);
      return appMetrics.registry.metrics();
    },
  );
}

import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { appMetrics } from '../../src/adapters/metrics/app-metrics.ts';

/** The lines of a Prometheus text about `route`, and the HELP/TYPE lines of the two HTTP metrics. */
const linesOf = (text: string, route: string) =>
  text.split('\n').filter((l) => l.includes(`route="${route}"`) || /^# (HELP|TYPE) tradearena_http_request/.test(l));

// The HTTP counter and histogram are counted in plain records and printed at scrape (adapters/metrics/app-metrics.ts):
// the text must be what prom-client's own Counter and Histogram print for the same answers.
describe('HTTP request metrics counted without prom-client on the hot path', () => {
  it("prints what prom-client's Counter and Histogram print for the same answers", async () => {
    const route = `/api/test-${Math.random().toString(36).slice(2)}/:id`;
    const answers: [string, number, number][] = [
      ['GET', 200, 0.0004],
      ['GET', 200, 0.001],
      ['GET', 200, 0.003],
      ['GET', 404, 0.02],
      ['POST', 201, 7],
      ['GET', 200, 0.25],
    ];
    const registry = new Registry();
    const labelNames = ['method', 'route', 'status'] as const;
    const counter = new Counter({
      name: 'tradearena_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames,
      registers: [registry],
    });
    const histogram = new Histogram({
      name: 'tradearena_http_request_duration_seconds',
      help: 'Time from request to answer, by method, route pattern and status',
      labelNames,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    for (const [method, status, seconds] of answers) {
      appMetrics.httpAnswered(method, route, status, seconds);
      counter.inc({ method, route, status: String(status) });
      histogram.observe({ method, route, status: String(status) }, seconds);
    }
    const ours = linesOf(await appMetrics.registry.metrics(), route);
    expect(ours.length).toBeGreaterThan(20);
    expect(ours).toEqual(linesOf(await registry.metrics(), route));
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scheduleRecurringJob } from '../../src/jobs/schedule-recurring-job.ts';
import { sample, scrape } from '../helpers/metrics-text.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStreamClient } from '../stream/stream-client.ts';
import { buildTrader, placeTrade } from '../trading/trading-builders.ts';

const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the Prometheus text format on loopback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE tradearena_http_requests_total counter');
    expect(res.body).toContain('# TYPE tradearena_http_request_duration_seconds histogram');
    expect(res.body).toContain('# TYPE tradearena_db_pool_connections gauge');
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    const labels = { method: 'GET', route: '/api/stocks/quote/:symbol', status: '200' };
    const before = await scrape(t.app);
    await t.app.inject({ method: 'GET', url: '/api/stocks/quote/AAPL' });
    await t.app.inject({ method: 'GET', url: '/api/stocks/quote/MSFT' });
    const unknown = { method: 'GET', route: '/api/stocks/quote/:symbol', status: '404' };
    await t.app.inject({ method: 'GET', url: '/api/stocks/quote/ZZZZ' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    const after = await scrape(t.app);
    const counted = (text: string, l: Record<string, string>) => sample(text, 'tradearena_http_requests_total', l);
    expect(counted(after, labels) - counted(before, labels)).toBe(2);
    expect(counted(after, unknown) - counted(before, unknown)).toBe(1);
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    expect(counted(after, unmatched) - counted(before, unmatched)).toBe(1);
    expect(after).not.toContain('AAPL');
    const latency = (text: string) => sample(text, 'tradearena_http_request_duration_seconds_count', labels);
    expect(latency(after) - latency(before)).toBe(2);
  });

  it('counts orders filled by side and refused by reason', async () => {
    const trader = await buildTrader(t.deps.db.db);
    const before = await scrape(t.app);
    expect((await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 2 })).statusCode).toBe(200);
    expect((await placeTrade(t.app, trader, { symbol: 'MSFT', action: 'sell', shares: 5 })).statusCode).toBe(400);
    const after = await scrape(t.app);
    const filled = { side: 'buy', portfolio: 'personal' };
    const refused = { reason: 'ORDER_INSUFFICIENT_SHARES' };
    expect(
      sample(after, 'tradearena_orders_filled_total', filled) -
        sample(before, 'tradearena_orders_filled_total', filled),
    ).toBe(1);
    expect(
      sample(after, 'tradearena_orders_refused_total', refused) -
        sample(before, 'tradearena_orders_refused_total', refused),
    ).toBe(1);
  });

  it('counts scheduled job rounds by outcome with their duration', async () => {
    const log = { info: () => {}, error: () => {} };
    const before = await scrape(t.app);
    let stopOk: () => unknown = () => {};
    let stopFailing: () => unknown = () => {};
    await new Promise<void>((resolve) => {
      stopOk = scheduleRecurringJob(t.deps.db, log, {
        name: 'metrics test',
        lockId: 990_001,
        everyMs: 60_000,
        work: async () => resolve(),
      });
    });
    await new Promise<void>((resolve) => {
      stopFailing = scheduleRecurringJob(t.deps.db, log, {
        name: 'metrics test failing',
        lockId: 990_002,
        everyMs: 60_000,
        work: async () => {
          setImmediate(resolve);
          throw new Error('boom');
        },
      });
    });
    await stopOk();
    await stopFailing();
    const after = await scrape(t.app);
    expect(sample(after, 'tradearena_job_runs_total', { job: 'metrics test', outcome: 'ok' })).toBe(1);
    expect(sample(after, 'tradearena_job_runs_total', { job: 'metrics test failing', outcome: 'failed' })).toBe(1);
    expect(sample(after, 'tradearena_job_duration_seconds_count', { job: 'metrics test' })).toBe(1);
    expect(sample(before, 'tradearena_job_runs_total', { job: 'metrics test', outcome: 'ok' })).toBe(0);
  });

  it('reports the database pool (PostgreSQL) or zero connections (SQLite)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const text = await scrape(t.app);
    const total = sample(text, 'tradearena_db_pool_connections', { state: 'total' });
    if (t.deps.db.kind === 'postgres') expect(total).toBeGreaterThanOrEqual(1);
    else expect(total).toBe(0);
    expect(text).toMatch(/tradearena_db_pool_connections\{state="waiting"\} \d+/);
  });
});

describe('/metrics stream counters', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await t.listen();
  });
  afterAll(() => t.close());

  it('counts connected stream clients and the messages sent to them', async () => {
    const before = await scrape(t.app);
    const client = await openStreamClient(port);
    await client.waitFor((m) => m.some((x) => x.type === 'connected'));
    client.send({ type: 'ping' });
    await client.waitFor((m) => m.some((x) => x.type === 'pong'));
    const during = await scrape(t.app);
    expect(sample(during, 'tradearena_stream_clients') - sample(before, 'tradearena_stream_clients')).toBe(1);
    const sent = (text: string) => sample(text, 'tradearena_stream_messages_sent_total');
    expect(sent(during) - sent(before)).toBeGreaterThanOrEqual(2);
    client.close();
    await client.closed;
    await expect
      .poll(async () => sample(await scrape(t.app), 'tradearena_stream_clients'))
      .toBe(sample(before, 'tradearena_stream_clients'));
  });
});

describe('who may read /metrics', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('refuses other addresses as if the route did not exist when no token is configured', async () => {
    t = await createTestApp();
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    // Relayed by a proxy on this machine: not local.
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(bearer.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('serves other addresses that bring the configured bearer token', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const as = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers });
    const none = await as({});
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 'AUTH_FORBIDDEN', error: expect.stringContaining('METRICS_TOKEN') });
    expect((await as({ authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(403);
    expect((await as({ authorization: `Basic ${TOKEN}` })).statusCode).toBe(403);
    const right = await as({ authorization: `Bearer ${TOKEN}` });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('tradearena_http_requests_total');
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });
});

import { type PortfolioChangedMessage, portfolioChannel, USER_EVENTS_RETRY_MS } from '@tradearena/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../../src/ports/pubsub.ts';
import { sample, scrape } from '../helpers/metrics-text.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { buildTrader, placeTrade } from '../trading/trading-builders.ts';
import { openSseClient, type SseClient } from './sse-client.ts';

let running: TestApp | undefined;
const clients: SseClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await running?.close();
  running = undefined;
});

/** The in-process pub/sub, counting the subscriptions held per channel (a real implementation, wrapped). */
function countingPubSub(): PubSub & { held(channel: string): number } {
  const inner = createInProcessPubSub();
  const held = new Map<string, number>();
  const add = (channel: string, n: number) => held.set(channel, (held.get(channel) ?? 0) + n);
  return {
    ...inner,
    async subscribe(channel, handler) {
      const unsubscribe = await inner.subscribe(channel, handler);
      add(channel, 1);
      let done = false;
      return async () => {
        if (!done) add(channel, -1);
        done = true;
        await unsubscribe();
      };
    },
    held: (channel) => held.get(channel) ?? 0,
  };
}

async function start(opts: Parameters<typeof createTestApp>[0] = {}): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp(opts);
  running = t;
  return { t, port: await t.listen() };
}

async function open(port: number, cookie: string | null): Promise<SseClient> {
  const c = openSseClient(port, cookie);
  clients.push(c);
  await c.answered;
  return c;
}

const change = (userId: number, tradeId: number | null): PortfolioChangedMessage => ({
  type: 'portfolio_changed',
  userId,
  portfolioId: 1,
  competitionId: 0,
  season: 0,
  tradeId,
  at: '2026-11-18T15:00:00.000Z',
});

describe('GET /api/user/events', () => {
  it('is documented in the OpenAPI document as an event stream with the common error answers', async () => {
    const { t } = await start();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/user/events']?.get;
    expect(op?.responses['200']?.content).toHaveProperty('text/event-stream');
    expect(op?.responses['429']).toBeDefined();
    expect(op?.description).toContain('USER_EVENTS_TOO_MANY_STREAMS');
  });

  it('refuses a signed-out caller with 401 and the error body', async () => {
    const { port } = await start();
    const c = await open(port, null);
    await c.closed;
    expect(c.status).toBe(401);
    expect(JSON.parse(c.body)).toMatchObject({ code: 'AUTH_REQUIRED', error: expect.any(String) });
  });

  it('opens an event stream with a retry hint and a ready event naming the user', async () => {
    const { t, port } = await start();
    const ada = await buildTrader(t.deps.db.db);
    const c = await open(port, ada.cookie);
    expect(c.status).toBe(200);
    expect(c.headers?.['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(c.headers?.['cache-control']).toBe('no-store');
    await c.waitFor(() => c.events.length > 0);
    expect(c.retry).toBe(USER_EVENTS_RETRY_MS);
    expect(c.events[0]).toEqual({ event: 'ready', data: { userId: ada.id, heartbeatMs: 25_000 } });
  });

  it('pushes portfolio_changed after each of the user’s trades, and none of another user’s', async () => {
    const { t, port } = await start();
    const ada = await buildTrader(t.deps.db.db);
    const bob = await buildTrader(t.deps.db.db);
    const c = await open(port, ada.cookie);
    await c.waitFor(() => c.ofType('ready').length === 1);

    expect((await placeTrade(t.app, bob, { symbol: 'MSFT', action: 'buy', shares: 1 })).statusCode).toBe(200);
    const trade = await placeTrade(t.app, ada, { symbol: 'AAPL', action: 'buy', shares: 2 });
    expect(trade.statusCode).toBe(200);
    await c.waitFor(() => c.ofType('portfolio_changed').length >= 1);
    const [pushed] = c.ofType('portfolio_changed');
    expect(pushed?.data).toMatchObject({
      type: 'portfolio_changed',
      userId: ada.id,
      portfolioId: ada.portfolioId,
      competitionId: 0,
      tradeId: expect.any(Number),
    });
    // Bob's trade came first: had it been forwarded, it would be the first event after ready.
    expect(c.events.every((e) => e.event === 'ready' || (e.data as { userId: number }).userId === ada.id)).toBe(true);
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const { t, port } = await start({ userEvents: { heartbeatMs: 50 } });
    const ada = await buildTrader(t.deps.db.db);
    const c = await open(port, ada.cookie);
    await c.waitFor(() => c.comments.filter((x) => x === 'heartbeat').length >= 2);
    expect(c.ended).toBe(false);
  });

  it('ends the stream at the next heartbeat once the session was signed out elsewhere', async () => {
    const { t, port } = await start({ userEvents: { heartbeatMs: 50 } });
    const ada = await buildTrader(t.deps.db.db);
    const c = await open(port, ada.cookie);
    await c.waitFor(() => c.comments.length >= 1);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: ada.cookie } });
    expect(out.statusCode).toBe(200);
    await c.closed;
    expect(c.ended).toBe(true);
  });

  it('ends the stream instead of forwarding the next message once the session was signed out', async () => {
    const { t, port } = await start();
    const ada = await buildTrader(t.deps.db.db);
    const c = await open(port, ada.cookie);
    await c.waitFor(() => c.ofType('ready').length === 1);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: ada.cookie } });
    await t.deps.pubsub.publish(portfolioChannel(ada.id), change(ada.id, 7));
    await c.closed;
    expect(c.ofType('portfolio_changed')).toEqual([]);
  });

  it('refuses one stream more than the per-user cap with 429, and admits one again after a close', async () => {
    const { t, port } = await start({ userEvents: { maxStreamsPerUser: 3 } });
    const ada = await buildTrader(t.deps.db.db);
    const bob = await buildTrader(t.deps.db.db);
    const held = await Promise.all([1, 2, 3].map(() => open(port, ada.cookie)));
    for (const c of held) expect(c.status).toBe(200);

    const refused = await open(port, ada.cookie);
    await refused.closed;
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'USER_EVENTS_TOO_MANY_STREAMS' });
    expect((await open(port, bob.cookie)).status).toBe(200);

    held[0]!.close();
    await waitUntil('a stream of ada is admitted again', async () => {
      const c = await open(port, ada.cookie);
      if (c.status === 200) return true;
      await c.closed;
      return false;
    });
  });

  it('releases its subscription and its count when the client goes away, however many come and go', async () => {
    const pubsub = countingPubSub();
    const { t, port } = await start({ deps: { pubsub } });
    const ada = await buildTrader(t.deps.db.db);
    const channel = portfolioChannel(ada.id);
    const streamsOpen = async () => sample(await scrape(t.app), 'tradearena_user_event_streams');
    const baseline = await streamsOpen();
    for (let round = 0; round < 10; round++) {
      const batch = await Promise.all([1, 2, 3, 4, 5].map(() => open(port, ada.cookie)));
      await Promise.all(batch.map((c) => c.waitFor(() => c.ofType('ready').length === 1)));
      expect(pubsub.held(channel)).toBe(5);
      for (const c of batch) c.close();
      await waitUntil('every subscription is released', () => pubsub.held(channel) === 0);
    }
    expect(await streamsOpen()).toBe(baseline);
    // Still serving: a new stream hears the next change.
    const c = await open(port, ada.cookie);
    await c.waitFor(() => c.ofType('ready').length === 1);
    await pubsub.publish(channel, change(ada.id, 42));
    await c.waitFor(() => c.ofType('portfolio_changed').length === 1);
  });

  it('ends every stream when the app closes, so the shutdown does not wait on them', async () => {
    const { t, port } = await start();
    const ada = await buildTrader(t.deps.db.db);
    const streams = await Promise.all([1, 2].map(() => open(port, ada.cookie)));
    await Promise.all(streams.map((c) => c.waitFor(() => c.ofType('ready').length === 1)));
    running = undefined;
    await t.close();
    await Promise.all(streams.map((c) => c.closed));
  });
});

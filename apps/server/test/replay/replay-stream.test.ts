import { afterEach, describe, expect, it } from 'vitest';
import { buildClass } from '../educator/class-builders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStreamClient, type StreamMessage } from '../stream/stream-client.ts';
import { runClassReplay, SUNDAY } from './replay-builders.ts';

let t: TestApp;
const clients: Awaited<ReturnType<typeof openStreamClient>>[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await t?.close();
});

async function connect(port: number) {
  const c = await openStreamClient(port);
  clients.push(c);
  await c.waitFor((m) => m.some((x) => x.type === 'connected'));
  return c;
}

const replayUpdates = (m: StreamMessage[], competitionId: number) =>
  m.filter((x) => x.type === 'stock_update' && x.competitionId === competitionId);

describe('/stock-stream with a replay event’s competitionId', () => {
  it('sends the replay’s prices, tagged, only while it runs, and never the real period', async () => {
    t = await createTestApp({ stream: { tickMs: 200 } });
    const { teacher, leagueId } = await buildClass(t, ['Ann']);
    t.clock.set(SUNDAY);
    const { replay } = (await runClassReplay(t.app, teacher, leagueId)).json();
    const port = await t.listen();
    const c = await connect(port);
    c.send({ type: 'subscribe', symbols: ['SPY', 'AAPL'], competitionId: replay.competitionId });
    await c.waitFor((m) => replayUpdates(m, replay.competitionId).length >= 2);
    expect(c.ofType('subscribed').at(-1)).toEqual({ type: 'subscribed', symbols: ['AAPL', 'SPY'] });
    const quote = await t.app.inject({ url: `/api/stocks/quote/SPY?competitionId=${replay.competitionId}` });
    const first = replayUpdates(c.messages, replay.competitionId).find((u) => u.symbol === 'SPY');
    expect(first?.price).toBe(quote.json().price);

    // Ticks follow the replay's clock; at the end they stop.
    t.clock.advance(90_000);
    const seen = c.messages.length;
    await c.waitFor((m) => replayUpdates(m.slice(seen), replay.competitionId).length >= 4);
    const later = replayUpdates(c.messages.slice(seen), replay.competitionId).filter((u) => u.symbol === 'SPY');
    const midday = await t.app.inject({ url: `/api/stocks/quote/SPY?competitionId=${replay.competitionId}` });
    expect(later.at(-1)?.price).toBe(midday.json().price);
    t.clock.advance(120_000);
    await new Promise((r) => setTimeout(r, 600));
    const atEnd = c.messages.length;
    await new Promise((r) => setTimeout(r, 800));
    expect(replayUpdates(c.messages.slice(atEnd), replay.competitionId)).toEqual([]);
    expect(JSON.stringify(c.messages)).not.toMatch(/2008/);
  });

  it('answers a competition that is no replay with an error and keeps the market’s subscriptions apart', async () => {
    t = await createTestApp({ stream: { tickMs: 200 } });
    const port = await t.listen();
    const c = await connect(port);
    c.send({ type: 'subscribe', symbols: ['SPY'], competitionId: 1 });
    await c.waitFor((m) => m.some((x) => x.type === 'error'));
    expect(c.ofType('error')[0]).toEqual({ type: 'error', message: 'Not a replay event: 1' });
    c.send({ type: 'subscribe', symbols: ['MSFT'] });
    await c.waitFor((m) => m.some((x) => x.type === 'stock_update' && x.symbol === 'MSFT'));
    expect(c.messages.filter((x) => x.type === 'stock_update' && 'competitionId' in x)).toEqual([]);
  });
});

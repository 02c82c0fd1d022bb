import { randomBytes } from 'node:crypto';
import { portfolioChannel } from '@tradearena/contracts';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisPubSub } from '../../src/adapters/pubsub/redis-pubsub.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { buildTrader } from '../trading/trading-builders.ts';
import { openSseClient, type SseClient } from './sse-client.ts';

const REDIS_URL = process.env.REDIS_URL;
const apps: TestApp[] = [];
const clients: SseClient[] = [];
const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const c of closers.splice(0)) await c();
  for (const a of apps.splice(0)) await a.close();
});

/** An app on its own database, speaking to the others through one Redis under `prefix`. */
async function instance(prefix: string): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp({ deps: { pubsub: createRedisPubSub(REDIS_URL!, { prefix }) } });
  apps.push(t);
  return { t, port: await t.listen() };
}

describe.skipIf(!REDIS_URL)('/api/user/events across instances through Redis', () => {
  it('delivers a change published on instance A to the stream held on B, and unsubscribes when it closes', async () => {
    const prefix = `ta-events-${randomBytes(4).toString('hex')}:`;
    const a = await instance(prefix);
    const b = await instance(prefix);
    const ada = await buildTrader(b.t.deps.db.db);
    const redis = new Redis(REDIS_URL!);
    closers.push(() => redis.disconnect());
    const subscribers = async () => {
      const [, n] = (await redis.pubsub('NUMSUB', prefix + portfolioChannel(ada.id))) as [string, number];
      return Number(n);
    };

    const streams = [openSseClient(b.port, ada.cookie), openSseClient(b.port, ada.cookie)];
    clients.push(...streams);
    for (const s of streams) await s.waitFor(() => s.ofType('ready').length === 1);
    // One Redis subscription for the user's channel, however many streams B holds for them.
    expect(await subscribers()).toBe(1);

    await a.t.deps.pubsub.publish(portfolioChannel(ada.id), {
      type: 'portfolio_changed',
      userId: ada.id,
      portfolioId: ada.portfolioId,
      competitionId: 0,
      season: 0,
      tradeId: 12,
      at: '2026-11-18T15:00:00.000Z',
    });
    for (const s of streams) await s.waitFor(() => s.ofType('portfolio_changed').length === 1);
    expect(streams[0]!.ofType('portfolio_changed')[0]?.data).toMatchObject({ userId: ada.id, tradeId: 12 });

    streams[0]!.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(await subscribers()).toBe(1);
    streams[1]!.close();
    await waitUntil('B no longer listens on the user’s channel', async () => (await subscribers()) === 0);
  });
});

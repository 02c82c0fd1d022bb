import { LEADERBOARD_TOTAL_HEADER } from '@tradearena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, placeTrade, type Trader } from './trading-builders.ts';

describe('GET /api/leaderboard total', () => {
  let t: TestApp;
  const players: Trader[] = [];

  beforeAll(async () => {
    t = await createTestApp({ deps: { marketData: createFakeMarketData({ UP: 100_00 }) } });
    const db = t.deps.db.db;
    for (let i = 1; i <= 13; i++) players.push(await buildTrader(db, { username: `ranked_${i}` }));
    await buildTrader(db, { username: 'mock_player' });
    await placeTrade(t.app, players[0]!, { symbol: 'UP', action: 'buy', shares: 1 });
  });
  afterAll(() => t.close());

  it('says in a header how many players are ranked, hidden names left out, so a client can tell the bottom 3', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/leaderboard',
      headers: { cookie: players[12]!.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers[LEADERBOARD_TOTAL_HEADER]).toBe('13');
    const rows = res.json() as { rank: number; isCurrentUser: boolean }[];
    expect(rows).toHaveLength(11);
    expect(rows.at(-1)).toMatchObject({ isCurrentUser: true });
    expect(rows.at(-1)!.rank).toBeGreaterThan(13 - 3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeaderboardIndex } from '../../src/modules/standings/index.ts';
import { getLeaderboard } from '../../src/modules/trading/get-leaderboard.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestDb } from '../helpers/test-db.ts';
import { buildTrader, type Trader } from '../trading/trading-builders.ts';

type TestDb = Awaited<ReturnType<typeof createTestDb>>;

/**
 * 'Elite' on the global leaderboard (docs/product/leaderboard-badges.md): finished at least one closed championship
 * season in the top 1 % of its ranked players, by the board's metric (return net of deposits over the season).
 */
describe('Elite on the global leaderboard', () => {
  let handle: TestDb;
  const players: Trader[] = [];

  /** A closed season of a seeded championship with these ranks by user (null: a hidden name, not ranked). */
  async function closedSeason(competitionId: number, season: number, ranks: [Trader, number | null][]) {
    await handle.db
      .insertInto('competition_seasons')
      .values({
        competition_id: competitionId,
        season,
        starts_at: 0,
        ends_at: 1,
        closed_at: 1,
        participant_count: ranks.length,
      })
      .execute();
    await handle.db
      .insertInto('competition_results')
      .values(
        ranks.map(([p, rank]) => ({
          competition_id: competitionId,
          season,
          user_id: p.id,
          rank,
          display_name: p.username,
          final_value_cents: 10_000_000,
          profit_cents: 0,
          return_ppm: 0,
          trade_count: 1,
        })),
      )
      .execute();
  }

  beforeAll(async () => {
    handle = await createTestDb();
    for (let i = 0; i < 250; i++) players.push(await buildTrader(handle.db, { username: `elite_${i}` }));
    // Weekly season 900: 100 ranked, so only rank 1 is the top 1 %.
    await closedSeason(
      1,
      900,
      players.slice(0, 100).map((p, i) => [p, i + 1]),
    );
    // Weekly season 901: 99 ranked and a hidden name: nobody.
    await closedSeason(1, 901, [
      ...players.slice(100, 199).map((p, i): [Trader, number] => [p, i + 1]),
      [players[199]!, null],
    ]);
    // Monthly season 902: 250 ranked, so ranks 1 and 2; player 0 is 250th here (one Elite season is enough).
    await closedSeason(
      2,
      902,
      players.map((p, i) => [p, i === 0 ? 250 : i]),
    );
  });
  afterAll(() => handle.destroy());

  it('marks a player who finished a championship season in its top 1 %, for good, and nobody else', async () => {
    // The board's own order is by today's return (all equal here), which is not what Elite measures.
    const index = createLeaderboardIndex({ db: handle.db, marketData: createFakeMarketData(), now: () => 0 });
    const eliteOf = async (p: Trader) =>
      (await getLeaderboard(index, { userId: p.id })).find((r) => r.isCurrentUser)?.elite;
    expect(await eliteOf(players[0]!)).toBe(true); // 1st of 100 in week 900 (250th of 250 in month 902)
    expect(await eliteOf(players[1]!)).toBe(true); // 1st of 250 in month 902
    expect(await eliteOf(players[2]!)).toBe(true); // 2nd of 250
    expect(await eliteOf(players[3]!)).toBe(false); // 3rd of 250, 4th of 100
    expect(await eliteOf(players[100]!)).toBe(false); // 1st of 99 ranked in week 901 (the hidden name does not count)
    expect(await eliteOf(players[101]!)).toBe(false); // 2nd of 99 in week 901, 101st of 250 in month 902
    const top = await getLeaderboard(index, { userId: players[249]!.id });
    for (const row of top) expect(row.elite).toBe(['elite_0', 'elite_1', 'elite_2'].includes(row.username));
    await index.close();
  });
});

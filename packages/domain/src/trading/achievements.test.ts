import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_CATALOGUE } from './achievement-catalogue.ts';
import { evaluateTradeAchievements, type TradeFacts } from './evaluate-trade-achievements.ts';
import { isPerfectWeek } from './is-perfect-week.ts';
import { experienceForLevel, levelFromExperience } from './level-from-experience.ts';
import { longestTradingStreak } from './longest-trading-streak.ts';

function buildFacts(overrides: Partial<TradeFacts> = {}): TradeFacts {
  return { userTradeCount: 2, tradeAmountCents: 100_00, symbolsHeld: 1, portfolioProfitCents: 0, ...overrides };
}

describe('the achievement catalogue', () => {
  it('has the ten achievements of the spec with their reward XP', () => {
    expect(ACHIEVEMENT_CATALOGUE.map((a) => [a.id, a.name, a.xp])).toEqual([
      [1, 'First Trade', 100],
      [2, 'Volume Trader', 1000],
      [3, 'Risk Taker', 500],
      [4, 'Profit Master', 2000],
      [5, 'League Champion', 1500],
      [6, 'Portfolio Diversifier', 750],
      [7, 'Marathon Trader', 3000],
      [8, 'Whale Trader', 5000],
      [9, 'Perfect Week', 2500],
      [10, 'Market Legend', 10000],
    ]);
  });
});

describe('evaluateTradeAchievements', () => {
  const cases: [string, Partial<TradeFacts>, number[]][] = [
    ['the first trade unlocks First Trade', { userTradeCount: 1 }, [1]],
    ['the 99th trade is not yet Volume Trader', { userTradeCount: 99 }, [1]],
    ['the 100th trade unlocks Volume Trader', { userTradeCount: 100 }, [1, 2]],
    ['a trade of exactly $10,000 is not Risk Taker', { tradeAmountCents: 1_000_000 }, [1]],
    ['a trade of $10,000.01 is Risk Taker', { tradeAmountCents: 1_000_001 }, [1, 3]],
    ['a trade of $99,999.99 is not Whale Trader', { tradeAmountCents: 9_999_999 }, [1, 3]],
    ['a trade of exactly $100,000 is Whale Trader', { tradeAmountCents: 10_000_000 }, [1, 3, 8]],
    ['9 symbols held is not Diversifier', { symbolsHeld: 9 }, [1]],
    ['10 symbols held is Portfolio Diversifier', { symbolsHeld: 10 }, [1, 6]],
    ['$9,999.99 profit is not Profit Master', { portfolioProfitCents: 999_999 }, [1]],
    ['$10,000 profit is Profit Master', { portfolioProfitCents: 1_000_000 }, [1, 4]],
    ['$100,000 profit is Profit Master and Market Legend', { portfolioProfitCents: 10_000_000 }, [1, 4, 10]],
  ];
  for (const [name, facts, ids] of cases) {
    it(name, () => expect(evaluateTradeAchievements(buildFacts(facts))).toEqual(ids));
  }
});

describe('longestTradingStreak', () => {
  const days = ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-12'];

  it('counts consecutive trading days across a weekend, which is not a session', () => {
    expect(longestTradingStreak(days, new Set(['2026-01-08', '2026-01-09', '2026-01-12']))).toBe(3);
  });

  it('breaks the run on a missed trading day', () => {
    expect(longestTradingStreak(days, new Set(['2026-01-05', '2026-01-06', '2026-01-08', '2026-01-09']))).toBe(2);
  });
});

describe('isPerfectWeek', () => {
  const now = new Date('2026-03-10T21:00:00Z');
  const hoursAgo = (h: number, pnl: number) => ({ executedAt: now.getTime() - h * 3_600_000, realizedPnlCents: pnl });

  it('is a perfect week with five winning sells in the last 7 days', () => {
    expect(
      isPerfectWeek(
        [1, 20, 50, 100, 160].map((h) => hoursAgo(h, 100)),
        now,
      ),
    ).toBe(true);
  });

  it('is not with one losing or flat sell among them', () => {
    expect(isPerfectWeek([...[1, 20, 50, 100, 160].map((h) => hoursAgo(h, 100)), hoursAgo(2, 0)], now)).toBe(false);
  });

  it('is not with fewer than five sells, nor counting sells older than 7 days', () => {
    expect(
      isPerfectWeek(
        [1, 20, 50, 100, 169].map((h) => hoursAgo(h, 100)),
        now,
      ),
    ).toBe(false);
  });
});

describe('levelFromExperience', () => {
  it('follows level = floor(sqrt(xp / 100)) + 1', () => {
    expect([0, 99, 100, 399, 400, 900, 26_350].map(levelFromExperience)).toEqual([1, 1, 2, 2, 3, 4, 17]);
  });

  it('starts each level at 100 × (level − 1)² XP', () => {
    for (let level = 1; level < 30; level++) {
      expect(levelFromExperience(experienceForLevel(level))).toBe(level);
      expect(levelFromExperience(experienceForLevel(level) - 1)).toBe(Math.max(1, level - 1));
    }
  });
});

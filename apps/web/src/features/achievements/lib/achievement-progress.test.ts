import { describe, expect, it } from 'vitest';
import { buildPortfolio, buildPosition } from '@/test/builders.ts';
import { achievementProgress, isInDangerZone } from './achievement-progress.ts';

describe('achievement progress', () => {
  it('lists the ten milestones, unlocked by presence in the user list', () => {
    const list = achievementProgress({
      unlocked: new Map([[1, '2026-11-20T15:00:00.000Z']]),
      portfolio: buildPortfolio({ totalTrades: 1 }),
      trades: [],
    });
    expect(list.map((m) => m.achievement.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(list.filter((m) => m.unlocked).map((m) => m.achievement.name)).toEqual(['First Trade']);
    expect(list[0]).toMatchObject({ percent: 100, unlockedAt: '2026-11-20T15:00:00.000Z' });
  });

  it('counts the stocks owned towards Portfolio Diversifier, not the ones sold short', () => {
    const list = achievementProgress({
      unlocked: new Map(),
      portfolio: buildPortfolio({
        positions: [
          buildPosition({ symbol: 'AAPL', quantity: 5 }),
          buildPosition({ symbol: 'MSFT', quantity: 2 }),
          buildPosition({ symbol: 'TSLA', quantity: -3, side: 'short' }),
        ],
      }),
      trades: [],
    });
    expect(list.find((m) => m.achievement.id === 6)?.detail).toBe('2 / 10 stocks held');
  });

  it('measures progress where the client can, and never shows a locked one as complete', () => {
    const list = achievementProgress({
      unlocked: new Map(),
      portfolio: buildPortfolio({ totalTrades: 37, totalProfitLoss: 2_500 }),
      trades: [
        {
          id: 1,
          symbol: 'MSFT',
          action: 'buy',
          shares: 100,
          price: 150,
          total: 15_000,
          realizedProfitLoss: 0,
          cashAfter: 0,
          executedAt: '',
        },
      ],
    });
    const byId = new Map(list.map((m) => [m.achievement.id, m]));
    expect(byId.get(1)?.percent).toBe(99);
    expect(byId.get(2)).toMatchObject({ percent: 37, detail: '37 / 100 trades' });
    expect(byId.get(4)).toMatchObject({ percent: 25, detail: '$2,500 / $10,000 profit' });
    expect(byId.get(8)?.percent).toBe(15);
    expect(byId.get(5)?.percent).toBeNull();
  });
});

describe('danger zone', () => {
  it('applies only to the bottom 3 of more than 3 ranked players', () => {
    expect(isInDangerZone(8, 10)).toBe(true);
    expect(isInDangerZone(7, 10)).toBe(false);
    expect(isInDangerZone(2, 4)).toBe(true);
    expect(isInDangerZone(3, 3)).toBe(false);
    expect(isInDangerZone(1, 1)).toBe(false);
    expect(isInDangerZone(null, 10)).toBe(false);
    expect(isInDangerZone(50, null)).toBe(false);
  });
});

import type { ExecutedTrade, PortfolioSummary } from '@tradearena/contracts';
import { ACHIEVEMENT_CATALOGUE, ACHIEVEMENT_RULES, type AchievementDefinition, toDollars } from '@tradearena/domain';

export interface MilestoneProgress {
  achievement: AchievementDefinition;
  unlocked: boolean;
  unlockedAt: string | null;
  /** 0–100; null when the client cannot measure it (league wins, streaks, weekly records). */
  percent: number | null;
  /** "37 / 100 trades", or null. */
  detail: string | null;
}

export interface ProgressInput {
  unlocked: ReadonlyMap<number, string>;
  portfolio: PortfolioSummary | undefined;
  trades: readonly ExecutedTrade[] | undefined;
}

const money = (n: number) => `$${Math.max(0, Math.floor(n)).toLocaleString('en-US')}`;
const pct = (value: number, target: number) => Math.max(0, Math.min(100, (value / target) * 100));

/**
 * Locked or unlocked by presence in the user's list (docs/product/content.md#achievements), with progress towards each locked milestone
 * from the portfolio and the recent trades where the client can measure it.
 */
export function achievementProgress({ unlocked, portfolio, trades }: ProgressInput): MilestoneProgress[] {
  const totalTrades = portfolio?.totalTrades ?? 0;
  const profit = portfolio?.totalProfitLoss ?? 0;
  // Stocks owned: short positions (docs/product/trading.md#short-selling-and-margin) are not held.
  const symbols = new Set((portfolio?.positions ?? []).filter((p) => p.quantity > 0).map((p) => p.symbol)).size;
  const largestTrade = Math.max(0, ...(trades ?? []).map((t) => t.total));
  const measure: Record<number, { value: number; target: number; detail: string } | null> = {
    1: { value: totalTrades, target: 1, detail: `${Math.min(totalTrades, 1)} / 1 trade` },
    2: {
      value: totalTrades,
      target: ACHIEVEMENT_RULES.volumeTraderTrades,
      detail: `${totalTrades} / ${ACHIEVEMENT_RULES.volumeTraderTrades} trades`,
    },
    3: {
      value: largestTrade,
      target: toDollars(ACHIEVEMENT_RULES.riskTakerOverCents),
      detail: `Largest trade ${money(largestTrade)} / over ${money(toDollars(ACHIEVEMENT_RULES.riskTakerOverCents))}`,
    },
    4: {
      value: profit,
      target: toDollars(ACHIEVEMENT_RULES.profitMasterCents),
      detail: `${money(profit)} / ${money(toDollars(ACHIEVEMENT_RULES.profitMasterCents))} profit`,
    },
    5: null,
    6: {
      value: symbols,
      target: ACHIEVEMENT_RULES.diversifierSymbols,
      detail: `${symbols} / ${ACHIEVEMENT_RULES.diversifierSymbols} stocks held`,
    },
    7: null,
    8: {
      value: largestTrade,
      target: toDollars(ACHIEVEMENT_RULES.whaleTraderAtLeastCents),
      detail: `Largest trade ${money(largestTrade)} / ${money(toDollars(ACHIEVEMENT_RULES.whaleTraderAtLeastCents))}`,
    },
    9: null,
    10: {
      value: profit,
      target: toDollars(ACHIEVEMENT_RULES.marketLegendCents),
      detail: `${money(profit)} / ${money(toDollars(ACHIEVEMENT_RULES.marketLegendCents))} profit`,
    },
  };
  return ACHIEVEMENT_CATALOGUE.map((achievement) => {
    const unlockedAt = unlocked.get(achievement.id) ?? null;
    const m = measure[achievement.id] ?? null;
    if (unlockedAt !== null) return { achievement, unlocked: true, unlockedAt, percent: 100, detail: null };
    return {
      achievement,
      unlocked: false,
      unlockedAt: null,
      percent: m ? Math.min(99, pct(m.value, m.target)) : null,
      detail: m ? m.detail : null,
    };
  });
}

/**
 * In the bottom 3 only when the user's rank is known, there are more than 3 ranked players, and fewer than 3 are
 * below the user. With 3 or fewer players there is no danger zone.
 */
export function isInDangerZone(rank: number | null, totalPlayers: number | null): boolean {
  if (rank === null || totalPlayers === null || totalPlayers <= 3) return false;
  return rank > totalPlayers - 3;
}

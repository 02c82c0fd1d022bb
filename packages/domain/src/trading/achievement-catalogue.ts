/** The ten achievements of docs/product/content.md#achievements, ids 1 to 10, with their reward XP and the rule the server applies. */
export const ACHIEVEMENT_IDS = {
  firstTrade: 1,
  volumeTrader: 2,
  riskTaker: 3,
  profitMaster: 4,
  leagueChampion: 5,
  portfolioDiversifier: 6,
  marathonTrader: 7,
  whaleTrader: 8,
  perfectWeek: 9,
  marketLegend: 10,
} as const;

export type AchievementId = (typeof ACHIEVEMENT_IDS)[keyof typeof ACHIEVEMENT_IDS];

export interface AchievementDefinition {
  id: AchievementId;
  name: string;
  description: string;
  xp: number;
}

export const ACHIEVEMENT_CATALOGUE: readonly AchievementDefinition[] = [
  { id: 1, name: 'First Trade', description: 'Execute your first trade', xp: 100 },
  { id: 2, name: 'Volume Trader', description: 'Execute 100 trades', xp: 1000 },
  { id: 3, name: 'Risk Taker', description: 'Make a single trade over $10,000', xp: 500 },
  { id: 4, name: 'Profit Master', description: 'Reach $10,000 total profit in a portfolio', xp: 2000 },
  { id: 5, name: 'League Champion', description: 'Finish #1 in a league', xp: 1500 },
  { id: 6, name: 'Portfolio Diversifier', description: 'Hold 10 different stocks at once', xp: 750 },
  { id: 7, name: 'Marathon Trader', description: 'Trade on 30 consecutive trading days', xp: 3000 },
  { id: 8, name: 'Whale Trader', description: 'Make a single trade of $100,000 or more', xp: 5000 },
  { id: 9, name: 'Perfect Week', description: 'Close at least 5 trades in 7 days, every one at a profit', xp: 2500 },
  { id: 10, name: 'Market Legend', description: 'Reach $100,000 total profit in a portfolio', xp: 10000 },
];

export function getAchievement(id: number): AchievementDefinition | undefined {
  return ACHIEVEMENT_CATALOGUE.find((a) => a.id === id);
}

/** The thresholds, in one place, in cents and counts. */
export const ACHIEVEMENT_RULES = {
  volumeTraderTrades: 100,
  /** Strictly over $10,000. */
  riskTakerOverCents: 1_000_000,
  /** $100,000 or more. */
  whaleTraderAtLeastCents: 10_000_000,
  diversifierSymbols: 10,
  profitMasterCents: 1_000_000,
  marketLegendCents: 10_000_000,
  marathonTradingDays: 30,
  perfectWeekDays: 7,
  perfectWeekMinSells: 5,
} as const;

import { ACHIEVEMENT_IDS, ACHIEVEMENT_RULES, type AchievementId } from './achievement-catalogue.ts';

/** What is known inside a trade's transaction, right after the fill. */
export interface TradeFacts {
  /** The user's trades in every portfolio, this one included. */
  userTradeCount: number;
  /** This trade's amount, quantity × price. */
  tradeAmountCents: number;
  /** Different symbols held in the traded portfolio after the fill. */
  symbolsHeld: number;
  /** The traded portfolio's profit (value − starting cash − net deposits) after the fill. */
  portfolioProfitCents: number;
}

/**
 * The achievements whose condition this trade meets (docs/product/trading.md#placing-a-trade). Already-unlocked ones are filtered by the
 * caller: unlocking is once per user.
 */
export function evaluateTradeAchievements(facts: TradeFacts): AchievementId[] {
  const r = ACHIEVEMENT_RULES;
  const met: AchievementId[] = [];
  if (facts.userTradeCount >= 1) met.push(ACHIEVEMENT_IDS.firstTrade);
  if (facts.userTradeCount >= r.volumeTraderTrades) met.push(ACHIEVEMENT_IDS.volumeTrader);
  if (facts.tradeAmountCents > r.riskTakerOverCents) met.push(ACHIEVEMENT_IDS.riskTaker);
  met.push(...evaluateProfitAchievements(facts.portfolioProfitCents));
  if (facts.symbolsHeld >= r.diversifierSymbols) met.push(ACHIEVEMENT_IDS.portfolioDiversifier);
  if (facts.tradeAmountCents >= r.whaleTraderAtLeastCents) met.push(ACHIEVEMENT_IDS.whaleTrader);
  return met.sort((a, b) => a - b);
}

/** Profit Master at $10,000 and Market Legend at $100,000 of profit in one portfolio. */
export function evaluateProfitAchievements(profitCents: number): AchievementId[] {
  const met: AchievementId[] = [];
  if (profitCents >= ACHIEVEMENT_RULES.profitMasterCents) met.push(ACHIEVEMENT_IDS.profitMaster);
  if (profitCents >= ACHIEVEMENT_RULES.marketLegendCents) met.push(ACHIEVEMENT_IDS.marketLegend);
  return met;
}

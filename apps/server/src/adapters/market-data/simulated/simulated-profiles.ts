import { addDays } from '@tradearena/domain';
import type { SymbolProfile } from '../../../ports/market-feed.ts';
import type { SimulatedMarket } from './simulated-market.ts';

/** 52 weeks. */
const YEAR_DAYS = 364;

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The screener figures of the simulated universe: each stock's beta, and the lowest and highest daily close of the
 * 52 weeks before the current session. They change once per trading day, so they are computed once per session date.
 */
export function createSimulatedProfiles(market: SimulatedMarket): (nowMs: number) => SymbolProfile[] {
  let cache: { date: string; profiles: SymbolProfile[] } | null = null;
  return (nowMs) => {
    const date = market.latestSessionDate(nowMs);
    if (cache?.date === date) return cache.profiles;
    const from = addDays(date, -YEAR_DAYS);
    const profiles = market.universe.map((u): SymbolProfile => {
      const closes = market.dailyCloses(u.symbol, from, date);
      return {
        symbol: u.symbol,
        name: u.name,
        sector: u.sector,
        beta: u.beta,
        yearLowCents: closes.length ? toCents(Math.min(...closes)) : null,
        yearHighCents: closes.length ? toCents(Math.max(...closes)) : null,
      };
    });
    cache = { date, profiles: Object.freeze(profiles) as SymbolProfile[] };
    return cache.profiles;
  };
}

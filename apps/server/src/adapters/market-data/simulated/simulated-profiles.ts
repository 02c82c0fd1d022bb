import { addDays, type CivilDate } from '@tradearena/domain';
import { nextTurn } from '../../../next-turn.ts';
import type { SymbolFundamentals, SymbolProfile } from '../../../ports/market-feed.ts';
import { splitFactorAfter } from './corporate-action-prices.ts';
import { instrumentFacts } from './etf-baskets.ts';
import { FUNDAMENTALS_AS_OF, referenceFundamentalsOf } from './reference-fundamentals.ts';
import type { SimulatedMarket } from './simulated-market.ts';
import type { UniverseEntry } from './universe.ts';

/** 52 weeks. */
const YEAR_DAYS = 364;

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The reference fundamentals per share of today: a split since FUNDAMENTALS_AS_OF multiplies the shares and divides
 * earnings and dividend per share by its ratio, so market cap, P/E and yield stay what they were at the split.
 */
function fundamentalsOf(market: SimulatedMarket, symbol: string, date: CivilDate): SymbolFundamentals | null {
  const f = referenceFundamentalsOf(symbol);
  const factor = splitFactorAfter(market.splitsOf(symbol, FUNDAMENTALS_AS_OF, date), FUNDAMENTALS_AS_OF, date);
  if (!f || factor === 1) return f;
  return {
    ...f,
    sharesOutstanding: Math.round(f.sharesOutstanding / factor),
    epsCents: Math.round(f.epsCents * factor),
    dividendPerShareCents: Math.round(f.dividendPerShareCents * factor),
  };
}

function profileOf(market: SimulatedMarket, u: UniverseEntry, date: CivilDate): SymbolProfile {
  const closes = market.dailyCloses(u.symbol, addDays(date, -YEAR_DAYS), date);
  return {
    symbol: u.symbol,
    name: u.name,
    sector: u.sector,
    description: u.description,
    beta: u.beta,
    yearLowCents: closes.length ? toCents(Math.min(...closes)) : null,
    yearHighCents: closes.length ? toCents(Math.max(...closes)) : null,
    fundamentals: fundamentalsOf(market, u.symbol, date),
    ...instrumentFacts(u),
  };
}

/**
 * The screener figures of the simulated universe: each stock's beta, its reference fundamentals (the data file
 * reference-fundamentals.ts), and the lowest and highest daily close of the 52 weeks before the current session. They change once per trading day, so they are computed once per session date.
 * A build computes a whole year of closes for every symbol (about a second on a busy machine), so it does one symbol
 * at a time and yields to the event loop between them; requests arriving meanwhile share the build under way.
 */
export function createSimulatedProfiles(market: SimulatedMarket): (nowMs: number) => Promise<SymbolProfile[]> {
  let cache: { date: CivilDate; profiles: SymbolProfile[] } | null = null;
  let building: { date: CivilDate; profiles: Promise<SymbolProfile[]> } | null = null;

  async function build(date: CivilDate): Promise<SymbolProfile[]> {
    const profiles: SymbolProfile[] = [];
    for (const u of market.universe) {
      await nextTurn();
      profiles.push(profileOf(market, u, date));
    }
    return Object.freeze(profiles) as SymbolProfile[];
  }

  return (nowMs) => {
    const date = market.latestSessionDate(nowMs);
    if (cache?.date === date) return Promise.resolve(cache.profiles);
    if (building?.date === date) return building.profiles;
    const run = build(date).then(
      (profiles) => {
        cache = { date, profiles };
        if (building?.profiles === run) building = null;
        return profiles;
      },
      (err: unknown) => {
        if (building?.profiles === run) building = null;
        throw err;
      },
    );
    building = { date, profiles: run };
    return run;
  };
}

import { type PriceMark, valuePortfolio } from '@tradearena/domain';
import { clockMs } from '../../ports/clock.ts';
import { personalPortfolio } from './get-portfolio-valuation.ts';
import type { LoadedPortfolio } from './load-portfolio.ts';
import type { PortfolioCache } from './portfolio-cache.ts';
import { priceMarks } from './price-marks.ts';
import { portfolioSummaryText } from './to-portfolio-json.ts';
import { startOfNewYorkDay, todaysFillsOfKnown } from './todays-fills.ts';
import type { TradingDeps } from './trading-deps.ts';

/**
 * The last answer built for a known portfolio state. The answer is a function of the state object alone, the New
 * York day (its fills) and the marks of its symbols: portfolio-cache.ts hands out a new state object after every
 * change it learns of (a trade, a deposit, a corporate action, an order placed or cancelled, on any instance, and
 * after its TTL), and state objects are never changed in place (todays-fills.ts relies on the same).
 */
interface Answer {
  symbols: readonly string[];
  since: number;
  marks: ReadonlyMap<string, PriceMark>;
  text: string;
}
const answers = new WeakMap<LoadedPortfolio, Answer>();

/** How many answers were built and how many were sent again unchanged (docs/decisions/033-portfolio-answer-cache.md). */
export const portfolioAnswerCounts = { built: 0, reused: 0 };

/**
 * GET /api/portfolio's JSON text for the user's personal portfolio (portfolioSummaryText of its valuation at the
 * current quotes). A read whose state, day and marks are those of the last answer sends that answer again without
 * valuing the portfolio or writing its text: the poll of an open trading page between two quote steps.
 */
export async function personalPortfolioText(
  deps: Pick<TradingDeps, 'db' | 'clock' | 'marketData'> & { portfolios: PortfolioCache },
  userId: number,
): Promise<string> {
  const loaded = await personalPortfolio(deps, userId);
  const last = answers.get(loaded);
  const symbols = last?.symbols ?? loaded.lots.map((l) => l.symbol);
  const marks = await priceMarks(deps.marketData, symbols);
  const now = deps.clock.now();
  const since = startOfNewYorkDay(now);
  if (last && last.since === since && sameMarks(last.marks, marks)) {
    portfolioAnswerCounts.reused++;
    return last.text;
  }
  const fills = symbols.length === 0 ? new Map() : await todaysFillsOfKnown(deps.db.db, loaded, now);
  const text = portfolioSummaryText(
    valuePortfolio(loaded.ledger, loaded.lots, marks, loaded.reserved.cashCents, fills),
  );
  answers.set(loaded, { symbols, since, marks, text });
  portfolioAnswerCounts.built++;
  return text;
}

/**
 * The last answer again without a promise, or undefined: the portfolio known in memory (portfolio-cache.ts), its
 * quotes held in memory by the market data (MarketData.quoteNow) and equal to the answer's marks, on the same New
 * York day. Anything else (a first read, a new state, a moved quote) is personalPortfolioText's.
 */
export function personalPortfolioTextNow(
  deps: Pick<TradingDeps, 'clock' | 'marketData'> & { portfolios: PortfolioCache },
  userId: number,
): string | undefined {
  const quoteNow = deps.marketData.quoteNow;
  const loaded = quoteNow && deps.portfolios.known(userId);
  const last = loaded ? answers.get(loaded) : undefined;
  if (!quoteNow || !last || last.since !== startOfNewYorkDay(clockMs(deps.clock))) return undefined;
  for (const symbol of last.symbols) {
    const quote = quoteNow(symbol);
    const mark = last.marks.get(symbol);
    if (quote === null ? mark !== undefined : !isMarkOf(quote, mark)) return undefined;
  }
  portfolioAnswerCounts.reused++;
  return last.text;
}

const isMarkOf = (quote: PriceMark, mark: PriceMark | undefined): boolean =>
  mark?.priceCents === quote.priceCents && mark.previousCloseCents === quote.previousCloseCents;

function sameMarks(a: ReadonlyMap<string, PriceMark>, b: ReadonlyMap<string, PriceMark>): boolean {
  if (a.size !== b.size) return false;
  for (const [symbol, mark] of b) if (!isMarkOf(mark, a.get(symbol))) return false;
  return true;
}

import {
  CORPORATE_ACTIONS_MAX_SPAN_DAYS,
  type MarketCorporateActions,
  type StockCorporateActions,
} from '@tradearena/contracts';
import { addDays, dayNumberOf, isRealCivilDate, newYorkDateOf } from '@tradearena/domain';
import { fail, ok, type Result } from '../../app-error.ts';
import type { DividendAction, SplitAction } from '../../ports/corporate-actions.ts';
import type { MarketDeps } from './market-deps.ts';

/** How far back and ahead a stock's corporate actions are listed: the past 12 months and the next 12. */
const STOCK_WINDOW_DAYS = 365;

/** A split's ratio as brokers write it, new shares for old: { from: 1, to: 2 } is "2-for-1". */
export const splitRatio = (s: SplitAction) => `${s.to}-for-${s.from}`;

const dividendJson = (d: DividendAction) => ({
  declaredDate: d.declaredDate,
  exDate: d.exDate,
  payDate: d.payDate,
  amount: d.amount,
});

/**
 * A stock's dividends (by ex-date) and splits from 12 months back to 12 months ahead of today in New York, as the
 * market data announces them (docs/decisions/028-corporate-actions.md); none where the source reports none.
 */
export async function getStockCorporateActions(
  deps: Pick<MarketDeps, 'clock' | 'marketData'>,
  input: { symbol: string },
): Promise<Result<StockCorporateActions>> {
  const { symbol } = input;
  if (!(await deps.marketData.isKnownSymbol(symbol))) return fail('MARKET_UNKNOWN_SYMBOL', `Unknown symbol: ${symbol}`);
  const today = newYorkDateOf(deps.clock.now());
  const from = addDays(today, -STOCK_WINDOW_DAYS);
  const to = addDays(today, STOCK_WINDOW_DAYS);
  const source = deps.marketData.corporateActions;
  await source?.prepare?.(symbol);
  return ok({
    dividends: (source?.dividends(from, to, symbol) ?? []).map(dividendJson),
    splits: (source?.splits(from, to, symbol) ?? []).map((s) => ({ date: s.date, ratio: splitRatio(s) })),
  });
}

const RANGE_RULE = `from and to must be dates YYYY-MM-DD from 2000 to 2100, from not after to, at most ${CORPORATE_ACTIONS_MAX_SPAN_DAYS} days apart`;
const isDateInRange = (d: string) => isRealCivilDate(d) && d >= '2000-01-01' && d <= '2100-12-31';

/**
 * Every symbol's dividends (ex-date in the range) and splits from `from` to `to` inclusive (default: today in New York
 * and a year later); a bad date, from after to or a span over CORPORATE_ACTIONS_MAX_SPAN_DAYS is MARKET_BAD_DATE_RANGE.
 */
export async function getMarketCorporateActions(
  deps: Pick<MarketDeps, 'clock' | 'marketData'>,
  input: { from?: string; to?: string },
): Promise<Result<MarketCorporateActions>> {
  const from = input.from ?? newYorkDateOf(deps.clock.now());
  if (!isDateInRange(from)) return fail('MARKET_BAD_DATE_RANGE', `Invalid from date: ${RANGE_RULE}`);
  const to = input.to ?? addDays(from, 365);
  if (!isDateInRange(to)) return fail('MARKET_BAD_DATE_RANGE', `Invalid to date: ${RANGE_RULE}`);
  if (from > to) return fail('MARKET_BAD_DATE_RANGE', `from is after to: ${RANGE_RULE}`);
  if (dayNumberOf(to) - dayNumberOf(from) > CORPORATE_ACTIONS_MAX_SPAN_DAYS) {
    return fail('MARKET_BAD_DATE_RANGE', `The range is longer than a year: ${RANGE_RULE}`);
  }
  const source = deps.marketData.corporateActions;
  await source?.prepare?.();
  return ok({
    dividends: (source?.dividends(from, to) ?? []).map((d) => ({ symbol: d.symbol, ...dividendJson(d) })),
    splits: (source?.splits(from, to) ?? []).map((s) => ({ symbol: s.symbol, date: s.date, ratio: splitRatio(s) })),
  });
}

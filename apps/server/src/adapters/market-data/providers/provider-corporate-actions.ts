import { addDays, isRealCivilDate, newYorkDateOf } from '@tradearena/domain';
import type { Clock } from '../../../ports/clock.ts';
import type { CorporateActionsSource, DividendAction, SplitAction } from '../../../ports/corporate-actions.ts';
import type { MarketDataProvider, ProviderCorporateActions } from './market-data-provider.ts';

/** How long a symbol's calendar from the vendor is kept: dividends are declared weeks ahead, splits a month or more. */
export const CORPORATE_ACTIONS_TTL_MS = 12 * 3_600_000;
/** After a failed call a symbol is asked again no sooner than this. */
export const CORPORATE_ACTIONS_RETRY_MS = 10 * 60_000;
/** How far back a symbol's calendar is asked for: the stock endpoint's year back (get-corporate-actions.ts) and some. */
const SINCE_DAYS = 400;
/** Vendor calls per symbol: its dividends and its splits. */
const CALLS_PER_SYMBOL = 2;
/** The share of the vendor's call budget the walk through the universe may take (quotes and charts keep the rest). */
const WALK_BUDGET_SHARE = 0.1;

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * A vendor's cash dividend as the port's (docs/decisions/032-etfs-in-replays-and-provider-corporate-actions.md), or
 * null when it cannot be applied: no real ex-date or pay date, no positive amount, or not in US dollars. The amount
 * is kept to four decimals (the ledger's ten-thousandths); a vendor without a declaration date has it declared by
 * the ex-date at the latest, so that date stands.
 */
export function dividendAction(
  symbol: string,
  v: { declaredDate?: string; exDate: string; payDate?: string; amount: number; currency?: string },
): DividendAction | null {
  const amount = Math.round(v.amount * 10_000) / 10_000;
  if (!isRealCivilDate(v.exDate) || !v.payDate || !isRealCivilDate(v.payDate) || !(amount > 0)) return null;
  if (v.currency !== undefined && v.currency !== 'USD') return null;
  const declaredDate = v.declaredDate && isRealCivilDate(v.declaredDate) ? v.declaredDate : v.exDate;
  return { symbol, declaredDate, exDate: v.exDate, payDate: v.payDate, amount };
}

/**
 * A vendor's split, `to` new shares for `from` old (Massive's split_to / split_from; Alpha Vantage's factor is to
 * with from 1), in the smallest whole numbers: 1.5-for-1 is 3-for-2. Null for no real date, a ratio of 1 or one that
 * has no whole form with at most 1000 old shares.
 */
export function splitAction(symbol: string, date: string, to: number, from: number): SplitAction | null {
  if (!isRealCivilDate(date) || !(to > 0) || !(from > 0)) return null;
  for (let k = 1; k <= 1000; k++) {
    const [a, b] = [to * k, from * k];
    if (Math.abs(a - Math.round(a)) > 1e-6 * k || Math.abs(b - Math.round(b)) > 1e-6 * k) continue;
    const divisor = gcd(Math.round(a), Math.round(b));
    const ratio = { to: Math.round(a) / divisor, from: Math.round(b) / divisor };
    return ratio.to === ratio.from || ratio.from > 1000 ? null : { symbol, date, ...ratio };
  }
  return null;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

interface Known extends ProviderCorporateActions {
  /** Wall time (ms) after which the vendor is asked again. */
  nextAt: number;
}

/**
 * The corporate-actions port over a real vendor (docs/decisions/032-etfs-in-replays-and-provider-corporate-actions.md):
 * each symbol's dividends and splits are asked of the vendor one symbol at a time (neither Massive nor Alpha Vantage
 * answers for a list of symbols) and kept CORPORATE_ACTIONS_TTL_MS. `prepare(symbol)` (a stock's page) loads that
 * symbol when it is due; `prepare()` (the accounting job every round, the market-wide calendar) loads the next
 * symbol of the universe that is due, at most one every `walkEveryMs` (default: WALK_BUDGET_SHARE of the vendor's
 * calls a minute). Every call counts against the vendor's rate limit (`mayCall`). A failure is logged and the
 * symbol's last known calendar stands (none at first) until it is asked again CORPORATE_ACTIONS_RETRY_MS later.
 */
export function createProviderCorporateActions(opts: {
  provider: MarketDataProvider;
  symbols: readonly string[];
  clock: Clock;
  mayCall: () => Promise<boolean>;
  callsPerMinute: number;
  log: Log;
  walkEveryMs?: number;
}): CorporateActionsSource {
  const { provider, symbols } = opts;
  const known = new Map<string, Known>();
  const loading = new Map<string, Promise<void>>();
  const walkEveryMs =
    opts.walkEveryMs ??
    Math.ceil((CALLS_PER_SYMBOL * 60_000) / Math.max(opts.callsPerMinute * WALK_BUDGET_SHARE, 1e-9));
  let nextWalkAt = 0;

  const isDue = (symbol: string) => Date.now() >= (known.get(symbol)?.nextAt ?? 0);

  async function fetchSymbol(symbol: string): Promise<void> {
    const load = provider.corporateActions;
    if (!load) return;
    const last = known.get(symbol);
    try {
      for (let i = 0; i < CALLS_PER_SYMBOL; i++)
        if (!(await opts.mayCall())) throw new Error('rate limit of this server reached');
      const since = addDays(newYorkDateOf(opts.clock.now()), -SINCE_DAYS);
      const got = await load(symbol, since);
      known.set(symbol, {
        dividends: got.dividends.filter((d) => d.symbol === symbol),
        splits: got.splits.filter((s) => s.symbol === symbol),
        nextAt: Date.now() + CORPORATE_ACTIONS_TTL_MS,
      });
    } catch (err) {
      opts.log.warn(
        { err: (err as Error).message, symbol },
        'corporate actions provider failed; serving the last known calendar',
      );
      known.set(symbol, {
        dividends: last?.dividends ?? [],
        splits: last?.splits ?? [],
        nextAt: Date.now() + CORPORATE_ACTIONS_RETRY_MS,
      });
    }
  }

  function loadSymbol(symbol: string): Promise<void> {
    if (!isDue(symbol)) return Promise.resolve();
    let p = loading.get(symbol);
    if (!p) {
      p = fetchSymbol(symbol).finally(() => loading.delete(symbol));
      loading.set(symbol, p);
    }
    return p;
  }

  /** The known actions of `kind` dated in [from, to] (a dividend by its ex-date), of one symbol or all, in date order. */
  function pick<K extends 'dividends' | 'splits'>(kind: K, from: string, to: string, symbol?: string): Known[K] {
    const dateOf = (a: DividendAction | SplitAction) => ('exDate' in a ? a.exDate : a.date);
    const out: (DividendAction | SplitAction)[] = [];
    for (const s of symbol ? [symbol] : symbols)
      for (const a of known.get(s)?.[kind] ?? []) if (dateOf(a) >= from && dateOf(a) <= to) out.push(a);
    return out.sort((a, b) => dateOf(a).localeCompare(dateOf(b))) as Known[K];
  }

  return {
    dividends: (from, to, symbol) => pick('dividends', from, to, symbol),
    splits: (from, to, symbol) => pick('splits', from, to, symbol),
    async prepare(symbol) {
      if (!provider.corporateActions) return;
      if (symbol !== undefined) {
        if (symbols.includes(symbol)) await loadSymbol(symbol);
        return;
      }
      if (Date.now() < nextWalkAt) return;
      const due = symbols.find((s) => !known.has(s)) ?? symbols.find(isDue);
      if (!due) return;
      nextWalkAt = Date.now() + walkEveryMs;
      await loadSymbol(due);
    },
  };
}

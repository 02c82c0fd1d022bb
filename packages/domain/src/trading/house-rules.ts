import { formatUsd } from '../format-usd.ts';
import type { Cents } from '../money.ts';
import type { TradeSide } from './orders/order-constants.ts';

/**
 * A league's or class's house rules (docs/decisions/026-house-rules-and-the-journal.md), in the domain's units: prices
 * in cents, the commission's percent in basis points. An absent rule does not apply.
 */
export interface HouseRules {
  /** 5–100: the value of one holding after the order, as % of the portfolio's value. */
  maxPositionPct?: number | null;
  /** Trades per player per New York trading day. */
  maxTradesPerDay?: number | null;
  /** A stock below it cannot be bought or shorted. */
  minPriceCents?: Cents | null;
  blockedSymbols?: readonly string[] | null;
  /** Non-empty: only these symbols trade. */
  allowedSymbols?: readonly string[] | null;
  /** Wall-clock "HH:MM" in the league's time zone (its creator's or educator's). */
  tradingHours?: { start: string; end: string } | null;
  commission?: { perTradeCents: Cents; percentBasisPoints: number } | null;
  requireNote?: boolean | null;
}

export type HouseRuleBroken =
  | 'position-limit'
  | 'trades-per-day'
  | 'min-price'
  | 'symbol-not-allowed'
  | 'outside-trading-hours'
  | 'note-required';

export interface HouseRuleOrder {
  symbol: string;
  side: TradeSide;
  /** The price it fills (at fill) or is expected to fill at (at placing). */
  priceCents: Cents;
  note: string | null;
}

export interface HouseRuleState {
  /** The league's wall-clock "HH:MM" now, in its time zone (for tradingHours). */
  localTime: string;
  timeZone: string;
  /**
   * The player's trades in this portfolio this New York trading day, before this order, plus the orders placed today
   * that are still open (other than the one filling).
   */
  tradesToday: number;
  /**
   * The absolute value of the order's holding after it, and the portfolio's total value after it (cents). Null when
   * not known (the position limit is then not checked).
   */
  positionAfter: { holdingValueCents: Cents; portfolioValueCents: Cents } | null;
  /** "class" or "league": the messages name it. */
  noun: 'class' | 'league';
}

export type HouseRulesVerdict = { ok: true } | { ok: false; rule: HouseRuleBroken; message: string };

/**
 * Checks an order against the house rules, the same at placing and at fill. Selling and covering are never refused by
 * the position, price or symbol rules (a player can always get out); the trade cap, trading hours and note rules apply
 * to every order. Messages name the rule and its value.
 */
export function evaluateHouseRules(rules: HouseRules, order: HouseRuleOrder, state: HouseRuleState): HouseRulesVerdict {
  const refuse = (rule: HouseRuleBroken, message: string): HouseRulesVerdict => ({ ok: false, rule, message });
  const noun = `This ${state.noun}`;
  if (rules.requireNote && (order.note ?? '').trim() === '')
    return refuse('note-required', `${noun} requires a note with every order: write why you are trading.`);
  const hours = rules.tradingHours;
  if (hours && !(state.localTime >= hours.start && state.localTime < hours.end))
    return refuse(
      'outside-trading-hours',
      `${noun} trades only from ${hours.start} to ${hours.end} (${state.timeZone} time).`,
    );
  const cap = rules.maxTradesPerDay;
  if (cap != null && state.tradesToday >= cap)
    return refuse(
      'trades-per-day',
      `${noun} allows at most ${cap} ${cap === 1 ? 'trade' : 'trades'} a day (New York trading day).`,
    );
  if (order.side === 'sell' || order.side === 'cover') return { ok: true };

  const symbol = order.symbol;
  if (rules.blockedSymbols?.includes(symbol))
    return refuse('symbol-not-allowed', `${noun} does not allow trading ${symbol}.`);
  const allowed = rules.allowedSymbols ?? [];
  if (allowed.length > 0 && !allowed.includes(symbol))
    return refuse('symbol-not-allowed', `${noun} only allows trading ${allowed.join(', ')}.`);
  const minPrice = rules.minPriceCents;
  if (minPrice != null && order.priceCents < minPrice)
    return refuse(
      'min-price',
      `${noun} does not allow buying or shorting stocks under ${formatUsd(minPrice)} (${symbol} is at ${formatUsd(order.priceCents)}).`,
    );
  const maxPct = rules.maxPositionPct;
  const after = state.positionAfter;
  if (maxPct != null && after && isOverPositionLimit(after, maxPct))
    return refuse(
      'position-limit',
      `${noun} allows at most ${maxPct} % of your portfolio in one stock (${symbol} would be ${positionPct(after)} %).`,
    );
  return { ok: true };
}

/** Compared in integers: holding × 100 > limit × portfolio. A portfolio worth nothing or less holds nothing more. */
function isOverPositionLimit(after: { holdingValueCents: Cents; portfolioValueCents: Cents }, maxPct: number): boolean {
  if (after.portfolioValueCents <= 0) return after.holdingValueCents > 0;
  return after.holdingValueCents * 100 > maxPct * after.portfolioValueCents;
}

/** The holding's share of the portfolio in whole percent, rounded up (31.2 % shows as 32 %: it is over a 31 % cap). */
function positionPct(after: { holdingValueCents: Cents; portfolioValueCents: Cents }): number {
  if (after.portfolioValueCents <= 0) return 100;
  return Math.ceil((after.holdingValueCents * 100) / after.portfolioValueCents);
}

/**
 * The commission on one fill (docs/decisions/026-house-rules-and-the-journal.md): the fixed part plus the percent of
 * the fill's amount, in integer cents. The percent part is amount × basis points / 10,000 rounded half up (exact
 * integer arithmetic: the product stays far below 2^53 for any fill the engine allows). Zero without a commission.
 */
export function commissionCents(commission: HouseRules['commission'], amountCents: Cents): Cents {
  if (!commission) return 0;
  const percentPart = Math.floor((Math.abs(amountCents) * commission.percentBasisPoints + 5_000) / 10_000);
  return commission.perTradeCents + percentPart;
}

import {
  marginRequirementCents,
  orderFundsMessage,
  SHORT_INITIAL_MARGIN_PERCENT,
  type TradeSide,
  toCents,
  toDollars,
} from '@tradearena/domain';
import { formatCurrency } from '@/lib/format.ts';
import { TRADE_ERRORS, type TradeErrorMessage } from './trade-error-message.ts';

/** The per-side checks of the ticket (docs/product/trading.md#trading-screens), before anything is sent; the server checks them all again. */
export const SIDE_PROBLEM_TITLES = {
  opposite: TRADE_ERRORS.oppositePosition,
  tooManyToCover: 'Too Many Shares',
  tooManyToSell: 'Too Many Shares',
  noShares: 'No Shares to Sell',
  buyingPower: 'Not Enough Buying Power',
} as const;

/**
 * What shorting `value` dollars takes from the buying power: the 50 % of it paid from the student's own cash, in
 * exact cents rounded up as the server reserves it.
 */
export function ownMarginFor(value: number): number {
  return toDollars(marginRequirementCents(toCents(value), SHORT_INITIAL_MARGIN_PERCENT - 100));
}

/**
 * Null when the side may be sent: a buy needs no short of the symbol and a short no long holding of it (ORDER_OPPOSITE_POSITION);
 * a sale needs shares held, at most those; a cover at most the shares sold short; a buy at most the buying power and a
 * short at most what it backs (50 % of its value), when the buying power is known. `held` is signed: negative while
 * short. `value`: quantity × the estimate's price per share. The ticket disables a side with this reason shown.
 */
export function checkSide(input: {
  side: TradeSide;
  symbol: string;
  quantity: number;
  held: number;
  value: number | undefined;
  buyingPower: number | undefined;
}): TradeErrorMessage | null {
  const { side, symbol, quantity, held } = input;
  if ((side === 'buy' || side === 'sell') && held < 0)
    return {
      title: SIDE_PROBLEM_TITLES.opposite,
      description:
        side === 'buy'
          ? orderFundsMessage({ reason: 'cover-before-buy' }, symbol, quantity)
          : `You are short ${symbol}: use Cover to buy the shares back.`,
    };
  if (side === 'short' && held > 0)
    return {
      title: SIDE_PROBLEM_TITLES.opposite,
      description: orderFundsMessage({ reason: 'sell-before-short' }, symbol, quantity),
    };
  if (side === 'sell' && held === 0)
    return { title: SIDE_PROBLEM_TITLES.noShares, description: `You hold no ${symbol} to sell.` };
  if (side === 'sell' && quantity > held)
    return {
      title: SIDE_PROBLEM_TITLES.tooManyToSell,
      description: orderFundsMessage({ reason: 'insufficient-shares', freeQuantity: held }, symbol, quantity),
    };
  if (side === 'buy' && input.value !== undefined && input.buyingPower !== undefined) {
    if (toCents(input.value) > toCents(input.buyingPower))
      return {
        title: SIDE_PROBLEM_TITLES.buyingPower,
        description: `Not enough buying power: ${formatCurrency(input.value)} needed, ${formatCurrency(input.buyingPower)} available`,
      };
  }
  if (side === 'cover' && quantity > Math.max(0, -held))
    return {
      title: SIDE_PROBLEM_TITLES.tooManyToCover,
      description: orderFundsMessage(
        { reason: 'insufficient-short-shares', freeQuantity: Math.max(0, -held) },
        symbol,
        quantity,
      ),
    };
  if (side === 'short' && input.value !== undefined && input.buyingPower !== undefined) {
    const own = ownMarginFor(input.value);
    if (own > input.buyingPower)
      return {
        title: SIDE_PROBLEM_TITLES.buyingPower,
        description: `Selling ${quantity.toLocaleString('en-US')} ${symbol} short holds ${SHORT_INITIAL_MARGIN_PERCENT}% of its value: its proceeds and ${formatCurrency(own)} of your own cash, but your buying power is ${formatCurrency(input.buyingPower)}.`,
      };
  }
  return null;
}

/** Why each of `sides` cannot take the order as written (checkSide's reason); a side that can has none. */
export function sideProblems(
  sides: readonly TradeSide[],
  input: Omit<Parameters<typeof checkSide>[0], 'side'>,
): Partial<Record<TradeSide, string>> {
  const problems: Partial<Record<TradeSide, string>> = {};
  for (const side of sides) {
    const problem = checkSide({ ...input, side });
    if (problem) problems[side] = problem.description;
  }
  return problems;
}

/**
 * The Max quantity of a side: the shares held for a sale, the shares sold short for a cover; for a buy the most
 * whole shares the buying power pays for, for a short the most whose own margin (50 % of their value) it backs, at
 * most `cap` (the context's largest order). Undefined while the price or the buying power is unknown.
 */
export function maxQuantity(input: {
  side: TradeSide;
  held: number;
  perShare: number | undefined;
  buyingPower: number | undefined;
  cap: number;
}): number | undefined {
  const { side, held, perShare, buyingPower, cap } = input;
  if (side === 'sell') return Math.max(0, held);
  if (side === 'cover') return Math.max(0, -held);
  if (perShare === undefined || buyingPower === undefined || perShare <= 0) return undefined;
  const priceCents = toCents(perShare);
  const powerCents = toCents(buyingPower);
  if (side === 'buy') return Math.min(cap, Math.floor(powerCents / priceCents));
  // The own margin rounds up to the cent: start from the exact bound and step down while it is not backed.
  let n = Math.min(cap, Math.floor((powerCents * 100) / (priceCents * (SHORT_INITIAL_MARGIN_PERCENT - 100))));
  while (n > 0 && ownMarginFor(n * perShare) > buyingPower) n -= 1;
  return n;
}

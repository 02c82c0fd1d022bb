import { type Cents, costOf } from '../money.ts';
import type { TradeSide } from './orders/order-constants.ts';
import { proportionalBasis } from './proportional-basis.ts';

/**
 * A position: whole shares and their total basis in cents (average-cost method). Long: quantity > 0 and what the
 * shares cost. Short (docs/product/trading.md#short-selling-and-margin, ADR 015/016): quantity < 0 and minus the proceeds they were sold for.
 */
export interface Holding {
  quantity: number;
  costBasisCents: Cents;
}

export interface OrderInput {
  cashCents: Cents;
  /** The position in the traded symbol (signed), or null when there is none. */
  holding: Holding | null;
  side: TradeSide;
  quantity: number;
  priceCents: Cents;
}

export interface Fill {
  side: TradeSide;
  quantity: number;
  priceCents: Cents;
  /** quantity × price, exact. */
  amountCents: Cents;
  /** Sells: proceeds − the cost basis sold; covers: the proceeds' basis covered − the cost. Buys, shorts: 0. */
  realizedPnlCents: Cents;
  cashAfterCents: Cents;
  /** The position after the fill (signed); null when it was closed. */
  holdingAfter: Holding | null;
}

export type OrderRejection =
  | { reason: 'invalid-quantity' }
  | { reason: 'invalid-price' }
  | { reason: 'insufficient-cash'; costCents: Cents; cashCents: Cents }
  /** sell: more than the long shares held (`heldQuantity` ≥ 0). */
  | { reason: 'insufficient-shares'; heldQuantity: number }
  /** cover: more than the shares sold short (`shortQuantity` ≥ 0). */
  | { reason: 'insufficient-short-shares'; shortQuantity: number }
  /** buy while short of the symbol (cover first), short while long (sell first): never both at once. */
  | { reason: 'sell-before-short' }
  | { reason: 'cover-before-buy' };

export type OrderOutcome = { ok: true; fill: Fill } | ({ ok: false } & OrderRejection);

/**
 * Fills an order against a portfolio's cash and one signed position, with no fees (docs/product/trading.md#portfolios, ADR 015).
 *
 * Average cost: a buy adds quantity × price to the basis; a sell removes the basis of the shares sold in proportion —
 * `round(basis × sold / held)`, half up, exact in integers — and the whole remaining basis when the position closes.
 * A short credits its proceeds to cash (held there by the margin rule) and subtracts them from the basis; a cover
 * pays quantity × price and removes its proportional share of the proceeds, realizing proceeds − cost. So no cent
 * is ever lost: cash + Σ basis (shorts negative) = starting cash + deposits + realized P&L. The margin and
 * reservation checks come before (`reserveOrder`, `checkFillFunds`); this refuses only what would break the ledger.
 */
export function executeOrder(input: OrderInput): OrderOutcome {
  const { cashCents, holding, side, quantity, priceCents } = input;
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return { ok: false, reason: 'invalid-quantity' };
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) return { ok: false, reason: 'invalid-price' };
  const amountCents = costOf(quantity, priceCents);
  const held = holding?.quantity ?? 0;
  const basis = holding?.costBasisCents ?? 0;
  const fill = (cashAfterCents: Cents, realizedPnlCents: Cents, after: Holding | null): OrderOutcome => ({
    ok: true,
    fill: { side, quantity, priceCents, amountCents, realizedPnlCents, cashAfterCents, holdingAfter: after },
  });
  switch (side) {
    case 'buy':
      if (held < 0) return { ok: false, reason: 'cover-before-buy' };
      if (amountCents > cashCents) return { ok: false, reason: 'insufficient-cash', costCents: amountCents, cashCents };
      return fill(cashCents - amountCents, 0, { quantity: held + quantity, costBasisCents: basis + amountCents });
    case 'short':
      if (held > 0) return { ok: false, reason: 'sell-before-short' };
      return fill(cashCents + amountCents, 0, { quantity: held - quantity, costBasisCents: basis - amountCents });
    case 'sell': {
      if (held <= 0 || quantity > held)
        return { ok: false, reason: 'insufficient-shares', heldQuantity: Math.max(0, held) };
      const basisSold =
        quantity === held ? basis : proportionalBasis({ quantity: held, costBasisCents: basis }, quantity);
      const after = held === quantity ? null : { quantity: held - quantity, costBasisCents: basis - basisSold };
      return fill(cashCents + amountCents, amountCents - basisSold, after);
    }
    case 'cover': {
      const short = -held;
      if (short <= 0 || quantity > short)
        return { ok: false, reason: 'insufficient-short-shares', shortQuantity: Math.max(0, short) };
      if (amountCents > cashCents) return { ok: false, reason: 'insufficient-cash', costCents: amountCents, cashCents };
      const proceeds = -basis;
      const covered =
        quantity === short ? proceeds : proportionalBasis({ quantity: short, costBasisCents: proceeds }, quantity);
      const after = short === quantity ? null : { quantity: held + quantity, costBasisCents: basis + covered };
      return fill(cashCents - amountCents, covered - amountCents, after);
    }
  }
}

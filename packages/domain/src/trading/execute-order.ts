import { type Cents, costOf } from '../money.ts';
import { proportionalBasis } from './proportional-basis.ts';

export type OrderSide = 'buy' | 'sell';

/** An open position: whole shares and the total cost basis of those shares in cents (average-cost method). */
export interface Holding {
  quantity: number;
  costBasisCents: Cents;
}

export interface OrderInput {
  cashCents: Cents;
  holding: Holding | null;
  side: OrderSide;
  quantity: number;
  priceCents: Cents;
}

export interface Fill {
  side: OrderSide;
  quantity: number;
  priceCents: Cents;
  /** quantity × price, exact. */
  amountCents: Cents;
  /** Sells: proceeds − the cost basis taken out of the position. Buys: 0. */
  realizedPnlCents: Cents;
  cashAfterCents: Cents;
  /** The position after the fill; null when it was closed. */
  holdingAfter: Holding | null;
}

export type OrderRejection =
  | { reason: 'invalid-quantity' }
  | { reason: 'invalid-price' }
  | { reason: 'insufficient-cash'; costCents: Cents; cashCents: Cents }
  | { reason: 'insufficient-shares'; heldQuantity: number };

export type OrderOutcome = { ok: true; fill: Fill } | ({ ok: false } & OrderRejection);

/**
 * Fills a market order against a portfolio's cash and one position, with no fees (ARCHITECTURE §4).
 *
 * Average cost: a buy adds quantity × price to the cost basis. A sell removes the basis of the shares sold in
 * proportion — `round(basis × sold / held)`, half up, exact in integers — and the whole remaining basis when the
 * position closes, so no cent is ever lost: cash + open cost basis = starting cash + deposits + realized P&L.
 */
export function executeOrder(input: OrderInput): OrderOutcome {
  const { cashCents, holding, side, quantity, priceCents } = input;
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return { ok: false, reason: 'invalid-quantity' };
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) return { ok: false, reason: 'invalid-price' };
  const amountCents = costOf(quantity, priceCents);
  if (side === 'buy') {
    if (amountCents > cashCents) return { ok: false, reason: 'insufficient-cash', costCents: amountCents, cashCents };
    return {
      ok: true,
      fill: {
        side,
        quantity,
        priceCents,
        amountCents,
        realizedPnlCents: 0,
        cashAfterCents: cashCents - amountCents,
        holdingAfter: {
          quantity: (holding?.quantity ?? 0) + quantity,
          costBasisCents: (holding?.costBasisCents ?? 0) + amountCents,
        },
      },
    };
  }
  const held = holding?.quantity ?? 0;
  if (!holding || quantity > held) return { ok: false, reason: 'insufficient-shares', heldQuantity: held };
  const basisSold = quantity === held ? holding.costBasisCents : proportionalBasis(holding, quantity);
  const remaining = held - quantity;
  return {
    ok: true,
    fill: {
      side,
      quantity,
      priceCents,
      amountCents,
      realizedPnlCents: amountCents - basisSold,
      cashAfterCents: cashCents + amountCents,
      holdingAfter:
        remaining === 0 ? null : { quantity: remaining, costBasisCents: holding.costBasisCents - basisSold },
    },
  };
}

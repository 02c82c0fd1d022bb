import { type Cents, costOf } from '../../money.ts';
import type { Holding } from '../execute-order.ts';
import { proportionalBasis } from '../proportional-basis.ts';

/**
 * A short position: whole shares sold short and, in `costBasisCents`, the proceeds they were sold for (the basis a
 * cover is measured against, average method). The same shape as a long `Holding`, stored with its side.
 */
export type ShortHolding = Holding;

export interface ShortOrderInput {
  cashCents: Cents;
  short: ShortHolding | null;
  side: 'short' | 'cover';
  quantity: number;
  priceCents: Cents;
}

export interface ShortFill {
  side: 'short' | 'cover';
  quantity: number;
  priceCents: Cents;
  /** quantity × price, exact. */
  amountCents: Cents;
  /** Covers: the proceeds basis taken out of the short − what the cover cost. Shorts: 0. */
  realizedPnlCents: Cents;
  cashAfterCents: Cents;
  /** The short after the fill; null when fully covered. */
  shortAfter: ShortHolding | null;
}

export type ShortOrderOutcome =
  | { ok: true; fill: ShortFill }
  | { ok: false; reason: 'invalid-quantity' }
  | { ok: false; reason: 'invalid-price' }
  | { ok: false; reason: 'insufficient-cash'; costCents: Cents; cashCents: Cents }
  | { ok: false; reason: 'insufficient-short-shares'; shortQuantity: number };

/**
 * Fills a short sale or a cover against the cash and one short position, with no fees, mirroring `executeOrder`:
 * a short credits the proceeds to cash (held there by the margin rule, ADR 015) and adds them to the short's basis;
 * a cover pays quantity × price from cash and removes `round(basis × covered / short)` (the whole basis when it
 * closes), realizing basis − cost. So cash + Σ long basis − Σ short basis = starting cash + deposits + realized P&L.
 * The margin and reservation checks come before (`reserveOrder`, `checkFillFunds`); this only refuses what would
 * break the ledger: a cover costing more than the cash, or covering more than is short.
 */
export function executeShortOrder(input: ShortOrderInput): ShortOrderOutcome {
  const { cashCents, short, side, quantity, priceCents } = input;
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return { ok: false, reason: 'invalid-quantity' };
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) return { ok: false, reason: 'invalid-price' };
  const amountCents = costOf(quantity, priceCents);
  if (side === 'short') {
    const shortAfter = {
      quantity: (short?.quantity ?? 0) + quantity,
      costBasisCents: (short?.costBasisCents ?? 0) + amountCents,
    };
    const fill = {
      side,
      quantity,
      priceCents,
      amountCents,
      realizedPnlCents: 0,
      cashAfterCents: cashCents + amountCents,
    };
    return { ok: true, fill: { ...fill, shortAfter } };
  }
  const held = short?.quantity ?? 0;
  if (!short || quantity > held) return { ok: false, reason: 'insufficient-short-shares', shortQuantity: held };
  if (amountCents > cashCents) return { ok: false, reason: 'insufficient-cash', costCents: amountCents, cashCents };
  const basisCovered = quantity === held ? short.costBasisCents : proportionalBasis(short, quantity);
  const remaining = held - quantity;
  return {
    ok: true,
    fill: {
      side,
      quantity,
      priceCents,
      amountCents,
      realizedPnlCents: basisCovered - amountCents,
      cashAfterCents: cashCents - amountCents,
      shortAfter: remaining === 0 ? null : { quantity: remaining, costBasisCents: short.costBasisCents - basisCovered },
    },
  };
}

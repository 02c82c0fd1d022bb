import type { Cents } from '../../money.ts';
import { marginRequirementCents } from './margin-requirement.ts';
import { SHORT_INITIAL_MARGIN_PERCENT } from './order-constants.ts';

/** A portfolio's cash side at the current prices. */
export interface CashAccount {
  cashCents: Cents;
  /** Σ cash reserved by the portfolio's open orders. */
  reservedCashCents: Cents;
  /** Σ quantity × current price over the portfolio's short positions. */
  shortMarketValueCents: Cents;
}

export interface BuyingPower {
  /** Cash held for the shorts: 150 % of their current market value (their proceeds + 50 % of own cash). */
  shortRequirementCents: Cents;
  /** cash − reserved − the short requirement; negative when rising shorts ate into it (then nothing can be bought). */
  availableCashCents: Cents;
  /** What a new buy order may reserve: the available cash, never below 0 (shown to the student as buying power). */
  buyingPowerCents: Cents;
  /** The market value of new shorts the available cash can back (it pays 50 % of each). */
  shortSellingPowerCents: Cents;
}

/**
 * Buying power with reservations and shorts (ADR 015). Longs are fully paid and never lent against, so only cash
 * backs orders and shorts: cash reserved by open orders and cash held for the shorts are not available.
 */
export function buyingPower(account: CashAccount): BuyingPower {
  const shortRequirementCents = marginRequirementCents(account.shortMarketValueCents, SHORT_INITIAL_MARGIN_PERCENT);
  const availableCashCents = account.cashCents - account.reservedCashCents - shortRequirementCents;
  const buyingPowerCents = Math.max(0, availableCashCents);
  const ownPercent = BigInt(SHORT_INITIAL_MARGIN_PERCENT - 100);
  return {
    shortRequirementCents,
    availableCashCents,
    buyingPowerCents,
    shortSellingPowerCents: Number((BigInt(buyingPowerCents) * 100n) / ownPercent),
  };
}

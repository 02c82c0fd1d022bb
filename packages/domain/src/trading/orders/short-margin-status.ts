import type { Cents } from '../../money.ts';
import { marginRequirementCents } from './margin-requirement.ts';
import { SHORT_INITIAL_MARGIN_PERCENT, SHORT_MAINTENANCE_MARGIN_PERCENT } from './order-constants.ts';

export interface ShortMarginStatus {
  shortMarketValueCents: Cents;
  /** 150 % of the shorts' value: what opening them needed. */
  initialRequirementCents: Cents;
  /** 130 % of the shorts' value: below it, a margin call covers. */
  maintenanceRequirementCents: Cents;
  /** The equity backing the shorts: cash − their value (longs are fully paid and not lent against). */
  shortEquityCents: Cents;
  belowMaintenance: boolean;
}

/** Where the portfolio stands against the short-selling margin rule (ADR 015). */
export function shortMarginStatus(cashCents: Cents, shortMarketValueCents: Cents): ShortMarginStatus {
  const maintenanceRequirementCents = marginRequirementCents(shortMarketValueCents, SHORT_MAINTENANCE_MARGIN_PERCENT);
  return {
    shortMarketValueCents,
    initialRequirementCents: marginRequirementCents(shortMarketValueCents, SHORT_INITIAL_MARGIN_PERCENT),
    maintenanceRequirementCents,
    shortEquityCents: cashCents - shortMarketValueCents,
    belowMaintenance: cashCents < maintenanceRequirementCents,
  };
}

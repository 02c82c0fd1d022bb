import type { StockFundamentals } from '@tradearena/contracts';
import { type KeyFigures, keyFiguresAt, toDollars } from '@tradearena/domain';
import type { SymbolFundamentals } from '../../ports/market-feed.ts';

/** The stock page's fundamentals in dollars and its key figures at `priceCents`; all null without fundamentals. */
export function stockKeyFiguresJson(
  priceCents: number,
  fundamentals: SymbolFundamentals | null,
): KeyFigures & { fundamentals: StockFundamentals | null } {
  return {
    fundamentals: fundamentals && {
      sharesOutstanding: fundamentals.sharesOutstanding,
      eps: toDollars(fundamentals.epsCents),
      annualDividend: toDollars(fundamentals.dividendPerShareCents),
      asOf: fundamentals.asOf,
    },
    ...keyFiguresAt(priceCents, fundamentals),
  };
}

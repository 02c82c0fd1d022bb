import {
  type OrderFundsSnapshot,
  type PortfolioLedger,
  type PositionLot,
  type PriceMark,
  shortValueAtMarks,
} from '@tradearena/domain';
import type { PortfolioReservations } from './portfolio-reservations.ts';

/**
 * What an order on `symbol` is checked against (reserveOrder when placed, checkFillFunds when filled): the cash, the
 * open orders' reservations, the shorts at the marks, and the symbol's position with the shares promised to open
 * orders (to sells while long, to covers while short).
 */
export function fundsSnapshot(
  symbol: string,
  state: { ledger: Pick<PortfolioLedger, 'cashCents'>; lots: readonly PositionLot[]; reserved: PortfolioReservations },
  marks: ReadonlyMap<string, PriceMark>,
): OrderFundsSnapshot {
  const held = state.lots.find((l) => l.symbol === symbol)?.quantity ?? 0;
  const reservedShares = state.reserved.shares.get(symbol) ?? 0;
  return {
    symbol,
    cashCents: state.ledger.cashCents,
    reservedCashCents: state.reserved.cashCents,
    shortMarketValueCents: shortValueAtMarks(state.lots, marks),
    longQuantity: Math.max(0, held),
    shortQuantity: Math.max(0, -held),
    reservedLongQuantity: held > 0 ? reservedShares : 0,
    reservedShortQuantity: held < 0 ? reservedShares : 0,
  };
}

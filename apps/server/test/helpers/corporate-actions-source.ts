import type { CorporateActionsSource, DividendAction, SplitAction } from '../../src/ports/corporate-actions.ts';

/** A calendar of the given actions, answering as the port says (inclusive ranges, one symbol or all, date order). */
export function createCorporateActionsSource(
  actions: { dividends?: DividendAction[]; splits?: SplitAction[] } = {},
): CorporateActionsSource & { dividendsList: DividendAction[]; splitsList: SplitAction[] } {
  const dividendsList = [...(actions.dividends ?? [])];
  const splitsList = [...(actions.splits ?? [])];
  return {
    dividendsList,
    splitsList,
    dividends(from, to, symbol) {
      return dividendsList
        .filter((d) => d.exDate >= from && d.exDate <= to && (symbol === undefined || d.symbol === symbol))
        .sort((a, b) => a.exDate.localeCompare(b.exDate));
    },
    splits(from, to, symbol) {
      return splitsList
        .filter((s) => s.date >= from && s.date <= to && (symbol === undefined || s.symbol === symbol))
        .sort((a, b) => a.date.localeCompare(b.date));
    },
  };
}

import type { HouseRules } from '@tradearena/contracts';

/** The house-rules form's fields as typed (empty: the rule is off). */
export interface HouseRulesDraft {
  maxPositionPct: string;
  maxTradesPerDay: string;
  minPrice: string;
  blockedSymbols: string;
  allowedSymbols: string;
  start: string;
  end: string;
  perTradeDollars: string;
  percent: string;
  requireNote: boolean;
}

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

export function toDraft(rules: HouseRules | null | undefined): HouseRulesDraft {
  return {
    maxPositionPct: text(rules?.maxPositionPct),
    maxTradesPerDay: text(rules?.maxTradesPerDay),
    minPrice: text(rules?.minPrice),
    blockedSymbols: rules?.blockedSymbols?.join(', ') ?? '',
    allowedSymbols: rules?.allowedSymbols?.join(', ') ?? '',
    start: rules?.tradingHours?.start ?? '',
    end: rules?.tradingHours?.end ?? '',
    perTradeDollars: rules?.commission ? text(rules.commission.perTradeCents / 100) : '',
    percent: rules?.commission ? text(rules.commission.percent) : '',
    requireNote: rules?.requireNote === true,
  };
}

const number = (s: string) => (s.trim() === '' ? null : Number(s));
const symbols = (s: string) =>
  s
    .split(/[\s,]+/)
    .map((x) => x.trim().toUpperCase())
    .filter(Boolean);

/**
 * The rules to save from the form (the server checks the ranges and answers a clear message). Trading hours need both
 * times; a commission is saved when either part is set.
 */
export function fromDraft(d: HouseRulesDraft): HouseRules {
  const perTrade = number(d.perTradeDollars);
  const percent = number(d.percent);
  return {
    maxPositionPct: number(d.maxPositionPct),
    maxTradesPerDay: number(d.maxTradesPerDay),
    minPrice: number(d.minPrice),
    blockedSymbols: symbols(d.blockedSymbols),
    allowedSymbols: symbols(d.allowedSymbols),
    tradingHours: d.start && d.end ? { start: d.start, end: d.end } : null,
    commission:
      perTrade === null && percent === null
        ? null
        : { perTradeCents: Math.round((perTrade ?? 0) * 100), percent: percent ?? 0 },
    requireNote: d.requireNote,
  };
}

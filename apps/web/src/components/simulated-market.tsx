import type { QuoteResponse } from '@tradearena/contracts';

/** The one-line truth beside the landing copy: simulated quotes are not a broker's. */
export const SIMULATED_MARKET_NOTE = "Prices are simulated from real market history; they differ from your broker's.";

/** Whether the quotes shown come from the simulated market (`source: "simulated"`). */
export function isSimulated(quote: Pick<QuoteResponse, 'source'> | undefined): boolean {
  return quote?.source === 'simulated';
}

/** The "Simulated market" badge shown next to the Live badge while quotes are simulated. */
export function SimulatedMarketBadge() {
  return (
    <span
      title={SIMULATED_MARKET_NOTE}
      className="inline-flex h-9 items-center rounded-xl border border-sky-500/30 bg-sky-500/10 px-3 text-xs font-semibold text-sky-200"
    >
      Simulated market
    </span>
  );
}

/** The explanation line under a page's header while quotes are simulated. */
export function SimulatedMarketNote() {
  return <p className="text-sm text-slate-400">{SIMULATED_MARKET_NOTE}</p>;
}

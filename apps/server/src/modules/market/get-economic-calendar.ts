import type { EconomicEventResponse } from '@tradearena/contracts';
import type { MarketDeps } from './market-deps.ts';

const IMPACT = { high: 'High Impact', medium: 'Medium Impact' } as const;

/** Economic releases from a week back to three weeks ahead, impact as 'High Impact' or 'Medium Impact' (docs/product/content.md#news). */
export async function getEconomicCalendar(deps: Pick<MarketDeps, 'marketFeed'>): Promise<EconomicEventResponse[]> {
  return (await deps.marketFeed.economicCalendar()).map((e) => ({ ...e, impact: IMPACT[e.impact] }));
}

import { type HoldingsExposure, holdingsExposure } from '@tradearena/domain';
import type { MarketData } from '../../ports/market-data.ts';
import type { MarketFeed } from '../../ports/market-feed.ts';
import { createSectorLookup } from '../market/index.ts';

export interface ExposureDeps {
  marketData: MarketData;
  marketFeed: MarketFeed;
}

/** A position valued now: its symbol and market value (negative for a short). */
export interface HeldValue {
  symbol: string;
  marketValueCents: number;
}

/**
 * Beta, invested weight and sectors of the given positions (holdingsExposure, ADR 023): each symbol's beta from the
 * market feed's profiles (null, counted 1, where the source cannot say), its sector as the market-data port lists it.
 * Made once per batch: the profiles are read once and the sectors looked up once per symbol.
 */
export async function createExposureOf(
  deps: ExposureDeps,
): Promise<(positions: readonly HeldValue[], totalValueCents: number) => Promise<HoldingsExposure>> {
  const betas = new Map((await deps.marketFeed.profiles()).map((p) => [p.symbol, p.beta]));
  const sectorOf = createSectorLookup(deps.marketData);
  return async (positions, totalValueCents) =>
    holdingsExposure(
      await Promise.all(
        positions.map(async (p) => ({
          valueCents: p.marketValueCents,
          beta: betas.get(p.symbol) ?? null,
          sector: (await sectorOf(p.symbol)) || 'Other',
        })),
      ),
      totalValueCents,
    );
}

import { stockMarketBasics } from './01-stock-market-basics.ts';
import { orderTypes } from './02-order-types.ts';
import { diversificationAndSectors } from './03-diversification-and-sectors.ts';
import { riskAndVolatility } from './04-risk-and-volatility.ts';
import { candlesticksAndVolume } from './05-candlesticks-and-volume.ts';
import { fundamentalsAndEarnings } from './06-fundamentals-and-earnings.ts';
import type { EducationModuleContent } from './education-module-content.ts';

/** Every module of /education, in id order: the one place the course content lives. */
export const educationModules: readonly EducationModuleContent[] = [
  stockMarketBasics,
  orderTypes,
  diversificationAndSectors,
  riskAndVolatility,
  candlesticksAndVolume,
  fundamentalsAndEarnings,
];

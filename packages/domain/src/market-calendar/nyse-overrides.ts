import type { MarketDay } from './market-day.ts';

/**
 * One-off NYSE closures that no rule produces (national days of mourning, emergencies). An override replaces any
 * rule-generated entry on the same date. Add new closures here when the exchange announces them.
 */
export const NYSE_OVERRIDES: readonly MarketDay[] = [
  { date: '2001-09-11', name: 'September 11 attacks', type: 'full' },
  { date: '2001-09-12', name: 'September 11 attacks', type: 'full' },
  { date: '2001-09-13', name: 'September 11 attacks', type: 'full' },
  { date: '2001-09-14', name: 'September 11 attacks', type: 'full' },
  { date: '2004-06-11', name: 'National Day of Mourning for President Ronald Reagan', type: 'full' },
  { date: '2007-01-02', name: 'National Day of Mourning for President Gerald Ford', type: 'full' },
  { date: '2012-10-29', name: 'Hurricane Sandy', type: 'full' },
  { date: '2012-10-30', name: 'Hurricane Sandy', type: 'full' },
  { date: '2018-12-05', name: 'National Day of Mourning for President George H.W. Bush', type: 'full' },
  { date: '2025-01-09', name: 'National Day of Mourning for President Jimmy Carter', type: 'full' },
];

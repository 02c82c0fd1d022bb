import type { CivilDate } from './civil-date.ts';

/** A day on which the NYSE does not run its full regular session. */
export interface MarketDay {
  date: CivilDate;
  name: string;
  type: 'full' | 'early';
  /** Early closes only: the close in New York time, 'HH:MM'. */
  closeTime?: string;
}

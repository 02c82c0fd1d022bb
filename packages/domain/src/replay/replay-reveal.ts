import type { CivilDate } from '../market-calendar/civil-date.ts';
import type { HistoricalDay } from './historical-day.ts';
import type { ReplayWindow } from './replay-window.ts';

/** How many of the history's best or worst days earn a mention in the reveal. */
const NOTABLE_RANK = 10;

export interface ReplayReveal {
  startDate: CivilDate;
  endDate: CivilDate;
  /** The index's move from the close before Day 1 to the last close, in percent (2 decimals). */
  indexReturnPct: number;
  summary: string;
}

/**
 * What a finished replay reveals: the real dates and the index's move over them ("That was 2008-10-13: the S&P 500
 * rose 11.6 %, its best day from 2000 to 2020."). A one-day replay among the ten best or worst days of `history` says
 * so, ranked against every daily close-to-close move of the history.
 */
export function replayReveal(window: ReplayWindow, history: readonly HistoricalDay[]): ReplayReveal {
  const first = window.days[0]!;
  const last = window.days[window.days.length - 1]!;
  const ratio = last.close / window.previousClose - 1;
  const pct = Math.round(ratio * 10_000) / 100;
  const when = first.date === last.date ? `That was ${first.date}` : `That was ${first.date} to ${last.date}`;
  const move = `the S&P 500 ${ratio >= 0 ? 'rose' : 'fell'} ${Math.abs(ratio * 100).toFixed(1)} %`;
  const over = window.days.length > 1 ? ` over ${window.days.length} trading days` : '';
  const note = window.days.length === 1 ? notableDay(ratio, history) : '';
  return { startDate: first.date, endDate: last.date, indexReturnPct: pct, summary: `${when}: ${move}${over}${note}.` };
}

function notableDay(ratio: number, history: readonly HistoricalDay[]): string {
  if (history.length < 2) return '';
  const span = `from ${history[0]!.date.slice(0, 4)} to ${history[history.length - 1]!.date.slice(0, 4)}`;
  let better = 0;
  let worse = 0;
  for (let i = 1; i < history.length; i++) {
    const r = history[i]!.close / history[i - 1]!.close - 1;
    if (r > ratio) better++;
    if (r < ratio) worse++;
  }
  const ordinal = (k: number) => (k === 0 ? '' : `${k + 1}${['th', 'st', 'nd', 'rd'][k + 1 < 4 ? k + 1 : 0]} `);
  if (ratio > 0 && better < NOTABLE_RANK) return `, its ${ordinal(better)}best day ${span}`;
  if (ratio < 0 && worse < NOTABLE_RANK) return `, its ${ordinal(worse)}worst day ${span}`;
  return '';
}

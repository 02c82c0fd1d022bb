import { MARKET_HOURS, type MarketStatusResponse as MarketStatus } from '@tradearena/contracts';
import { clockLabel as clockText } from './clock-label.ts';
import { onFirstUse } from './on-first-use.ts';

const newYorkHhmm = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: MARKET_HOURS.timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/**
 * Today's close in New York ("13:00" on an early-close day) from the status, which has it from the NYSE calendar —
 * also before the open and after the close; the regular close on a weekend or holiday (no session today).
 */
function todaysClose(status: MarketStatus | undefined): string {
  if (!status?.closesAt || !status.opensAt) return MARKET_HOURS.close;
  const close = newYorkHhmm().format(new Date(status.closesAt));
  // Around-the-clock demo sessions close at midnight: not a trading hour to quote.
  return close === '00:00' ? MARKET_HOURS.close : close;
}

/** "9:30 AM - 4:00 PM ET, Monday-Friday", or "9:30 AM - 1:00 PM ET, …" on an early-close day. */
export function marketHoursText(status?: MarketStatus): string {
  return `${clockText(MARKET_HOURS.open)} - ${clockText(todaysClose(status))} ET, Monday-Friday`;
}

/** The client's refusal of a trade while the market is closed (docs/product/trading.md#placing-a-trade), with today's close. */
export function marketClosedTradeText(status?: MarketStatus): string {
  return `Trading is only available during market hours: ${marketHoursText(status)}`;
}

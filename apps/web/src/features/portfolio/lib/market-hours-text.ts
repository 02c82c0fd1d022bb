import { MARKET_HOURS } from '@tradearena/contracts';

/** "09:30" → "9:30 AM", "16:00" → "4:00 PM". */
function clockText(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "9:30 AM - 4:00 PM ET, Monday-Friday" from the market hours constants. */
export const MARKET_HOURS_TEXT = `${clockText(MARKET_HOURS.open)} - ${clockText(MARKET_HOURS.close)} ET, Monday-Friday`;

/** The client's refusal of a trade while the market is closed (spec 01 §5). */
export const MARKET_CLOSED_TRADE_TEXT = `Trading is only available during market hours: ${MARKET_HOURS_TEXT}`;

import type { MarketStatusResponse as MarketStatus } from '@tradearena/contracts';

/** Reasons the status gives that are not a holiday's name. */
const ORDINARY_REASONS = new Set(['Weekend', 'Before the open', 'After the close', 'Closed']);

/** The holiday or special closure behind a closed day or an early close ("Thanksgiving Day"), else null. */
export function marketHolidayName(status: MarketStatus | undefined): string | null {
  const reason = status?.reason;
  return reason && !ORDINARY_REASONS.has(reason) ? reason : null;
}

import { addDays, newYorkDateOf, newYorkInstant, nextOpen, sessionOf } from '@tradearena/domain';
import type { MarketHours, MarketStatus } from '../../ports/market-hours.ts';

export type MarketHoursMode = 'nyse' | 'always';

function nyseStatus(now: Date): MarketStatus {
  const today = sessionOf(newYorkDateOf(now));
  const nextOpenAt = nextOpen(now).toISOString();
  const base = {
    opensAt: today.opensAt?.toISOString() ?? null,
    closesAt: today.closesAt?.toISOString() ?? null,
    nextOpenAt,
  };
  if (!today.opensAt || !today.closesAt) {
    return { isOpen: false, session: 'closed', ...base, reason: today.reason ?? 'Closed' };
  }
  if (now < today.opensAt) return { isOpen: false, session: 'closed', ...base, reason: 'Before the open' };
  if (now >= today.closesAt) return { isOpen: false, session: 'closed', ...base, reason: 'After the close' };
  return today.kind === 'early-close'
    ? { isOpen: true, session: 'early-close', ...base, ...(today.reason ? { reason: today.reason } : {}) }
    : { isOpen: true, session: 'regular', ...base };
}

/** Around the clock (demos): the "session" is the New York calendar day, and the market is always open. */
function alwaysStatus(now: Date): MarketStatus {
  const day = newYorkDateOf(now);
  const tomorrow = newYorkInstant(addDays(day, 1), 0, 0).toISOString();
  return {
    isOpen: true,
    session: 'regular',
    opensAt: newYorkInstant(day, 0, 0).toISOString(),
    closesAt: tomorrow,
    nextOpenAt: tomorrow,
  };
}

/**
 * The instant after which the status computed at `now` may differ: the next New York midnight, or today's open or
 * close if still ahead. Until then every field is the same (nextOpenAt only moves when a session opens).
 */
function changesAt(now: Date, status: MarketStatus): number {
  let until = newYorkInstant(addDays(newYorkDateOf(now), 1), 0, 0).getTime();
  for (const at of [status.opensAt, status.closesAt]) {
    const ms = at === null ? Number.NaN : Date.parse(at);
    if (ms > now.getTime() && ms < until) until = ms;
  }
  return until;
}

/**
 * The MarketHours port from the NYSE calendar of packages/domain, or always open with MARKET_HOURS=always. The
 * time-zone arithmetic is done once per stretch of unchanged status (every order asks), not per call.
 */
export function createMarketHours(mode: MarketHoursMode): MarketHours {
  const compute = mode === 'always' ? alwaysStatus : nyseStatus;
  let known: { from: number; until: number; status: MarketStatus } | null = null;
  return {
    status(now) {
      const t = now.getTime();
      if (known && t >= known.from && t < known.until) return known.status;
      const status = Object.freeze(compute(now));
      known = { from: t, until: changesAt(now, status), status };
      return status;
    },
  };
}

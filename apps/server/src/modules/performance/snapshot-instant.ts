import type { MarketStatus } from '../../ports/market-hours.ts';
import { PERFORMANCE_SNAPSHOT_EVERY_MS } from './benchmark.ts';

/**
 * The instant a snapshot taken `now` is recorded at (ADR 023): while the market is open, the start of the 15-minute
 * bucket (the first bucket of a session is its open); after a trading day's close, the close itself; null before
 * the open and on a day without a session (prices do not move then).
 */
export function snapshotInstant(status: MarketStatus, now: Date): number | null {
  const t = now.getTime();
  if (status.isOpen) return Math.floor(t / PERFORMANCE_SNAPSHOT_EVERY_MS) * PERFORMANCE_SNAPSHOT_EVERY_MS;
  const closesAt = status.closesAt === null ? null : Date.parse(status.closesAt);
  return closesAt !== null && t >= closesAt ? closesAt : null;
}

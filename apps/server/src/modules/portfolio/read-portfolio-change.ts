import { type PortfolioChangedMessage, PortfolioChangedMessageSchema } from '@tradearena/contracts';

/** What each delivered message read as (null: not a portfolio change). */
const readAs = new WeakMap<object, PortfolioChangedMessage | null>();

/**
 * A portfolio-change message as pub/sub delivered it, checked (with Redis it crossed a process boundary), or null
 * when it is not one. Pub/sub hands every subscriber of a channel on this instance the same delivered object (the
 * portfolio cache, the global leaderboard and the competitions' standings all follow every trade): it is checked once,
 * and every subscriber gets the same read-only result.
 */
export function readPortfolioChange(raw: unknown): PortfolioChangedMessage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  let message = readAs.get(raw);
  if (message === undefined) {
    const parsed = PortfolioChangedMessageSchema.safeParse(raw);
    message = parsed.success ? parsed.data : null;
    readAs.set(raw, message);
  }
  return message;
}

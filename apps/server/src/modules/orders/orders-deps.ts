import type { SessionCache } from '../accounts/index.ts';
import type { TradingDeps } from '../portfolio/index.ts';
import type { OrderDesk } from './order-desk.ts';

/** What the order use-cases need: the trading deps and the order desk (its cache, runner, fill writer, book). */
export type OrdersDeps = TradingDeps &
  OrderDesk & {
    /** Told when unlocked achievements changed a user's XP, which signed-in requests carry. */
    sessionCache: SessionCache;
  };
